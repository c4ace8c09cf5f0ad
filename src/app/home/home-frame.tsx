import {
  Badge,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
  UnstyledButton,
  useDirection,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { HomeContribution, HomeSlide, HomeSlidesState } from '@/lib/module-manifest';
import { directionalChevrons } from '@/ui/directional-chevrons';
import { LoadingIndicator } from '@/ui/loading-indicator';
import { SlideCarousel } from '@/ui/slide-carousel';
import { ModuleTheme } from '../shell/module-theme';
import { moduleTitleKey, type ShellModule } from '../shell/modules';
import classes from './home.module.css';

const noSlides: HomeSlidesState = { slides: [], loading: false, error: false };
const useNoSlides = () => noSlides;

function SlideCard({ slide }: { slide: HomeSlide }) {
  const content = (
    <Stack gap={6} h="100%">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Text fw={700} lineClamp={2}>
          {slide.title}
        </Text>
        {slide.badge && (
          <Badge variant="light" size="sm" style={{ flex: 'none' }}>
            {slide.badge}
          </Badge>
        )}
      </Group>
      {slide.description && (
        <Text size="sm" c="dimmed" lineClamp={2}>
          {slide.description}
        </Text>
      )}
      {slide.meta && (
        <Text size="xs" c="dimmed" mt="auto">
          {slide.meta}
        </Text>
      )}
    </Stack>
  );
  return slide.to ? (
    <UnstyledButton component={Link} to={slide.to} className={`${classes.card} ${classes.slide}`}>
      {content}
    </UnstyledButton>
  ) : (
    <div className={`${classes.card} ${classes.slide}`}>{content}</div>
  );
}

/**
 * One module's part of the home (platform.md 2.7): its current items as a slide list (dots only
 * with 7 or fewer, the carousel's default) and its feature grid, in the module's colour.
 */
export function HomeFrame({
  module,
  contribution,
  mobile = false,
}: {
  module: ShellModule;
  contribution: HomeContribution;
  mobile?: boolean;
}) {
  const { t } = useTranslation('shell');
  const { dir } = useDirection();
  const { Next } = directionalChevrons(dir);
  const useSlides = contribution.useSlides ?? useNoSlides;
  const slides = useSlides();
  const features = contribution.useFeatures();
  const ModuleIcon = module.icon;
  const titleId = `home-frame-${module.key}`;

  let slideList = null;
  if (contribution.useSlides) {
    if (slides.loading) slideList = <Skeleton height={120} radius="md" />;
    else if (slides.error) slideList = <LoadingIndicator failed onRetry={slides.retry} mih={120} />;
    else if (slides.slides.length === 0) {
      slideList = (
        <Text c="dimmed" size="sm" py="md">
          {slides.emptyText ?? t('home.frame.empty')}
        </Text>
      );
    } else {
      slideList = (
        <SlideCarousel
          label={t('home.frame.current', { module: t(moduleTitleKey(module.key)) })}
          slideSize={mobile ? '85%' : { base: '100%', sm: '50%', lg: '33.333%' }}
          slideGap="md"
          slides={slides.slides.map((slide) => (
            <SlideCard key={slide.id} slide={slide} />
          ))}
        />
      );
    }
  }

  return (
    <ModuleTheme
      color={module.color}
      component="section"
      className={classes.frame}
      aria-labelledby={titleId}
      data-module={module.key}
    >
      <div className={classes.sectionTitle}>
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon radius="md" size={36} aria-hidden>
            <ModuleIcon size={20} />
          </ThemeIcon>
          <Title order={2} size="h4" id={titleId}>
            {t(moduleTitleKey(module.key))}
          </Title>
        </Group>
        <Link to={module.path} className={classes.seeAll}>
          {t('home.frame.open')}
          <Next size={16} aria-hidden />
        </Link>
      </div>
      <Stack gap="md">
        {slideList}
        {features.length > 0 && (
          <SimpleGrid
            cols={{ base: 2, sm: 3, lg: 4 }}
            spacing="sm"
            component="ul"
            style={{ listStyle: 'none', margin: 0, padding: 0 }}
            aria-label={t('home.frame.features')}
          >
            {features.map((feature) => {
              const FeatureIcon = feature.icon;
              return (
                <li key={feature.id}>
                  <UnstyledButton
                    component={Link}
                    to={feature.to}
                    className={mobile ? `${classes.tile} ${classes.tileMobile}` : classes.tile}
                    w="100%"
                    h="100%"
                  >
                    <ThemeIcon variant="light" radius="md" size={38} aria-hidden>
                      <FeatureIcon size={20} />
                    </ThemeIcon>
                    <div style={{ minWidth: 0 }}>
                      <Text fw={600} size="sm">
                        {feature.label}
                      </Text>
                      {feature.description && !mobile && (
                        <Text size="xs" c="dimmed" lineClamp={1}>
                          {feature.description}
                        </Text>
                      )}
                    </div>
                  </UnstyledButton>
                </li>
              );
            })}
          </SimpleGrid>
        )}
      </Stack>
    </ModuleTheme>
  );
}
