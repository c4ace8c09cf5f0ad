import { Badge, Group, Rating, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ProgramFoodType } from '@/api/generated/rest/model';
import { AppModal } from '@/ui/app-modal';
import { foodOf, roundToHalf, sideFoodOf, splitFoodNames } from '../program-model';
import { FoodImage } from '../shared/food-image';
import { useFormatters } from '@/ui/use-formatters';
import { useVariant } from '../shared/variant-scope';

/**
 * An item's details (modules.md 2.5): food image, average score rounded to 0.5, vote count, and
 * the side food, or the doctor's name in clinics.
 */
export function FoodDetailsModal({
  item,
  opened,
  onClose,
}: {
  item: ProgramFoodType;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('reservation');
  const variant = useVariant();
  const { digits } = useFormatters();
  const { main } = splitFoodNames(item.foodNames);
  const food = foodOf(item);
  const score = roundToHalf(food?.averageScore);
  const votes = food?.voteCount ?? 0;
  const side = sideFoodOf(item);
  return (
    <AppModal opened={opened} onClose={onClose} title={t('foodDetails.title')} size="md">
      <Stack gap="md" data-testid="food-details">
        <FoodImage src={food?.foodImageSrc} alt={main} height={200} />
        <Stack gap={4}>
          <Group justify="space-between" wrap="nowrap">
            <Title order={3} size="h4">
              {main}
            </Title>
            {item.foodTypeTitle && (
              <Badge variant="light" color={variant.color}>
                {item.foodTypeTitle}
              </Badge>
            )}
          </Group>
          {side && (
            <Text size="sm" c="dimmed">
              {t(variant.besideIsDoctor ? 'foodDetails.doctor' : 'foodDetails.beside', { name: side })}
            </Text>
          )}
        </Stack>
        <Group gap="sm" align="center">
          <Rating value={score} fractions={2} readOnly aria-hidden />
          <Text fw={600} aria-label={t('foodDetails.scoreLabel', { score: digits(score) })} data-testid="average-score">
            {digits(score)}
          </Text>
          <Text size="sm" c="dimmed" data-testid="vote-count">
            {votes > 0 ? t('foodDetails.votes', { n: digits(votes) }) : t('foodDetails.noVotes')}
          </Text>
        </Group>
      </Stack>
    </AppModal>
  );
}
