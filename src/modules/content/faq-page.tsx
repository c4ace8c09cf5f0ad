import { Accordion, EmptyState, Stack, Text, TextInput } from '@mantine/core';
import { IconHelpCircle, IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '@/ui/page-container';
import classes from './content.module.css';
import { asFaqItems, faqAnswerHtml, filterFaq } from './faq';
import { htmlToText, SanitizedHtml } from '@/ui/sanitized-html';

/** /faq (platform.md 2.9): collapsible questions; answers are (possibly base64) HTML, sanitised. */
export function FaqPage() {
  const { t } = useTranslation('content');
  const [query, setQuery] = useState('');
  const items = useMemo(() => asFaqItems(t('faq.items', { returnObjects: true })), [t]);
  const shown = useMemo(() => filterFaq(items, query, htmlToText), [items, query]);

  return (
    <PageContainer title={t('faq.title')} data-testid="faq-page">
      <Stack gap="md">
        <Text c="dimmed">{t('faq.description')}</Text>
        <TextInput
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          leftSection={<IconSearch size={16} aria-hidden />}
          placeholder={t('faq.searchPlaceholder')}
          aria-label={t('faq.search')}
          type="search"
        />
        {shown.length === 0 ? (
          <EmptyState py="lg" icon={<IconHelpCircle size={28} />} title={t('faq.empty')} data-testid="faq-empty" />
        ) : (
          <Accordion variant="separated" radius="md" multiple data-testid="faq-list">
            {shown.map((item) => (
              <Accordion.Item key={item.id} value={item.id}>
                <Accordion.Control
                  className={classes.faqControl}
                  icon={<IconHelpCircle size={20} color="var(--mantine-primary-color-filled)" aria-hidden />}
                >
                  {item.question}
                </Accordion.Control>
                <Accordion.Panel>
                  <SanitizedHtml html={faqAnswerHtml(item)} variant="rich" />
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        )}
      </Stack>
    </PageContainer>
  );
}

export default FaqPage;
