import { Button, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { AppModal } from './app-modal';

export interface ConfirmModalProps {
  opened: boolean;
  title: ReactNode;
  /** What will happen, in words (a fee, what cannot be undone). */
  children: ReactNode;
  confirmLabel: ReactNode;
  cancelLabel: ReactNode;
  onConfirm: () => void;
  onClose: () => void;
  loading?: boolean;
  /** Red for something that cannot be undone. */
  color?: string;
  'data-testid'?: string;
}

/** Asks before an action that changes something for good (a cancel, a sale with a fee). */
export function ConfirmModal({
  opened,
  title,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onClose,
  loading,
  color,
  'data-testid': testId,
}: ConfirmModalProps) {
  return (
    <AppModal opened={opened} onClose={onClose} title={title} size="sm" data-testid={testId}>
      <Stack gap="md">
        {typeof children === 'string' ? <Text>{children}</Text> : children}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {cancelLabel}
          </Button>
          <Button
            color={color}
            loading={loading}
            onClick={onConfirm}
            data-testid={testId ? `${testId}-confirm` : undefined}
          >
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
