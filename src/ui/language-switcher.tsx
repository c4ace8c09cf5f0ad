import { Select } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage } from '@/i18n/i18n';
import { LANGUAGES, isLanguage } from '@/i18n/languages';

/** Language choice; each language is named in itself so anyone can find their own. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  return (
    <Select
      aria-label={t('language.label')}
      leftSection={<IconLanguage size={16} aria-hidden />}
      data={LANGUAGES.map((lng) => ({ value: lng, label: t(`language.${lng}`) }))}
      value={currentLanguage(i18n)}
      onChange={(value) => {
        if (isLanguage(value)) void changeLanguage(i18n, value);
      }}
      allowDeselect={false}
      w={150}
      size="sm"
      comboboxProps={{ withinPortal: true }}
      data-testid="language-switcher"
    />
  );
}
