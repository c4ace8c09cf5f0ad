import type { MantineColor } from '@mantine/core';
import { IconHome, type Icon } from '@tabler/icons-react';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '@/lib/paths';
import { moduleTitleKey, themedAreaOf, useManifests, WALLET_LINK, type ShellModule } from './modules';
import classes from './shell.module.css';

export interface NavItem {
  key: string;
  to: string;
  label: string;
  icon: Icon;
  color: MantineColor;
  /** The current page is in this item's area. */
  active: boolean;
  /** The current page is this item's page (aria-current="page"; otherwise "true" inside its area). */
  exact: boolean;
}

/** Home, one item per module tab and the wallet: what both the desktop tabs and the bottom bar show. */
export function useNavItems(tabs: readonly ShellModule[], wallet: boolean): NavItem[] {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const manifests = useManifests();
  const area = themedAreaOf(pathname, manifests);
  const items: NavItem[] = [
    {
      key: 'home',
      to: paths.Home,
      label: t('nav.home'),
      icon: IconHome,
      color: WALLET_LINK.color,
      active: pathname === paths.Home,
      exact: pathname === paths.Home,
    },
    ...tabs.map((m) => ({
      key: m.key,
      to: m.path,
      label: t(moduleTitleKey(m.key)),
      icon: m.icon,
      color: m.color,
      active: area === m.key,
      exact: pathname === m.path,
    })),
  ];
  if (wallet) {
    items.push({
      key: 'wallet',
      to: WALLET_LINK.path,
      label: t('nav.wallet'),
      icon: WALLET_LINK.icon,
      color: WALLET_LINK.color,
      active: area === 'wallet',
      exact: pathname === WALLET_LINK.path,
    });
  }
  return items;
}

/** The tab's own colour, for the CSS of the tab (platform.md 2.6: each module in its colour). */
export function tabColorVars(color: MantineColor): CSSProperties {
  // Text in the colour is its `-text` shade: the filled one in light, a lighter one in dark.
  return {
    '--tab-color': `var(--mantine-color-${color}-filled)`,
    '--tab-text': `var(--mantine-color-${color}-text)`,
    '--tab-light': `var(--mantine-color-${color}-light)`,
  } as CSSProperties;
}

export function ariaCurrent(item: Pick<NavItem, 'active' | 'exact'>): 'page' | 'true' | undefined {
  if (item.exact) return 'page';
  return item.active ? 'true' : undefined;
}

/** The desktop module bar: a navigation landmark with one link per tab, the wallet at the far end. */
/** A module's link in the tab row or the phone's bottom bar: its colour, active mark and aria-current. */
export function NavItemLink({
  item,
  className,
  children,
}: {
  item: NavItem;
  className: string | undefined;
  children: ReactNode;
}) {
  return (
    <Link
      to={item.to}
      className={className}
      style={tabColorVars(item.color)}
      data-active={item.active || undefined}
      data-module={item.key}
      aria-current={ariaCurrent(item)}
    >
      {children}
    </Link>
  );
}

export function ModuleTabs({ items }: { items: readonly NavItem[] }) {
  const { t } = useTranslation('shell');
  return (
    <nav aria-label={t('nav.modules')} className={classes.tabsRow}>
      <ul className={classes.tabs} data-testid="module-tabs">
        {items.map((item) => {
          const TabIcon = item.icon;
          return (
            <li key={item.key} className={item.key === 'wallet' ? classes.tabEnd : undefined}>
              <NavItemLink item={item} className={classes.tab}>
                <span className={classes.tabIcon} aria-hidden>
                  <TabIcon size={18} stroke={1.8} />
                </span>
                {item.label}
              </NavItemLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
