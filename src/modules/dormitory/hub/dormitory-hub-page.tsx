import { Badge, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadingIndicator } from '@/ui/loading-indicator';
import { PageContainer } from '@/ui/page-container';
import { useDormitoryFeatures, useDormitorySlides } from '../dormitory-home';

/** /dormitory (platform.md 2.7): the current room as a slide and the feature grid. */
export function DormitoryHubPage() {
  const { t } = useTranslation('dormitory');
  const slides = useDormitorySlides();
  const features = useDormitoryFeatures();
  return (
    <PageContainer title={t('title')} data-testid="dormitory-hub">
      <Stack gap="lg">
        {slides.loading || slides.error ? (
          <LoadingIndicator failed={slides.error} onRetry={slides.retry} mih={80} />
        ) : slides.slides.length === 0 ? (
          <Text c="dimmed">{slides.emptyText}</Text>
        ) : (
          slides.slides.map((s) => (
            <Card key={s.id} withBorder component={Link} to={s.to ?? '#'}>
              <Group justify="space-between">
                <Title order={5}>{s.title}</Title>
                {s.badge && <Badge variant="light">{s.badge}</Badge>}
              </Group>
              <Text size="sm" c="dimmed">
                {s.description}
              </Text>
            </Card>
          ))
        )}
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }}>
          {features.map((f) => (
            <UnstyledButton key={f.id} component={Link} to={f.to} data-testid={`feature-${f.id}`}>
              <Card withBorder h="100%">
                <Stack gap={6} align="center">
                  <ThemeIcon size="xl" variant="light">
                    <f.icon size={26} />
                  </ThemeIcon>
                  <Text fw={600} ta="center">
                    {f.label}
                  </Text>
                  <Text size="xs" c="dimmed" ta="center">
                    {f.description}
                  </Text>
                </Stack>
              </Card>
            </UnstyledButton>
          ))}
        </SimpleGrid>
      </Stack>
    </PageContainer>
  );
}
