import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { PublicLayout } from '@/app/pages/public-layout';
import { useCatalogueText } from './catalogue-text';
import { CalendarSection } from './calendar-section';
import { WeekSection } from './week-section';
import { PageSection } from './page-section';
import { FeedbackSection } from './feedback-section';
import { PagerSection } from './pager-section';
import { CardsSection } from './cards-section';
import { TabsSection } from './tabs-section';
import { ModalSection } from './modal-section';
import { TableSection } from './table-section';
import { CarouselSection } from './carousel-section';
import { InputsSection } from './inputs-section';
import { WalletSection } from './wallet-section';
import { MoneySection } from './money-section';
import { PriceSection } from './price-section';
import { FileSection } from './file-section';
import { QrSection } from './qr-section';
import { ListSection } from './list-section';

/*
 * /__catalogue: every shared widget of src/ui with live state, one file per section, in the
 * language chosen in the header. Mounted only in mock-mode builds (src/app/routes.tsx), so
 * production bundles never contain it, nor its texts (locales/*.json here, not src/i18n).
 */

export function CataloguePage() {
  const { t } = useCatalogueText();
  return (
    <PublicLayout>
      <Stack gap="lg" py="xl" data-testid="catalogue">
        <div>
          <Title order={1} size="h2">
            {t('title')}
          </Title>
          <Text c="dimmed" mt={4}>
            {t('description')}
          </Text>
        </div>
        <CalendarSection />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <WeekSection />
          <PagerSection />
        </SimpleGrid>
        <PageSection />
        <FeedbackSection />
        <CardsSection />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <TabsSection />
          <ModalSection />
        </SimpleGrid>
        <TableSection />
        <CarouselSection />
        <InputsSection />
        <WalletSection />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <PriceSection />
          <MoneySection />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <FileSection />
          <QrSection />
        </SimpleGrid>
        <ListSection />
      </Stack>
    </PublicLayout>
  );
}

export default CataloguePage;
