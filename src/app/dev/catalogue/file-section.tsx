import { Box } from '@mantine/core';
import { useState } from 'react';
import { FileUploadInput } from '@/ui/file-upload-input';
import { useCatalogueText } from './catalogue-text';
import { Section } from './catalogue-frame';
import { State } from './catalogue-frame';

export function FileSection() {
  const { t } = useCatalogueText();
  const [file, setFile] = useState<File | null>(null);
  return (
    <Section title={t('sections.file')}>
      <Box maw={420}>
        <FileUploadInput label={t('fileLabel')} onChange={setFile} data-testid="file-input" />
      </Box>
      <State value={file ? { name: file.name, size: file.size, type: file.type } : null} />
    </Section>
  );
}
