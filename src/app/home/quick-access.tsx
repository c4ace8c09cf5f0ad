import { SimpleGrid, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import { IconCommand } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { openCommandPalette } from '../shell/palette-store';
import { useUserMenuEntries } from '../shell/use-shell-navigation';
import classes from './home.module.css';

/** Shortcuts to the user's pages that exist (the user menu's entries) and the command palette. */
export function QuickAccess({ mobile = false }: { mobile?: boolean }) {
  const { t } = useTranslation('shell');
  const entries = useUserMenuEntries();
  const tileClass = mobile ? `${classes.tile} ${classes.tileMobile}` : classes.tile;
  return (
    <section aria-labelledby="home-quick" className={mobile ? undefined : classes.panel}>
      <div className={classes.sectionTitle}>
        <Title order={2} size="h4" id="home-quick">
          {t('home.quickAccess')}
        </Title>
      </div>
      <SimpleGrid
        cols={mobile ? Math.min(3, Math.max(2, entries.length)) : { base: 2, md: 4 }}
        spacing="sm"
        component="ul"
        style={{ listStyle: 'none', margin: 0, padding: 0 }}
      >
        {entries.map((entry) => {
          const EntryIcon = entry.icon;
          return (
            <li key={entry.key}>
              <UnstyledButton
                component={Link}
                to={entry.to}
                className={tileClass}
                w="100%"
                h="100%"
                data-entry={entry.key}
              >
                <ThemeIcon variant="light" radius="md" size={mobile ? 40 : 38} color={entry.color} aria-hidden>
                  <EntryIcon size={20} />
                </ThemeIcon>
                <Text fw={600} size="sm">
                  {entry.label}
                </Text>
              </UnstyledButton>
            </li>
          );
        })}
        {/* The developer palette has its own button in the mobile header; phones have no Ctrl+/. */}
        {!mobile && (
          <li>
            <UnstyledButton
              className={tileClass}
              w="100%"
              h="100%"
              onClick={() => openCommandPalette()}
              aria-keyshortcuts="Control+/"
            >
              <ThemeIcon variant="light" radius="md" size={38} color="gray" aria-hidden>
                <IconCommand size={20} />
              </ThemeIcon>
              <div>
                <Text fw={600} size="sm">
                  {t('palette.title')}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('home.paletteHint')}
                </Text>
              </div>
            </UnstyledButton>
          </li>
        )}
      </SimpleGrid>
    </section>
  );
}
