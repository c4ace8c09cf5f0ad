import { ActionIcon, Loader, TextInput, type TextInputProps } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface AddInputProps extends Omit<TextInputProps, 'onSubmit' | 'value' | 'defaultValue' | 'onChange'> {
  /** Gets the trimmed text; a promise keeps the input busy until it settles. Blank text is ignored. */
  onSubmit: (text: string) => void | Promise<unknown>;
  /** Busy from outside (e.g. a mutation's isPending). */
  busy?: boolean;
  /** Empties the field after a successful submit (default true). */
  clearOnSubmit?: boolean;
  /** Label of the plus button for assistive technology. */
  addLabel?: string;
}

/** A text field that adds what was typed on Enter or with the plus button (e.g. a teammate). */
export function AddInput({ onSubmit, busy, clearOnSubmit = true, addLabel, disabled, ...inputProps }: AddInputProps) {
  const { t } = useTranslation('ui');
  const [text, setText] = useState('');
  const [pending, setPending] = useState(false);
  const working = Boolean(busy) || pending;

  const submit = async () => {
    const value = text.trim();
    if (!value || working || disabled) return;
    const result = onSubmit(value);
    if (result && typeof (result as Promise<unknown>).then === 'function') {
      setPending(true);
      try {
        await result;
        if (clearOnSubmit) setText('');
      } catch {
        // the caller reports the failure; the text stays so it can be corrected
      } finally {
        setPending(false);
      }
    } else if (clearOnSubmit) {
      setText('');
    }
  };

  return (
    <TextInput
      {...inputProps}
      disabled={disabled}
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
          event.preventDefault();
          void submit();
        }
      }}
      aria-busy={working || undefined}
      rightSectionPointerEvents="all"
      rightSection={
        working ? (
          <Loader size="xs" aria-label={t('addInput.busy')} />
        ) : (
          <ActionIcon
            variant="filled"
            radius="md"
            size="md"
            onClick={() => void submit()}
            disabled={disabled || !text.trim()}
            aria-label={addLabel ?? t('addInput.add')}
          >
            <IconPlus size={18} aria-hidden />
          </ActionIcon>
        )
      }
    />
  );
}
