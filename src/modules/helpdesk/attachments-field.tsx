import { ActionIcon, Button, FileButton, Group, Input, List, Text } from '@mantine/core';
import { IconPaperclip, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkUpload, UPLOAD_ACCEPT, type UploadProblem } from '@/ui/file-validation';

/** Several attachments, each checked for type and size (pdf, jpg, png under 2 MB) before it joins the list. */
export function AttachmentsField({ files, onChange, disabled }: { files: File[]; onChange: (files: File[]) => void; disabled?: boolean }) {
  const { t } = useTranslation('helpdesk');
  const { t: tu } = useTranslation('ui');
  const [problems, setProblems] = useState<{ name: string; problem: UploadProblem }[]>([]);
  return (
    <Input.Wrapper label={t('create.attachments')} description={t('create.attachmentsHint')}>
      <Group mt={4}>
        <FileButton
          multiple
          accept={UPLOAD_ACCEPT}
          disabled={disabled}
          onChange={(picked) => {
            const rejected = picked.flatMap((file) => {
              const problem = checkUpload(file);
              return problem ? [{ name: file.name, problem }] : [];
            });
            setProblems(rejected);
            onChange([...files, ...picked.filter((f) => !checkUpload(f))]);
          }}
        >
          {(props) => (
            <Button {...props} variant="light" leftSection={<IconPaperclip size={16} aria-hidden />}>
              {t('create.attachments')}
            </Button>
          )}
        </FileButton>
      </Group>
      {problems.map((p) => (
        <Text key={p.name} c="red" size="sm" role="alert">
          {p.name}: {tu(`file.${p.problem}`)}
        </Text>
      ))}
      {files.length > 0 ? (
        <List mt="xs" spacing={4} data-testid="helpdesk-attachments">
          {files.map((file, i) => (
            <List.Item key={`${file.name}-${i}`}>
              <Group gap="xs">
                <Text size="sm">{file.name}</Text>
                <ActionIcon
                  size="sm"
                  variant="subtle"
                  color="red"
                  disabled={disabled}
                  aria-label={t('create.removeFile', { name: file.name })}
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
