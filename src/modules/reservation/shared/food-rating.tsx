import { IconStarFilled } from '@tabler/icons-react';
import { useFixedT } from '@/i18n/language-context';
import { useFormatters } from '@/ui/use-formatters';
import { roundToHalf } from '../program-model';

export interface FoodRatingProps {
  /** The server's average score of the food (1 to 5), absent or null when nobody voted. */
  averageScore: number | null | undefined;
  voteCount: number | null | undefined;
  'data-testid'?: string;
}

/**
 * What others thought of a food, as compact as a badge: a star, the average rounded to 0.5 and the
 * vote count (modules.md 9), read out as "4.5 of 5, 37 votes". Nothing when nobody voted: a card
 * of a week holds enough already.
 */
export function FoodRating({ averageScore, voteCount, 'data-testid': testId = 'food-rating' }: FoodRatingProps) {
  const t = useFixedT('reservation');
  const { digits } = useFormatters();
  const votes = typeof voteCount === 'number' && voteCount > 0 ? voteCount : 0;
  if (votes === 0 || typeof averageScore !== 'number') return null;
  const score = digits(roundToHalf(averageScore));
  const label = t('foodDetails.ratingLabel', { score, n: digits(votes) });
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      data-testid={testId}
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 2,
        fontSize: 'var(--mantine-font-size-xs)',
        color: 'var(--mantine-color-dimmed)',
        whiteSpace: 'nowrap',
      }}
    >
      <IconStarFilled size={12} aria-hidden style={{ color: 'var(--mantine-color-yellow-6)' }} />
      {score}
      <span aria-hidden>({digits(votes)})</span>
    </span>
  );
}
