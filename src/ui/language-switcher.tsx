import { NativeSelect } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage } from '@/i18n/i18n';
import { LANGUAGES, isLanguage } from '@/i18n/languages';

/**
 * Language choice; each language is named in itself so anyone can find their own. A native select:
 * the phone's own picker, and no popover code (floating-ui, Combobox) on the first screen.
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  return (
    <NativeSelect
      aria-label={t('language.label')}
      leftSection={<IconLanguage size={16} aria-hidden />}
      data={LANGUAGES.map((lng) => ({ value: lng, label: t(`language.${lng}`) }))}
      value={currentLanguage(i18n)}
      onChange={(event) => {
        const value = event.currentTarget.value;
        if (isLanguage(value)) void changeLanguage(i18n, value);
      }}
      w={150}
      size="sm"
      data-testid="language-switcher"
    />
  );
}
