import { IconDots } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { IntentHandlers } from '@/ui/load-on-intent';
import { NavItemLink, type NavItem } from './module-tabs';
import classes from './shell.module.css';

/** Home plus this many module tabs fit the bottom bar beside "more"; the rest are in the drawer. */
export const BOTTOM_BAR_SLOTS = 4;

/** The mobile bottom navigation (platform.md 2.6 "mobile layout"): a navigation landmark, thumbs' reach. */
export function BottomNav({
  items,
  onMore,
  moreIntent,
  moreOpen,
}: {
  items: readonly NavItem[];
  onMore: () => void;
  moreIntent?: IntentHandlers;
  moreOpen: boolean;
}) {
  const { t } = useTranslation('shell');
  const shown = items.slice(0, BOTTOM_BAR_SLOTS);
  return (
    <nav aria-label={t('nav.modules')} className={classes.bottomNav}>
      <ul className={classes.bottomList} data-testid="bottom-nav">
        {shown.map((item) => {
          const ItemIcon = item.icon;
          return (
            <li key={item.key}>
              <NavItemLink item={item} className={classes.bottomItem}>
                <span className={classes.bottomIcon} aria-hidden>
                  <ItemIcon size={22} stroke={1.7} />
                </span>
                <span>{item.label}</span>
              </NavItemLink>
            </li>
          );
        })}
        <li>
          <button
            type="button"
            className={classes.bottomItem}
            onClick={onMore}
            {...moreIntent}
            aria-expanded={moreOpen}
            aria-haspopup="dialog"
            data-testid="bottom-more"
          >
            <span className={classes.bottomIcon} aria-hidden>
              <IconDots size={22} stroke={1.7} />
            </span>
            <span>{t('mobile.more')}</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
