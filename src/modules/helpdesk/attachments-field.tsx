import { ActionIcon, Button, FileButton, Group, Input, List, Text } from '@mantine/core';
import { IconPaperclip, IconX } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localizeDigits } from '@/lib/digits';
import { addUploads, displayFileName, MAX_ATTACHMENTS, UPLOAD_ACCEPT, type UploadProblem } from '@/lib/upload-check';
import { useLanguage } from '@/ui/use-language';

/**
 * Several attachments, each checked before it joins the list (src/lib/upload-check.ts): pdf, jpg or
 * png by content, not empty, under 2 MB, at most MAX_ATTACHMENTS. A refused file is named with why;
 * the others are kept. Names are shown without bidi and control characters.
 *
 * Checking a pick reads its files (a task or more later): `onCheck` is told of the pick being checked,
 * so a form submitted meanwhile sends the list the pick makes, not the one before it.
 */
export function AttachmentsField({
  files,
  onChange,
  onCheck,
  disabled,
}: {
  files: File[];
  onChange: (files: File[]) => void;
  onCheck?: (pending: Promise<File[]> | null) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('helpdesk');
  const { t: tu } = useTranslation('ui');
  const lng = useLanguage();
  const [problems, setProblems] = useState<{ name: string; problem: UploadProblem }[]>([]);
  // The list the last pick was added to: a second pick while the first is read adds to the first's result.
  const latest = useRef(files);
  const pending = useRef<Promise<File[]> | null>(null);
  useEffect(() => {
    latest.current = files;
  }, [files]);
  const pick = (picked: File[]) => {
    const check = (pending.current ?? Promise.resolve(latest.current))
      .then((base) => addUploads(base, picked))
      .then(({ files: next, refused }) => {
        setProblems(refused);
        latest.current = next;
        onChange(next);
        return next;
      });
    pending.current = check;
    onCheck?.(check);
    void check.finally(() => {
      if (pending.current !== check) return;
      pending.current = null;
      onCheck?.(null);
    });
  };
  return (
    <Input.Wrapper
      label={t('create.attachments')}
      description={t('create.attachmentsHint', { max: localizeDigits(MAX_ATTACHMENTS, lng) })}
    >
      <Group mt={4}>
        <FileButton
          multiple
          accept={UPLOAD_ACCEPT}
          disabled={disabled || files.length >= MAX_ATTACHMENTS}
          onChange={pick}
        >
          {(props) => (
            <Button {...props} variant="light" leftSection={<IconPaperclip size={16} aria-hidden />}>
              {t('create.attachments')}
            </Button>
          )}
        </FileButton>
      </Group>
      {problems.map((p, i) => (
        <Text key={`${p.name}-${i}`} c="red" size="sm" role="alert">
          {displayFileName(p.name)}: {tu(`file.${p.problem}`, { max: localizeDigits(MAX_ATTACHMENTS, lng) })}
        </Text>
      ))}
      {files.length > 0 ? (
        <List mt="xs" spacing={4} data-testid="helpdesk-attachments">
          {files.map((file, i) => (
            <List.Item key={`${file.name}-${i}`}>
              <Group gap="xs">
                <Text size="sm" dir="auto">
                  {displayFileName(file.name)}
                </Text>
                <ActionIcon
                  size="sm"
                  variant="subtle"
                  color="red"
                  disabled={disabled}
                  aria-label={t('create.removeFile', { name: displayFileName(file.name) })}
                  onClick={() => onChange(files.filter((_, j) => j !== i))}
                >
                  <IconX size={14} aria-hidden />
                </ActionIcon>
              </Group>
            </List.Item>
          ))}
        </List>
      ) : null}
    </Input.Wrapper>
  );
}

/**
 * The pick being checked, for the form around an AttachmentsField: `settled(files)` is the list to
 * send, the pick's result once checked (a submit meanwhile waits for it), else `files`.
 */
export function useAttachmentCheck() {
  const pending = useRef<Promise<File[]> | null>(null);
  const onCheck = useCallback((next: Promise<File[]> | null) => {
    pending.current = next;
  }, []);
  const settled = useCallback((files: File[]) => pending.current ?? Promise.resolve(files), []);
  return { onCheck, settled };
}
