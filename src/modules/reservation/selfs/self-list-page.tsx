import { Button, Group, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PageContainer } from '@/ui/page-container';
import { useSelectedSelfId } from '../local-settings';
import { useVariantSelfs } from '../reservation-queries';
import { EmptyNotice, QueryState } from '../shared/query-state';
import { useVariant, variantPage } from '../shared/variant-scope';
import { SelfList } from './self-list';

/** /food/selfs, /sport/gyms, /health/clinics, /transport/terminals (modules.md 2.1, 2.5). */
export const SelfListPage = variantPage(SelfListScreen);

function SelfListScreen() {
  const variant = useVariant();
  const { t } = useTranslation('reservation');
  const navigate = useNavigate();
  const selfs = useVariantSelfs(variant);
  const [selfId, setSelfId] = useSelectedSelfId(variant.key);
  const only = selfs.data?.length === 1 ? selfs.data[0] : undefined;

  // modules.md 2.5: the only self of the mode is chosen for the user. The list still shows: the reserve
  // page selects it by itself (so it never sends anyone here for it), and a student who opened the list
  // came to see it (a redirect left /sport/gyms, /health/clinics, /transport/terminals unreachable).
  useEffect(() => {
    if (only && selfId !== only.id) setSelfId(only.id);
  }, [only, selfId, setSelfId]);

  return (
    <PageContainer title={t(variant.text('selfList'))} data-testid="self-list-page">
      <QueryState
        loading={selfs.isPending}
        error={selfs.isError}
        onRetry={() => void selfs.refetch()}
        backTo={variant.paths.home}
      />
      {selfs.data &&
        (selfs.data.length === 0 ? (
          <EmptyNotice>{t(variant.text('noSelf'))}</EmptyNotice>
        ) : (
          <Stack gap="md">
            <Text c="dimmed" size="sm">
              {t(variant.text('selfListDescription'))}
            </Text>
            <SelfList
              selfs={selfs.data}
              selectedId={selfId}
              onSelect={(self) => {
                setSelfId(self.id);
                void navigate(variant.paths.reserve);
              }}
            />
            {/* The chosen self goes on to reserve (an already-checked card is no click to act on). */}
            {selfId !== null && selfs.data.some((s) => s.id === selfId) && (
              <Group justify="flex-end">
                <Button component={Link} to={variant.paths.reserve} data-testid="self-list-continue">
                  {t(variant.text('reserve'))}
                </Button>
              </Group>
            )}
          </Stack>
        ))}
    </PageContainer>
  );
}

export default SelfListPage;
