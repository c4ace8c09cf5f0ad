import { FileInput, type FileInputProps } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { displayFileName, inspectUpload, UPLOAD_ACCEPT, type UploadProblem } from '@/lib/upload-check';

export interface FileUploadInputProps extends Omit<
  FileInputProps,
  'value' | 'defaultValue' | 'onChange' | 'accept' | 'multiple'
> {
  value?: File | null;
  /** Gets only files that pass the checks (pdf, jpg or png under 2 MB, content included); null when cleared or rejected. */
  onChange?: (file: File | null) => void;
}

/** A file field that refuses anything but pdf, jpg and png under 2 MB, with the spec's hints and messages. */
export function FileUploadInput({ value, onChange, error, description, ...inputProps }: FileUploadInputProps) {
  const { t } = useTranslation('ui');
  const [own, setOwn] = useState<File | null>(null);
  const [problem, setProblem] = useState<UploadProblem | null>(null);
  // The content check is asynchronous: only the last pick's answer counts.
  const pick = useRef(0);
  const current = value === undefined ? own : value;
  return (
    <FileInput
      {...inputProps}
      value={current}
      valueComponent={SafeFileName}
      accept={UPLOAD_ACCEPT}
      clearable
      clearButtonProps={{ 'aria-label': t('file.clear') }}
      placeholder={inputProps.placeholder ?? t('file.placeholder')}
      leftSection={<IconPaperclip size={18} stroke={1.6} aria-hidden />}
      description={description ?? `${t('file.maxSize')} · ${t('file.allowedTypes')}`}
      error={error ?? (problem ? t(`file.${problem}`) : undefined)}
      onChange={(file) => {
        const id = ++pick.current;
        void (file ? inspectUpload(file) : Promise.resolve(null)).then((reason) => {
          if (id !== pick.current) return;
          setProblem(reason);
          const accepted = file && !reason ? file : null;
          setOwn(accepted);
          onChange?.(accepted);
        });
      }}
    />
  );
}

/** A FileInput's shown value: the file names without bidi and control characters. */
export function SafeFileName({ value }: { value: null | File | File[] }) {
  const files = value === null ? [] : Array.isArray(value) ? value : [value];
  return <>{files.map((file) => displayFileName(file.name)).join('، ')}</>;
}
