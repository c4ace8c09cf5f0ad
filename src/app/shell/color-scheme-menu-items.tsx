import { Menu, useMantineColorScheme } from '@mantine/core';
import { IconDeviceDesktop, IconMoon, IconSun, type Icon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { COLOR_SCHEMES, isColorSchemeChoice, type ColorSchemeChoice } from '@/lib/color-scheme';

const ICONS: Record<ColorSchemeChoice, Icon> = { auto: IconDeviceDesktop, light: IconSun, dark: IconMoon };

/**
 * The colour scheme in the desktop user menu: radio items of the menu (menuitemradio),
 * so arrow keys reach them like the other entries and a screen reader says which one is on; the
 * menu stays open on a choice. Mantine's manager keeps the choice in local storage.
 */
export function ColorSchemeMenuItems() {
  const { t } = useTranslation('shell');
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  return (
    <>
      <Menu.Label>{t('colorScheme.label')}</Menu.Label>
      <Menu.RadioGroup
        value={colorScheme}
        onChange={(value) => {
          if (isColorSchemeChoice(value)) setColorScheme(value);
        }}
      >
        {COLOR_SCHEMES.map((choice) => {
          const ChoiceIcon = ICONS[choice];
          return (
            <Menu.RadioItem
              key={choice}
              value={choice}
              rightSection={<ChoiceIcon size={18} stroke={1.7} aria-hidden />}
              data-color-scheme={choice}
            >
              {t(`colorScheme.${choice}`)}
            </Menu.RadioItem>
          );
        })}
      </Menu.RadioGroup>
    </>
  );
}
