import { Alert, Button, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageContainer } from '@/ui/page-container';
import { helpdeskHome } from './helpdesk-home';

/** /helpdesk: the requests waiting in the queue, then what the helpdesk offers (platform.md 2.7). */
export function HelpdeskHubPage() {
  const { t } = useTranslation('helpdesk');
  const slides = helpdeskHome.useSlides!();
  const features = helpdeskHome.useFeatures();
  return (
    <PageContainer title={t('title')} data-testid="helpdesk-hub">
      <Stack>
        {slides.loading ? (
          <Group justify="center">
            <Loader aria-label={t('title')} />
          </Group>
        ) : slides.error ? (
          <Alert color="red" title={t('list.loadError')}>
            <Button variant="light" onClick={slides.retry}>
              {t('list.retry')}
            </Button>
          </Alert>
        ) : slides.slides.length === 0 ? (
          <Text c="dimmed">{slides.emptyText}</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {slides.slides.map((s) => (
              <Card key={s.id} withBorder component={Link} to={s.to ?? ''} padding="sm">
                <Text fw={600}>{s.title}</Text>
                <Text size="sm" c="dimmed">
                  {s.description}
                </Text>
                <Text size="xs" c="dimmed">
                  {s.meta} · {s.badge}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {features.map((f) => (
            <Card key={f.id} withBorder component={Link} to={f.to} padding="md">
              <Group>
                <f.icon size={28} />
                <Stack gap={0}>
                  <Title order={3} size="h5">
                    {f.label}
                  </Title>
                  <Text size="sm" c="dimmed">
                    {f.description}
                  </Text>
                </Stack>
              </Group>
            </Card>
          ))}
        </SimpleGrid>
      </Stack>
    </PageContainer>
  );
}
