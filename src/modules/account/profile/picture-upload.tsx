import { Alert, Avatar, Button, FileInput, Group, Progress, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCheck, IconPhoto } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/api-error';
import { useUploadProfilePicture } from '@/api/generated/rest/hooks/users/users';
import { MAX_UPLOAD_BYTES } from '@/ui/file-validation';

/** A profile picture is an image: jpg or png under 2 MB (platform.md 5); pdf is for other uploads. */
export type PictureProblem = 'wrongType' | 'tooLarge';
export function checkPicture(file: Pick<File, 'name' | 'type' | 'size'>): PictureProblem | null {
  const typeOk = ['image/jpeg', 'image/png'].includes(file.type) || /\.(jpe?g|png)$/i.test(file.name);
  if (!typeOk) return 'wrongType';
  if (file.size >= MAX_UPLOAD_BYTES) return 'tooLarge';
  return null;
}

function readDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/**
 * Picture upload (shown only with changeProfilePicturePermission): type and size are checked before
 * anything is sent, the chosen image is previewed, and POST /rest/profile-pictures/upload carries it
 * as base64. The transport has no upload progress yet, so the bar is indeterminate while sending.
 */
export function PictureUpload({ username }: { username: string }) {
  const { t } = useTranslation('account');
  const upload = useUploadProfilePicture({ request: { suppressToast: true } });
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<PictureProblem | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (!file) return;
    let live = true;
    void readDataUrl(file).then((url) => live && setPreview(url), () => live && setPreview(null));
    return () => {
      live = false;
    };
  }, [file]);

  const choose = (chosen: File | null) => {
    setFailure(null);
    setDone(false);
    const reason = chosen ? checkPicture(chosen) : null;
    setProblem(reason);
    setFile(chosen && !reason ? chosen : null);
    if (!chosen || reason) setPreview(null);
  };

  const send = async () => {
    if (!file || !preview) return;
    setFailure(null);
    try {
      await upload.mutateAsync({ data: { username, userImageBase64: preview.replace(/^data:[^,]*,/, '') } });
      setDone(true);
    } catch (error) {
      setFailure(isApiError(error) && error.hasServerMessage ? error.messageFa : t('picture.failed'));
    }
  };

  return (
    <Stack gap="sm" data-testid="picture-upload">
      <Group align="flex-end" gap="md">
        <Avatar src={preview} size={72} radius="xl" alt={preview ? t('picture.preview') : undefined} data-testid="picture-preview">
          <IconPhoto aria-hidden />
        </Avatar>
        <FileInput
          style={{ flex: 1, minWidth: 220 }}
          label={t('picture.label')}
          description={t('picture.hint')}
          placeholder={t('picture.placeholder')}
          accept="image/jpeg,image/png,.jpg,.jpeg,.png"
          value={file}
          onChange={choose}
          clearable
          clearButtonProps={{ 'aria-label': t('picture.clear') }}
          error={problem ? t(`picture.${problem}`) : undefined}
        />
        <Button onClick={() => void send()} disabled={!file || !preview} loading={upload.isPending}>
          {t('picture.upload')}
        </Button>
      </Group>
      {upload.isPending && <Progress value={100} animated striped aria-label={t('picture.uploading')} />}
      {failure && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
          {failure}
        </Alert>
      )}
      {done && (
        <Text c="teal.8" size="sm" role="status" data-testid="picture-uploaded">
          <IconCheck size={14} aria-hidden /> {t('picture.uploaded')}
        </Text>
      )}
    </Stack>
  );
}
