import { FileInput, type FileInputProps } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkUpload, UPLOAD_ACCEPT } from './file-validation';

export interface FileUploadInputProps
  extends Omit<FileInputProps, 'value' | 'defaultValue' | 'onChange' | 'accept' | 'multiple'> {
  value?: File | null;
  /** Gets only files that pass the checks (pdf, jpg or png under 2 MB); null when cleared or rejected. */
  onChange?: (file: File | null) => void;
}

/** A file field that refuses anything but pdf, jpg and png under 2 MB, with the spec's hints and messages. */
export function FileUploadInput({ value, onChange, error, description, ...inputProps }: FileUploadInputProps) {
  const { t } = useTranslation('ui');
  const [own, setOwn] = useState<File | null>(null);
  const [problem, setProblem] = useState<'tooLarge' | 'wrongType' | null>(null);
  const current = value === undefined ? own : value;
  return (
    <FileInput
      {...inputProps}
      value={current}
      accept={UPLOAD_ACCEPT}
      clearable
      clearButtonProps={{ 'aria-label': t('file.clear') }}
      placeholder={inputProps.placeholder ?? t('file.placeholder')}
      leftSection={<IconPaperclip size={18} stroke={1.6} aria-hidden />}
      description={description ?? `${t('file.maxSize')} · ${t('file.allowedTypes')}`}
      error={error ?? (problem ? t(`file.${problem}`) : undefined)}
      onChange={(file) => {
        const reason = file ? checkUpload(file) : null;
        setProblem(reason);
        const accepted = file && !reason ? file : null;
        setOwn(accepted);
        onChange?.(accepted);
      }}
    />
  );
}
