import { Alert, Badge, Box, Button, Group, Loader, Progress, Stack, Text, VisuallyHidden } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCamera,
  IconCheck,
  IconPlayerRecordFilled,
  IconRefresh,
  IconSend,
  IconSun,
  IconVideo,
  IconX,
} from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CameraStream, FaceCaptureState, FaceMode } from '@machines/face-capture.machine';
import { localizeDigits } from '@/lib/digits';
import { useLanguage } from '@/ui/use-language';
import classes from './face-capture.module.css';
import { cameraErrorText, rejectionText } from './face-messages';
import { frameBrightness } from './media-actors';
import { useFaceCapture, type FaceCaptureOptions } from './use-face-capture';

/** Below this mean luma (0-255) the preview is too dark for a good capture. */
const DARK_LUMA = 45;

export type FaceCaptureViewProps = FaceCaptureOptions;

/**
 * The face-capture machine's view (machines/face-capture.machine.ts): camera permission and its
 * guidance, a preview with a guide oval and a lighting hint, countdown, capture, review, upload
 * with progress and cancel, rejection and success. Shared (src/ui) so the face module's page and
 * the profile's face-enrollment tab show the same thing; it depends on no module.
 *
 * `data-state` carries the machine's state and `data-camera` whether the camera is held (on/off).
 */
export function FaceCaptureView(props: FaceCaptureViewProps) {
  const { t } = useTranslation('face');
  const lng = useLanguage();
  const { mode } = props;
  const { state, context, send } = useFaceCapture(props);

  const live = state.startsWith('live.');
  const digits = (n: number) => localizeDigits(n, lng);
  const seconds = Math.round(context.videoMs / 1000);

  return (
    <Stack
      gap="md"
      data-testid="face-capture"
      data-state={state}
      data-camera={context.stream ? 'on' : 'off'}
      aria-live="polite"
    >
      {state === 'idle' && (
        <Group>
          <Button leftSection={<IconCamera size={18} />} onClick={() => send({ type: 'user.start' })}>
            {t('capture.start')}
          </Button>
        </Group>
      )}

      {state === 'requesting' && (
        <Group gap="sm">
          <Loader size="sm" />
          <Text>{t('capture.requesting')}</Text>
        </Group>
      )}

      {state === 'cameraError' && context.cameraError && (
        <Alert
          color="red"
          icon={<IconAlertTriangle />}
          title={t('errors.title')}
          role="alert"
          data-error-kind={context.cameraError.kind}
        >
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{cameraErrorText(t, context.cameraError)}</Text>
            <Button
              variant="light"
              color="red"
              leftSection={<IconRefresh size={16} />}
              onClick={() => send({ type: 'user.retry' })}
            >
              {t('errors.tryAgain')}
            </Button>
          </Stack>
        </Alert>
      )}

      {live && context.stream && (
        <LivePreview
          stream={context.stream}
          state={state}
          countdown={context.countdown}
          label={t('capture.previewLabel')}
          digits={digits}
          recordingText={t('capture.recording', { seconds: digits(seconds) })}
          photographingText={t('capture.photographing')}
          countdownText={(n) => t('capture.countdown', { count: digits(n) })}
        />
      )}
      {live && (
        <Stack gap="xs">
          <Text size="sm">{t('capture.guide')}</Text>
          <Text size="sm" c="dimmed">
            <IconSun size={14} style={{ verticalAlign: 'middle' }} /> {t('capture.lighting')}
          </Text>
          <Group>
            {state === 'live.previewing' && (
              <Button
                leftSection={mode === 'video' ? <IconVideo size={18} /> : <IconCamera size={18} />}
                onClick={() => send({ type: 'user.capture' })}
              >
                {mode === 'video' ? t('capture.captureVideo') : t('capture.capturePhoto')}
              </Button>
            )}
            {(state === 'live.previewing' || state === 'live.countdown') && (
              <Button variant="default" leftSection={<IconX size={18} />} onClick={() => send({ type: 'user.cancel' })}>
                {t('capture.cancel')}
              </Button>
            )}
          </Group>
        </Stack>
      )}

      {(state === 'review' || state === 'uploading' || state === 'uploadFailed') && context.capture && (
        <CaptureReview
          blob={context.capture.blob}
          mode={context.capture.mode}
          label={context.capture.mode === 'video' ? t('capture.reviewVideo') : t('capture.reviewPhoto')}
        />
      )}

      {state === 'review' && (
        <Group>
          <Button leftSection={<IconSend size={18} />} onClick={() => send({ type: 'user.send' })}>
            {t('capture.send')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconRefresh size={18} />}
            onClick={() => send({ type: 'user.retake' })}
          >
            {t('capture.retake')}
          </Button>
        </Group>
      )}

      {state === 'uploading' && context.progress && (
        <UploadProgressView
          loaded={context.progress.loaded}
          total={context.progress.total}
          digits={digits}
          onCancel={() => send({ type: 'user.cancel' })}
        />
      )}

      {state === 'uploadFailed' && context.uploadFailure && (
        <Alert color="orange" icon={<IconAlertTriangle />} title={t('errors.uploadTitle')} role="alert">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">
              {context.uploadFailure.reason === 'network'
                ? t('errors.network')
                : context.uploadFailure.reason === 'timeout'
                  ? t('errors.timeout')
                  : t('errors.server', { status: digits(context.uploadFailure.status ?? 0) })}
            </Text>
            <Group>
              <Button leftSection={<IconRefresh size={16} />} onClick={() => send({ type: 'user.retry' })}>
                {t('capture.retry')}
              </Button>
              <Button variant="default" onClick={() => send({ type: 'user.retake' })}>
                {t('capture.retake')}
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}

      {state === 'rejected' && context.rejection && (
        <Alert
          color="red"
          icon={<IconAlertTriangle />}
          title={t('errors.rejectedTitle')}
          role="alert"
          data-error-code={context.rejection.errorCode ?? ''}
        >
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{rejectionText(t, context.rejection)}</Text>
            {context.rejection.message && (
              <Text size="sm" c="dimmed">
                {t('errors.serverMessage', { message: context.rejection.message })}
              </Text>
            )}
            <Button leftSection={<IconRefresh size={16} />} onClick={() => send({ type: 'user.retake' })}>
              {t('capture.retake')}
            </Button>
          </Stack>
        </Alert>
      )}

      {state === 'enrolled' && (
        <Alert color="green" icon={<IconCheck />} title={t('enrollment.success')} role="status">
          {/* The service's own words, unless they only repeat the title. */}
          {context.enrolledMessage && context.enrolledMessage.trim() !== t('enrollment.success') && (
            <Text size="sm">{context.enrolledMessage}</Text>
          )}
        </Alert>
      )}

      <VisuallyHidden>{context.stream ? t('capture.cameraOn') : t('capture.cameraOff')}</VisuallyHidden>
    </Stack>
  );
}

interface LivePreviewProps {
  stream: CameraStream;
  state: FaceCaptureState;
  countdown: number;
  label: string;
  digits: (n: number) => string;
  recordingText: string;
  photographingText: string;
  countdownText: (n: number) => string;
}

/** The camera picture with the guide oval, the countdown and a darkness warning. */
function LivePreview({
  stream,
  state,
  countdown,
  label,
  digits,
  recordingText,
  photographingText,
  countdownText,
}: LivePreviewProps) {
  const { t } = useTranslation('face');
  const videoRef = useRef<HTMLVideoElement>(null);
  const [dark, setDark] = useState(false);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    video.srcObject = stream as MediaStream;
    // Autoplay of a muted inline video is allowed; a refusal only leaves the first frame
    // (and some implementations answer no promise at all).
    Promise.resolve()
      .then(() => video.play())
      .catch(() => {});
    return () => {
      video.srcObject = null;
    };
  }, [stream]);

  useEffect(() => {
    const canvas = document.createElement('canvas');
    const timer = setInterval(() => {
      const video = videoRef.current;
      if (!video) return;
      let luma: number | null = null;
      try {
        luma = frameBrightness(video, canvas);
      } catch {
        luma = null; // no 2D canvas (jsdom) or a frame that cannot be read yet
      }
      if (luma !== null) setDark(luma < DARK_LUMA);
    }, 1000);
    return () => clearInterval(timer);
  }, []);

  return (
    <Stack gap="xs">
      <Box className={classes.stage}>
        <video
          ref={videoRef}
          className={`${classes.media} ${classes.mirrored}`}
          muted
          playsInline
          autoPlay
          aria-label={label}
          data-testid="face-preview"
        />
        <div className={classes.oval} aria-hidden />
        {state === 'live.countdown' && (
          <div className={classes.overlay} role="timer" aria-label={countdownText(countdown)}>
            {digits(countdown)}
          </div>
        )}
        {(state === 'live.recording' || state === 'live.photographing') && (
          <Badge className={classes.recording} color="red" leftSection={<IconPlayerRecordFilled size={12} />}>
            {state === 'live.recording' ? recordingText : photographingText}
          </Badge>
        )}
      </Box>
      {dark && (
        <Text size="sm" c="orange" role="status">
          {t('capture.tooDark')}
        </Text>
      )}
    </Stack>
  );
}

