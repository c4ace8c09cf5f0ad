import { memo } from 'react';
import classes from './activity-card.module.css';
import type { ActivityView } from './use-activity-view';

/**
 * One row of the phone list: title and amount, description, day and time (and the online-delivery
 * badge); the whole card is the button that opens the detail modal. Memoised and free of hooks:
 * it renders once when it scrolls into view, not on every scroll step.
 */
export const ActivityCard = memo(function ActivityCard({
  view,
  onlineDeliveryLabel,
  onOpen,
}: {
  view: ActivityView;
  onlineDeliveryLabel: string;
  onOpen: (view: ActivityView) => void;
}) {
  const sign = view.diff === null || view.diff === 0 ? undefined : view.diff < 0 ? 'minus' : 'plus';
  return (
    <button type="button" className={classes.card} onClick={() => onOpen(view)} data-testid="activity-row">
      <span className={classes.line}>
        <span className={classes.title}>{view.title}</span>
        {view.amount !== null && (
          <span className={classes.amount} data-sign={sign}>
            {view.amount}
          </span>
        )}
      </span>
      {/* Always there (empty when the log has no description), so every card has the same height. */}
      <span className={classes.small} dir="auto">
        {view.description}
      </span>
      <span className={classes.line}>
        <span className={classes.small}>
          {view.day} {view.time}
        </span>
        {view.onlineDelivery && <span className={classes.badge}>{onlineDeliveryLabel}</span>}
      </span>
    </button>
  );
});

/** The card's height in rem (activity-card.module.css), the list's size estimate. */
export const ACTIVITY_CARD_REM = 5.25;
