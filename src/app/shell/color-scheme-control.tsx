import { Stack, Text, useMantineColorScheme } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { COLOR_SCHEMES, isColorSchemeChoice } from '@/lib/color-scheme';
import { SegmentedChoice } from '@/ui/segmented-choice';

/** The colour scheme in the mobile drawer: a labelled radio group (the desktop menu's are in color-scheme-menu-items.tsx). */
export function ColorSchemeSegmented() {
  const { t } = useTranslation('shell');
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const labelId = useId();
  return (
    <Stack gap={4}>
      <Text id={labelId} size="sm" fw={600}>
        {t('colorScheme.label')}
      </Text>
      <SegmentedChoice
        aria-labelledby={labelId}
        fullWidth
        value={colorScheme}
        onChange={(value) => {
          if (isColorSchemeChoice(value)) setColorScheme(value);
        }}
        data={COLOR_SCHEMES.map((choice) => ({ value: choice, label: t(`colorScheme.${choice}`) }))}
        data-testid="color-scheme-segmented"
      />
    </Stack>
  );
}
