import { Badge, Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MealType, ReserveWeekDay } from '@/api/generated/rest/model';
import { useConfig } from '@/config/config-context';
import { AppModal } from '@/ui/app-modal';
import { QrCode } from '@/ui/qr-code';
import { SegmentedChoice } from '@/ui/segmented-choice';
import { isPastDay } from '../program-model';
import { FoodImage } from '../shared/food-image';
import { QueryState } from '../shared/query-state';
import { useFormatters } from '@/ui/use-formatters';
import { useVariant } from '../shared/variant-scope';
import { detailSections, DETAIL_MODES, type DetailCard, type DetailMode } from './details-model';
import { ForgottenCardCode } from './forgotten-card';

export interface ReserveDetailsModalProps {
  opened: boolean;
  onClose: () => void;
  /** The day's reserves (GET /rest/reserves); null while loading or when the week failed. */
  day: ReserveWeekDay | null;
  /** The requested day's date, for the title while the reserves load. */
  date: string;
  mealTypes: readonly MealType[];
  loading: boolean;
  error: boolean;
  onRetry: () => void;
  today?: Date;
}

/** The reserve-details modal of a day (modules.md 2.5): title 'reserve details' plus the day. */
export function ReserveDetailsModal({
  opened,
  onClose,
  day,
  date,
  mealTypes,
  loading,
  error,
  onRetry,
  today = new Date(),
}: ReserveDetailsModalProps) {
  const { t } = useTranslation('reservation');
  const variant = useVariant();
  const { dayTitle } = useFormatters();
  // Teammates exist in the food module only; elsewhere the modal shows the user's own reserves.
  const [mode, setMode] = useState<DetailMode>(variant.hasTeammates ? 1 : 2);
  const past = isPastDay(date, today);
  const sections = day ? detailSections(day, mealTypes, mode) : [];

  return (
    <AppModal
      opened={opened}
      onClose={onClose}
      title={t('details.title', { day: dayTitle(date, day?.dateJStr) })}
      size="lg"
    >
      <Stack gap="md" data-testid="reserve-details">
        {variant.hasTeammates && (
          <SegmentedChoice
            value={String(mode)}
            onChange={(value) => setMode(Number(value) as DetailMode)}
            aria-label={t('details.modeLabel')}
            data={DETAIL_MODES.map((m) => ({ value: String(m), label: t(`details.modes.${m}`) }))}
          />
        )}
        <QueryState loading={loading} error={error} onRetry={onRetry} mih={120} />
        {sections.map((section) => (
          <Stack key={section.key} gap="xs" component="section" aria-label={t(`details.sections.${section.key}`)}>
            <Title order={3} size="h6">
              {t(`details.sections.${section.key}`)}
            </Title>
            {section.cards.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t(`details.empty.${section.key}`)}
              </Text>
            ) : (
              section.cards.map((card) => (
                <DetailCardView
                  key={card.key}
                  card={card}
                  past={past}
                  withForgottenCard={section.key !== 'teammates'}
                />
              ))
            )}
          </Stack>
        ))}
      </Stack>
    </AppModal>
  );
}

function DetailCardView({
  card,
  past,
  withForgottenCard,
}: {
  card: DetailCard;
  past: boolean;
  withForgottenCard: boolean;
}) {
  const { t } = useTranslation('reservation');
  const variant = useVariant();
  const { ui } = useConfig();
  const { digits, time } = useFormatters();
  const title = card.main || card.mealTypeName;
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      data-testid={`detail-${card.key}`}
      data-consumed={card.consumed || undefined}
      style={card.consumed ? { opacity: 0.55, filter: 'grayscale(0.8)' } : undefined}
    >
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <Box w={72} style={{ flex: 'none' }}>
          <FoodImage src={card.imageSrc} alt={title} height={72} />
        </Box>
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group gap={6}>
            {card.mealTypeName && (
              <Badge variant="light" size="sm" color={variant.color}>
                {card.mealTypeName}
              </Badge>
            )}
            {card.dailySale && (
              <Badge variant="light" color="orange" size="sm">
                {t('details.dailySale')}
              </Badge>
            )}
            {variant.showsConsumedStatus && (
              <Badge variant="dot" color={card.consumed ? 'gray' : 'green'} size="sm" data-testid="detail-status">
                {t(card.consumed ? 'details.status.consumed' : 'details.status.reserved')}
              </Badge>
            )}
          </Group>
          {card.main && (
            <Text fw={700} size="sm">
              {card.main}
            </Text>
          )}
          {card.side && (
            <Text size="xs" c="dimmed">
              {card.side}
            </Text>
          )}
          {card.owner && <Text size="xs">{t('details.owner', { name: card.owner })}</Text>}
          {card.selfName && (
            <Text size="xs">{t('details.self', { self: t(variant.text('self')), name: card.selfName })}</Text>
          )}
          <Text size="xs" fw={600}>
            {t('details.count', { n: digits(card.count) })}
          </Text>
          {!ui.lessDetailUi && card.startServeTime && card.endServeTime && (
            <Text size="xs" c="dimmed" data-testid="serve-time">
              {t('details.serveTime', { from: time(card.startServeTime), to: time(card.endServeTime) })}
            </Text>
          )}
          {card.description && (
            <Text size="xs" c="dimmed">
              {card.description}
            </Text>
          )}
          {withForgottenCard && !card.consumed && !past && card.reserveId !== null && (
            <Box mt={4}>
              <ForgottenCardCode
                reserveId={card.reserveId}
                count={card.count}
                dailySale={card.dailySale}
                label={title}
              />
            </Box>
          )}
        </Stack>
        {!past && card.reserveId !== null && (
          <Box style={{ flex: 'none' }}>
            <QrCode
              value={String(card.reserveId)}
              size={88}
              label={t('details.qrLabel', { name: title })}
              data-testid="reserve-qr"
            />
          </Box>
        )}
      </Group>
    </Paper>
  );
}