/** The captured video (with controls) or photo, from an object URL released on unmount. */
function CaptureReview({ blob, mode, label }: { blob: Blob; mode: FaceMode; label: string }) {
  const { t } = useTranslation('face');
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (typeof URL.createObjectURL !== 'function') return;
    const next = URL.createObjectURL(blob);
    // The object URL is an external resource: created with the blob, released with it (StrictMode-safe).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);
  return (
    <Stack gap="xs">
      <Text fw={600}>{t('capture.reviewTitle')}</Text>
      <Box className={classes.stage}>
        {url && mode === 'video' && (
          <video
            src={url}
            className={classes.media}
            controls
            playsInline
            aria-label={label}
            data-testid="face-review"
          />
        )}
        {url && mode === 'image' && <img src={url} className={classes.media} alt={label} data-testid="face-review" />}
      </Box>
    </Stack>
  );
}

function UploadProgressView({
  loaded,
  total,
  digits,
  onCancel,
}: {
  loaded: number;
  total: number;
  digits: (n: number) => string;
  onCancel: () => void;
}) {
  const { t } = useTranslation('face');
  const percent = total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : 0;
  const sent = total > 0 && loaded >= total;
  return (
    <Stack gap="xs">
      <Group gap="sm">
        <Loader size="xs" />
        <Text size="sm">{sent ? t('capture.processing') : t('capture.uploading')}</Text>
      </Group>
      <Progress value={percent} animated={!sent} aria-label={t('capture.progressLabel')} />
      <Text size="xs" c="dimmed">
        {t('capture.progress', { percent: digits(percent) })}
      </Text>
      <Group>
        <Button variant="default" leftSection={<IconX size={16} />} onClick={onCancel}>
          {t('capture.cancelUpload')}
        </Button>
      </Group>
    </Stack>
  );
}
