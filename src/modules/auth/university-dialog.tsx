import { Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconBuildingBank, IconCheck, IconSearch } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { University as ApiUniversity } from '@/api/generated/rest/model';
import type { University } from '@/config/schema';
import { AppModal } from '@/ui/app-modal';
import { LoadingIndicator } from '@/ui/loading-indicator';
import { authClasses as classes } from './auth-layout';
import { filterUniversities } from './university-selector';

export interface UniversityDialogProps {
  opened: boolean;
  onClose: () => void;
  value: University | null;
  list: UseQueryResult<ApiUniversity[], unknown>;
  onChoose: (entry: ApiUniversity) => void;
}

/** platform.md 2.2: the searchable list of universities, in a modal; Enter picks a single match. */
export function UniversityDialog({ opened, onClose, value, list, onChoose }: UniversityDialogProps) {
  const { t } = useTranslation(['auth', 'common']);
  const [query, setQuery] = useState('');
  const listId = useId();
  const filtered = useMemo(() => filterUniversities(list.data ?? [], query), [list.data, query]);
  const choose = (entry: ApiUniversity) => {
    onChoose(entry);
    setQuery('');
  };

  return (
    <AppModal opened={opened} onClose={onClose} title={t('auth:university.title')} size="md">
      <TextInput
        label={t('auth:university.search')}
        placeholder={t('auth:university.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && filtered.length === 1 && filtered[0]) choose(filtered[0]);
        }}
        aria-controls={listId}
        data-autofocus
        mb="md"
      />
      {list.isPending ? (
        <LoadingIndicator label={t('auth:university.loading')} mih={120} />
      ) : list.isError ? (
        <LoadingIndicator
          failed
          failureText={t('auth:university.failed')}
          onRetry={() => void list.refetch()}
          mih={120}
        />
      ) : filtered.length === 0 ? (
        <Text c="dimmed" ta="center" py="lg" role="status">
          {t('auth:university.empty')}
        </Text>
      ) : (
        <Stack gap={8} role="listbox" id={listId} aria-label={t('auth:university.title')}>
          {filtered.map((u) => {
            const selected = u.unikey === value?.unikey;
            return (
              <UnstyledButton
                key={u.unikey}
                role="option"
                aria-selected={selected}
                className={classes.universityOption}
                onClick={() => choose(u)}
              >
                <IconBuildingBank size={20} stroke={1.6} aria-hidden color="var(--mantine-color-darkTeal-text)" />
                <Text fw={500} style={{ flex: 1 }}>
                  {u.universityLabel}
                </Text>
                {selected && (
                  <IconCheck
                    size={18}
                    color="var(--mantine-color-darkTeal-text)"
                    aria-label={t('auth:university.selected')}
                  />
                )}
              </UnstyledButton>
            );
          })}
        </Stack>
      )}
    </AppModal>
  );
}
