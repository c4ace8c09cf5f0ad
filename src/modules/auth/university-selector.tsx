import { Alert, Button, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBuildingBank, IconChevronLeft, IconChevronRight, IconInfoCircle } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListUniversities } from '@/api/generated/rest/hooks/universities/universities';
import type { University as ApiUniversity } from '@/api/generated/rest/model';
import type { University } from '@/config/schema';
import { directionOf } from '@/i18n/languages';
import { useLanguage } from '@/ui/use-language';
import { useOpenedOnce } from '@/ui/use-opened-once';
import { authClasses as classes } from './auth-layout';
import { isStoredEntry, readStoredUniversity, storeUniversity, toConfigUniversity } from '@/session/current-university';

const loadUniversityDialog = () => import('./university-dialog');
const preloadUniversityDialog = () => void loadUniversityDialog();
const UniversityDialog = lazy(async () => ({ default: (await loadUniversityDialog()).UniversityDialog }));

/** platform.md 7: the list is read with version 2.0.7 and cached 1800 s. */
export const UNIVERSITY_LIST_VERSION = '2.0.7';
export const UNIVERSITY_LIST_CACHE_MS = 1800 * 1000;
/** platform.md 4: a stale university link shows a message, then the page reloads after 2 s. */
export const STALE_LINK_RELOAD_MS = 2000;

/** Folds the spellings a search should not tell apart: Arabic yeh/kaf, letter case, ZWNJ, spaces. */
export function normalizeForSearch(text: string): string {
  return text
    .replace(/[يى]/g, 'ی')
    .replace(/ك/g, 'ک')
    .replace(/[\u200c\u200f\u200e]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLocaleLowerCase();
}

/** platform.md 2.2: the search keeps the universities whose label contains the typed text. */
export function filterUniversities<T extends { universityLabel: string }>(list: readonly T[], query: string): T[] {
  const q = normalizeForSearch(query);
  if (!q) return [...list];
  return list.filter((u) => normalizeForSearch(u.universityLabel).includes(q));
}

/** Reloads the page (a seam for tests, where jsdom cannot navigate). */
export const pageReload = { reload: () => window.location.reload() };

function useUniversityList() {
  return useListUniversities(
    { version: UNIVERSITY_LIST_VERSION },
    {
      query: { staleTime: UNIVERSITY_LIST_CACHE_MS, gcTime: UNIVERSITY_LIST_CACHE_MS },
      request: { suppressToast: true },
    },
  );
}

/**
 * Keeps the remembered choice in step with the list: a changed backend address ("stale university
 * link", platform.md 4) is stored, announced, and the page reloads after 2 s with the new link;
 * other changed settings (captcha, CAS...) are stored quietly. Returns whether a reload is coming.
 */
function useStaleLinkCheck(list: ApiUniversity[] | undefined): boolean {
  // Compared with the choice as it was when the page opened (storing the fresh entry changes it).
  const [storedAtOpen] = useState(() => readStoredUniversity());
  const fresh = list && storedAtOpen ? list.find((u) => u.unikey === storedAtOpen.unikey) : undefined;
  const freshUrl = fresh ? toConfigUniversity(fresh)?.universityURL : undefined;
  const stale = Boolean(
    storedAtOpen && freshUrl !== undefined && JSON.stringify(freshUrl) !== JSON.stringify(storedAtOpen.universityURL),
  );

  useEffect(() => {
    if (!fresh) return undefined;
    // Only while it is still the user's choice (they may have picked another meanwhile).
    if (!isStoredEntry(fresh) && readStoredUniversity()?.unikey === fresh.unikey) storeUniversity(fresh);
    if (!stale) return undefined;
    const id = setTimeout(() => pageReload.reload(), STALE_LINK_RELOAD_MS);
    return () => clearTimeout(id);
  }, [fresh, stale]);
  return stale;
}

export interface UniversitySelectorProps {
  value: University | null;
  onChange: (entry: ApiUniversity) => void;
  disabled?: boolean;
}

/** Cloud mode (platform.md 1, 2.2): the chosen university and a searchable list to change it. */
export function UniversitySelector({ value, onChange, disabled }: UniversitySelectorProps) {
  const { t } = useTranslation(['auth', 'common']);
  const lng = useLanguage();
  const [opened, { open, close }] = useDisclosure(false);
  const list = useUniversityList();
  const reloading = useStaleLinkCheck(list.data);
  const Chevron = directionOf(lng) === 'rtl' ? IconChevronLeft : IconChevronRight;

  const mounted = useOpenedOnce(opened);
  const choose = (entry: ApiUniversity) => {
    onChange(entry);
    close();
  };

  return (
    <>
      {reloading && (
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />} mb="md" role="status">
          {t('auth:university.staleLink')}
        </Alert>
      )}
      {value ? (
        <UnstyledButton
          className={classes.universityChip}
          onClick={open}
          onPointerEnter={preloadUniversityDialog}
          onFocus={preloadUniversityDialog}
          disabled={disabled}
          data-testid="university-button"
        >
          <IconBuildingBank size={22} stroke={1.6} aria-hidden style={{ flex: 'none' }} />
          <span style={{ flex: 1, minWidth: 0 }}>
            <Text fz="xs" c="var(--mantine-color-darkTeal-text)" lh={1.4}>
              {t('auth:login.university')}
            </Text>
            <Text fw={600} lh={1.5} truncate>
              {value.universityLabel}
            </Text>
          </span>
          <Text fz="xs" c="var(--mantine-color-darkTeal-text)" fw={600}>
            {t('auth:login.changeUniversity')}
          </Text>
          <Chevron size={16} aria-hidden />
        </UnstyledButton>
      ) : (
        <Stack gap={8}>
          <Button
            size="md"
            variant="light"
            leftSection={<IconBuildingBank size={20} />}
            onClick={open}
            onPointerEnter={preloadUniversityDialog}
            onFocus={preloadUniversityDialog}
            disabled={disabled}
            fullWidth
            data-testid="university-button"
          >
            {t('auth:login.chooseUniversity')}
          </Button>
          <Text fz="sm" c="dimmed" ta="center">
            {t('auth:login.universityRequired')}
          </Text>
        </Stack>
      )}

      {/* The dialog (Mantine's Modal, its scroll lock and focus trap) loads when first wanted: most
          visitors of /login never open it. Pointer or focus on the button starts the load. */}
      {mounted && (
        <Suspense fallback={null}>
          <UniversityDialog opened={opened} onClose={close} value={value} list={list} onChoose={choose} />
        </Suspense>
      )}
    </>
  );
}
