import { Avatar, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession, useSessionActor } from '@/session/session-provider';
import { useProfilePictureSrc } from '@/ui/use-profile-picture';
import { ColorSchemeMenuItems } from './color-scheme-control';
import classes from './shell.module.css';
import { displayName, initialsOf } from './user-identity';
import { useUserMenuEntries } from './use-shell-navigation';

/** The desktop user menu (platform.md 2.6): the person, their pages and logout. */
export function UserMenu() {
  const { t } = useTranslation('shell');
  const { profile } = useSession();
  const session = useSessionActor();
  const entries = useUserMenuEntries();
  const name = displayName(profile) ?? t('userMenu.guest');
  // The uploaded picture (issue 14); the initials stay while there is none.
  const picture = useProfilePictureSrc(!!profile);
  return (
    // No focus placeholder: it is a role="presentation" child of the role="menu" list (axe
    // aria-required-children); the first entry takes the focus instead, as in the menu-button pattern.
    <Menu position="bottom-end" width={260} shadow="lg" radius="md" withinPortal withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <UnstyledButton className={classes.userButton} aria-label={t('userMenu.open', { name })} data-testid="user-menu-button">
          <Avatar radius="xl" size={36} color="initials" name={name} variant="filled" src={picture} aria-hidden data-testid="user-avatar">
            {initialsOf(profile)}
          </Avatar>
          <span>
            <Text component="span" display="block" className={classes.userName}>
              {name}
            </Text>
            {profile?.username && (
              <Text component="span" display="block" className={classes.userId} dir="ltr">
                {profile.username}
              </Text>
            )}
          </span>
          <IconChevronDown size={16} aria-hidden />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown data-testid="user-menu">
        <Menu.Label>{t('userMenu.account')}</Menu.Label>
        {entries.map((entry) => {
          const EntryIcon = entry.icon;
          return (
            <Menu.Item
              key={entry.key}
              component={Link}
              to={entry.to}
              leftSection={<EntryIcon size={18} stroke={1.7} color={entry.color ? `var(--mantine-color-${entry.color}-filled)` : undefined} aria-hidden />}
              data-entry={entry.key}
            >
              {entry.label}
            </Menu.Item>
          );
        })}
        <Menu.Divider />
        <ColorSchemeMenuItems />
        <Menu.Divider />
        <Menu.Item color="red" c="var(--mantine-color-red-text)" leftSection={<IconLogout size={18} aria-hidden />} onClick={() => session.send({ type: 'user.logout' })} data-entry="logout">
          {t('userMenu.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
