import { AppModal } from '@/ui/app-modal';
import { SelfList, type SelfListProps } from './self-list';

/** The reserve page's self chooser (modules.md 2.5); loaded when it first opens (a modal's code is not in the page's first load). */
export function SelfChooserModal({
  opened,
  onClose,
  title,
  ...list
}: SelfListProps & { opened: boolean; onClose: () => void; title: string }) {
  return (
    <AppModal opened={opened} onClose={onClose} title={title}>
      <SelfList {...list} />
    </AppModal>
  );
}
