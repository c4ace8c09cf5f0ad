// Its styles come with its script (scripts/mantine-css-loader.cjs): only a broken deployment loads them.
import { Code, Spoiler, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FullPageError } from '@/ui/full-page-error';
import { PublicLayout } from './public-layout';

/** Shown instead of the app when config.json fails validation: never a blank page. */
export function ConfigErrorScreen({ issues }: { issues: string[] }) {
  const { t } = useTranslation();
  return (
    <PublicLayout>
      <FullPageError
        title={t('configError.title')}
        description={t('configError.description')}
        onRetry={() => window.location.reload()}
      >
        <Spoiler maxHeight={0} showLabel={t('configError.details')} hideLabel={t('actions.close')}>
          <Text size="sm" c="dimmed">
            <Code block dir="ltr" data-testid="config-issues">
              {issues.join('\n')}
            </Code>
          </Text>
        </Spoiler>
      </FullPageError>
    </PublicLayout>
  );
}
