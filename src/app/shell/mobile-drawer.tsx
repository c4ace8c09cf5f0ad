import { Avatar, Box, Divider, Drawer, NavLink, ScrollArea, Stack, Text, useDirection } from '@mantine/core';
import { IconCommand, IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSession, useSessionActor } from '@/session/session-provider';
import { LanguageSwitcher } from '@/ui/language-switcher';
import { useProfilePictureSrc } from '@/ui/use-profile-picture';
import { ColorSchemeSegmented } from './color-scheme-control';
import { BOTTOM_BAR_SLOTS } from './mobile-nav';
import { ariaCurrent, type NavItem } from './module-tabs';
import { openCommandPalette } from './palette-store';
import classes from './shell.module.css';
import { displayName, initialsOf } from './user-identity';
import { useShellUniversity, useUserMenuEntries } from './use-shell-navigation';

/**
 * Everything the bottom bar has no room for: the person, the other modules, the user menu, language,
 * logout. Loaded on the first intent to open it (shell-layout.tsx): the drawer's focus trap, scroll
 * lock and scroll area are not in the page's first load.
 */
export function MobileDrawer({
  opened,
  onClose,
  items,
}: {
  opened: boolean;
  onClose: () => void;
  items: readonly NavItem[];
}) {
  const { t } = useTranslation('shell');
  const { dir } = useDirection();
  const { pathname, search } = useLocation();
  const { profile } = useSession();
  const session = useSessionActor();
  const university = useShellUniversity();
  // The wallet is a nav item too: listed once.
  const entries = useUserMenuEntries().filter((entry) => !items.some((item) => item.to === entry.to));
  const name = displayName(profile) ?? t('userMenu.guest');
  const picture = useProfilePictureSrc(opened && !!profile);
  const overflow = items.slice(BOTTOM_BAR_SLOTS);
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position={dir === 'rtl' ? 'right' : 'left'}
      size="85%"
      title={t('mobile.menu')}
      closeButtonProps={{ 'aria-label': t('mobile.close') }}
      scrollAreaComponent={ScrollArea.Autosize}
      data-testid="mobile-drawer"
    >
      <Stack gap="md">
        <Box className={classes.drawerUser}>
          <Avatar
            radius="xl"
            size={44}
            color="white"
            variant="light"
            src={picture}
            aria-hidden
            data-testid="drawer-avatar"
          >
            {initialsOf(profile)}
          </Avatar>
          <div style={{ minWidth: 0 }}>
            <Text fw={700} truncate>
              {name}
            </Text>
            {university && (
              <Text size="xs" opacity={0.85} truncate>
                {university.universityLabel}
              </Text>
            )}
          </div>
        </Box>
        {overflow.length > 0 && (
          <nav aria-label={t('mobile.moreModules')}>
            <Stack gap={2}>
              {overflow.map((item) => {
                const ItemIcon = item.icon;
                return (
                  <NavLink
                    key={item.key}
                    component={Link}
                    to={item.to}
                    onClick={onClose}
                    label={item.label}
                    active={item.active}
                    color={item.color}
                    variant="light"
                    leftSection={<ItemIcon size={20} color={`var(--mantine-color-${item.color}-filled)`} aria-hidden />}
                    aria-current={ariaCurrent(item)}
                  />
                );
              })}
            </Stack>
            <Divider mt="sm" />
          </nav>
        )}
        <nav aria-label={t('userMenu.account')}>
          <Stack gap={2}>
            {entries.map((entry) => {
              const EntryIcon = entry.icon;
              const here = `${pathname}${search}` === entry.to || pathname === entry.to;
              return (
                <NavLink
                  key={entry.key}
                  component={Link}
                  to={entry.to}
                  onClick={onClose}
                  label={entry.label}
                  active={here}
                  aria-current={here ? 'page' : undefined}
                  leftSection={<EntryIcon size={20} stroke={1.7} aria-hidden />}
                  data-entry={entry.key}
                />
              );
            })}
            <NavLink
              component="button"
              label={t('palette.title')}
              leftSection={<IconCommand size={20} stroke={1.7} aria-hidden />}
              onClick={() => {
                onClose();
                openCommandPalette();
              }}
            />
          </Stack>
        </nav>
        <Divider />
        <LanguageSwitcher />
        <ColorSchemeSegmented />
        <NavLink
          component="button"
          color="red"
          active
          variant="subtle"
          label={t('userMenu.logout')}
          leftSection={<IconLogout size={20} aria-hidden />}
          onClick={() => session.send({ type: 'user.logout' })}
          data-entry="logout"
        />
      </Stack>
    </Drawer>
  );
}
