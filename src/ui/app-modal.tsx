import { Modal, type ModalProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { directionOf } from '@/i18n/languages';
import { useLanguage } from './use-language';
import { useOpenerFocusReturn } from './use-opener-focus-return';

export type AppModalProps = ModalProps;

/** platform.md 2.9: a blocking modal, open until its content ends it: no close button, no Escape, no outside click. */
export const BLOCKING_MODAL = {
  opened: true,
  onClose: () => {},
  withCloseButton: false,
  closeOnEscape: false,
  closeOnClickOutside: false,
} as const satisfies Partial<ModalProps>;

/**
 * Mantine Modal with the platform's limits (platform.md 2.11, 9): at most 90% of the viewport
 * wide, a body at most 70% of the viewport high that scrolls vertically, direction of the language;
 * the focus goes back to its opener even when it mounted already open (use-opener-focus-return.ts).
 */
export function AppModal({ styles, closeButtonProps, size = 'lg', ...props }: AppModalProps) {
  const { t } = useTranslation('ui');
  const lng = useLanguage();
  useOpenerFocusReturn(props.opened);
  return (
    <Modal
      size={size}
      centered
      radius="md"
      dir={directionOf(lng)}
      closeButtonProps={{ 'aria-label': t('modal.close'), ...closeButtonProps }}
      styles={{
        content: { maxWidth: '90vw' },
        body: { maxHeight: '70vh', overflowY: 'auto' },
        title: { fontWeight: 700 },
        ...(typeof styles === 'object' ? styles : {}),
      }}
      {...props}
    />
  );
}
