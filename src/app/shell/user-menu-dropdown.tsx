import { Menu } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSessionActor } from '@/session/session-provider';
import type { MenuHostProps } from '@/ui/lazy-menu';
import { ColorSchemeMenuItems } from './color-scheme-menu-items';
import { useUserMenuEntries } from './use-shell-navigation';

/** The user menu's list: user-menu.tsx loads it on intent and opens it (LazyMenu). */
export function UserMenuDropdown({ target, opened, onChange }: MenuHostProps) {
  const { t } = useTranslation('shell');
  const session = useSessionActor();
  const entries = useUserMenuEntries();
  return (
    // No focus placeholder: it is a role="presentation" child of the role="menu" list (axe
    // aria-required-children); the first entry takes the focus instead, as in the menu-button pattern.
    <Menu
      opened={opened}
      onChange={onChange}
      position="bottom-end"
      width={260}
      shadow="lg"
      radius="md"
      withinPortal
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown data-testid="user-menu">
        <Menu.Label>{t('userMenu.account')}</Menu.Label>
        {entries.map((entry) => {
          const EntryIcon = entry.icon;
          return (
            <Menu.Item
              key={entry.key}
              component={Link}
              to={entry.to}
              leftSection={
                <EntryIcon
                  size={18}
                  stroke={1.7}
                  color={entry.color ? `var(--mantine-color-${entry.color}-filled)` : undefined}
                  aria-hidden
                />
              }
              data-entry={entry.key}
            >
              {entry.label}
            </Menu.Item>
          );
        })}
        <Menu.Divider />
        <ColorSchemeMenuItems />
        <Menu.Divider />
        <Menu.Item
          color="red"
          c="var(--mantine-color-red-text)"
          leftSection={<IconLogout size={18} aria-hidden />}
          onClick={() => session.send({ type: 'user.logout' })}
          data-entry="logout"
        >
          {t('userMenu.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
