import { Badge, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { HomeFeature, HomeSlide } from '@/lib/module-manifest';
import { PageContainer } from '@/ui/page-container';
import { SlideCarousel } from '@/ui/slide-carousel';
import { useReservationFeatures, useReservationSlides } from '../reservation-home';
import { EmptyNotice, QueryState } from '../shared/query-state';
import { useIsMobile } from '@/ui/use-is-mobile';
import { VariantIllustration } from '../shared/variant-illustration';
import { useVariant, variantPage } from '../shared/variant-scope';

/**
 * The module hub (/food, /sport, /health, /transport; platform.md 2.7): the current reservations as
 * slides and the feature grid, in the variant's colour. The same hooks feed the app's home page.
 */
export const ReservationHubPage = variantPage(HubScreen);

function SlideCard({ slide }: { slide: HomeSlide }) {
  return (
    <Card withBorder radius="md" padding="md" component={Link} to={slide.to ?? '#'} h="100%">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700} lineClamp={1}>
            {slide.title}
          </Text>
          {slide.badge && <Badge variant="light">{slide.badge}</Badge>}
        </Group>
        {slide.description && (
          <Text size="sm" c="dimmed" lineClamp={1}>
            {slide.description}
          </Text>
        )}
        {slide.meta && <Text size="xs">{slide.meta}</Text>}
      </Stack>
    </Card>
  );
}

function FeatureTile({ feature }: { feature: HomeFeature }) {
  const variant = useVariant();
  const Icon = feature.icon;
  return (
    <UnstyledButton component={Link} to={feature.to} data-testid={`feature-${feature.id}`}>
      <Card withBorder radius="md" padding="md" h="100%">
        <Group wrap="nowrap" align="flex-start">
          <ThemeIcon size={44} radius="md" variant="light" color={variant.color} aria-hidden>
            <Icon size={24} />
          </ThemeIcon>
          <Stack gap={2}>
            <Text fw={700}>{feature.label}</Text>
            {feature.description && (
              <Text size="xs" c="dimmed">
                {feature.description}
              </Text>
            )}
          </Stack>
        </Group>
      </Card>
    </UnstyledButton>
  );
}

// The reserve reminders of the selfs with reminders on (banner now, notifications while open), loaded after the page.
const Reminders = lazy(() => import(/* webpackChunkName: "reserve-reminders" */ '../reminders/reserve-reminders'));

function HubScreen({ today }: { today?: Date }) {
  const variant = useVariant();
  const { t } = useTranslation('reservation');
  const isMobile = useIsMobile();
  const slides = useReservationSlides(variant, today);
  const features = useReservationFeatures(variant);
  return (
    <PageContainer title={t(variant.text('title'))} withCard={false} data-testid="reservation-hub">
      <Card withBorder radius="md" padding="lg">
        <Group wrap="nowrap" gap="lg">
          {!isMobile && (
            <div style={{ width: 180, flex: 'none' }}>
              <VariantIllustration variant={variant.key} color={variant.color} height={110} />
            </div>
          )}
          <Stack gap={4}>
            <Title order={2} size="h4">
              {t(variant.text('title'))}
            </Title>
            <Text c="dimmed" size="sm">
              {t(variant.text('hubDescription'))}
            </Text>
          </Stack>
        </Group>
      </Card>
      <Suspense fallback={null}>
        <Reminders variant={variant} />
      </Suspense>
      <Stack gap="xs" component="section" aria-labelledby="current-reserves">
        <Title order={2} size="h5" id="current-reserves">
          {t('home.current')}
        </Title>
        <QueryState loading={slides.loading} error={slides.error} onRetry={() => slides.retry?.()} mih={100} />
        {!slides.loading && !slides.error && slides.slides.length === 0 && (
          <EmptyNotice>{slides.emptyText}</EmptyNotice>
        )}
        {slides.slides.length > 0 && (
          <SlideCarousel
            slides={slides.slides.map((slide) => (
              <SlideCard key={slide.id} slide={slide} />
            ))}
            slideSize={{ base: '100%', sm: '50%', md: '33.333%' }}
            label={t('home.current')}
          />
        )}
      </Stack>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" component="nav" aria-label={t(variant.text('title'))}>
        {features.map((feature) => (
          <FeatureTile key={feature.id} feature={feature} />
        ))}
      </SimpleGrid>
    </PageContainer>
  );
}

export default ReservationHubPage;
