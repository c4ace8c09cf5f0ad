import { Alert, Avatar, Button, FileInput, Group, Progress, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCheck, IconPhoto } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/api-error';
import { uploadWithProgress } from '@/api/upload';
import { localizeDigits } from '@/lib/digits';
import { checkUpload, inspectUpload, type UploadKind, type UploadProblem } from '@/lib/upload-check';
import { SafeFileName } from '@/ui/file-upload-input';
import { useLanguage } from '@/ui/use-language';
import { useProfilePictureSrc, useRefreshProfilePicture } from '@/ui/use-profile-picture';

/** A profile picture is an image: jpg or png under 2 MB (platform.md 5); pdf is for other uploads. */
const PICTURE_KINDS: readonly UploadKind[] = ['jpg', 'png'];
export type PictureProblem = UploadProblem;
/** What can be told without reading the file (the content is checked when it is chosen). */
export function checkPicture(file: Pick<File, 'name' | 'type' | 'size'>): PictureProblem | null {
  return checkUpload(file, PICTURE_KINDS);
}

function readDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/** The server's Persian message of a refused upload, when its answer carries one. */
function serverMessage(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  const text = (body as { messageFa?: unknown }).messageFa;
  return typeof text === 'string' && text.trim() ? text : null;
}

/**
 * Picture upload (shown only with changeProfilePicturePermission): type and size are checked before
 * anything is sent, the chosen image is previewed, and POST /rest/profile-pictures/upload carries it
 * as base64 through the progress-reporting upload (src/api/upload.ts), so the bar shows real bytes
 * sent. Once saved, the shell's avatars read the new picture (useRefreshProfilePicture).
 */
export function PictureUpload({ username }: { username: string }) {
  const { t } = useTranslation('account');
  const { t: tu } = useTranslation('ui');
  const lng = useLanguage();
  const current = useProfilePictureSrc();
  const refreshPicture = useRefreshProfilePicture();
  const [sending, setSending] = useState(false);
  const [percent, setPercent] = useState(0);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<PictureProblem | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (!file) return;
    let live = true;
    void readDataUrl(file).then(
      (url) => live && setPreview(url),
      () => live && setPreview(null),
    );
    return () => {
      live = false;
    };
  }, [file]);

  const choose = (chosen: File | null) => {
    setFailure(null);
    setDone(false);
    void (chosen ? inspectUpload(chosen, PICTURE_KINDS) : Promise.resolve(null)).then((reason) => {
      setProblem(reason);
      setFile(chosen && !reason ? chosen : null);
      if (!chosen || reason) setPreview(null);
    });
  };

  const send = async () => {
    if (!file || !preview) return;
    setFailure(null);
    setPercent(0);
    setSending(true);
    try {
      const { status, body } = await uploadWithProgress({
        server: 'rest',
        method: 'POST',
        path: '/rest/profile-pictures/upload',
        body: { json: { username, userImageBase64: preview.replace(/^data:[^,]*,/, '') } },
        onProgress: (loaded, total) => setPercent(total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : 0),
      });
      if (status >= 200 && status < 300) {
        setPercent(100);
        setDone(true);
        setFile(null);
        await refreshPicture();
      } else {
        setFailure(serverMessage(body) ?? t('picture.failed'));
      }
    } catch (error) {
      setFailure(isApiError(error) && error.hasServerMessage ? error.messageFa : t('picture.failed'));
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack gap="sm" data-testid="picture-upload">
      <Group align="flex-end" gap="md">
        <Avatar
          src={preview ?? current}
          size={72}
          radius="xl"
          alt={preview || current ? t('picture.preview') : undefined}
          data-testid="picture-preview"
        >
          <IconPhoto aria-hidden />
        </Avatar>
        <FileInput
          style={{ flex: 1, minWidth: 220 }}
          label={t('picture.label')}
          description={t('picture.hint')}
          placeholder={t('picture.placeholder')}
          accept="image/jpeg,image/png,.jpg,.jpeg,.png"
          value={file}
          valueComponent={SafeFileName}
          onChange={choose}
          clearable
          clearButtonProps={{ 'aria-label': t('picture.clear') }}
          error={
            problem
              ? problem === 'wrongType' || problem === 'tooLarge'
                ? t(`picture.${problem}`)
                : tu(`file.${problem}`, { max: 1 })
              : undefined
          }
        />
        <Button onClick={() => void send()} disabled={!file || !preview} loading={sending}>
          {t('picture.upload')}
        </Button>
      </Group>
      {sending && (
        <Progress
          value={percent || 100}
          animated={percent === 0}
          striped={percent === 0}
          aria-label={t('picture.uploading')}
          aria-valuetext={localizeDigits(`${percent}%`, lng)}
          data-testid="picture-progress"
        />
      )}
      {failure && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
          {failure}
        </Alert>
      )}
      {done && (
        <Text c="var(--mantine-color-teal-text)" size="sm" role="status" data-testid="picture-uploaded">
          <IconCheck size={14} aria-hidden /> {t('picture.uploaded')}
        </Text>
      )}
    </Stack>
  );
}
