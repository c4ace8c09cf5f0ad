import { Alert, Button, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/lib/paths';

/** A warning with a back action (modules.md 2.6 item 6: "no valid pre-register" and the period notices). */
export function BackNotice({
  children,
  action,
  'data-testid': testId,
}: {
  children: ReactNode;
  action?: ReactNode;
  'data-testid'?: string;
}) {
  const { t } = useTranslation('dormitory');
  const navigate = useNavigate();
  return (
    <Stack gap="sm" data-testid={testId}>
      <Alert color="yellow" icon={<IconAlertTriangle size={18} />}>
        {children}
      </Alert>
      <Stack gap="xs" align="flex-start">
        {action}
        <Button variant="default" onClick={() => void navigate(paths.Dormitory)}>
          {t('back')}
        </Button>
      </Stack>
    </Stack>
  );
}
