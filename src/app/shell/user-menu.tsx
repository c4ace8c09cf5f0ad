import { Avatar, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/session/session-provider';
import { LazyMenu } from '@/ui/lazy-menu';
import { useProfilePictureSrc } from '@/ui/use-profile-picture';
import classes from './shell.module.css';
import { displayName, initialsOf } from './user-identity';

// The menu itself (Mantine Menu, floating-ui) loads when the pointer or focus reaches the button.
const loadUserMenu = () => import('./user-menu-dropdown').then((m) => m.UserMenuDropdown);

/** The desktop user menu (platform.md 2.6): the person, their pages and logout. */
export function UserMenu() {
  const { t } = useTranslation('shell');
  const { profile } = useSession();
  const name = displayName(profile) ?? t('userMenu.guest');
  // The uploaded picture; the initials stay while there is none.
  const picture = useProfilePictureSrc(!!profile);
  const target = (
    <UnstyledButton
      className={classes.userButton}
      aria-label={t('userMenu.open', { name })}
      data-testid="user-menu-button"
    >
      <Avatar
        radius="xl"
        size={36}
        color="initials"
        name={name}
        variant="filled"
        src={picture}
        aria-hidden
        data-testid="user-avatar"
      >
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
  );
  return <LazyMenu load={loadUserMenu} target={target} hostProps={{}} />;
}

/**
 * The user menu's place while the session is confirmed (the shell's frame): its outline,
 * a blank avatar and a bar where the name goes, so the header keeps its layout when the menu arrives.
 * Nothing to act on yet, and nothing a screen reader would read.
 */
export function UserMenuPlaceholder() {
  return (
    <span className={classes.userButton} data-pending="" aria-hidden>
      <Avatar radius="xl" size={36} variant="light" color="gray" />
      <span className={classes.userNamePending} />
      <IconChevronDown size={16} />
    </span>
  );
}
