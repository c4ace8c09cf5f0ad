import { Alert, Button, Group } from '@mantine/core';
import { IconAlertCircle, IconSend } from '@tabler/icons-react';

/** The end of a send form: the server's refusal (what was typed stays above it) and the send button. */
export function FormSubmitRow({
  failure,
  sending,
  label,
}: {
  failure: string | null;
  sending: boolean;
  label: string;
}) {
  return (
    <>
      {failure && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
          {failure}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button type="submit" leftSection={<IconSend size={16} />} loading={sending}>
          {label}
        </Button>
      </Group>
    </>
  );
}
