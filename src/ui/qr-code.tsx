import { Box, Paper } from '@mantine/core';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';

export interface QrCodeProps {
  value: string;
  /** Pixels; 130 as the forgotten-card code uses (platform.md 9). */
  size?: number;
  /** What the code is, for people who cannot see it; "QR code: <value>" by default. */
  label?: string;
  'data-testid'?: string;
}

/** A QR code (SVG, with a quiet zone) announced as an image with a label. */
export function QrCode({ value, size = 130, label, 'data-testid': testId }: QrCodeProps) {
  const { t } = useTranslation('ui');
  const name = label ?? t('qr.label', { value });
  return (
    <Paper withBorder radius="md" p="xs" w="fit-content" bg="white">
      <Box role="img" aria-label={name} data-testid={testId} lh={0}>
        <QRCodeSVG value={value} size={size} level="M" marginSize={0} aria-hidden />
      </Box>
    </Paper>
  );
}
