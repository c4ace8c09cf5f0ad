import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, type RefObject } from 'react';
import { fromCallback, type EventObject, type StateValue } from 'xstate';
import {
  faceCaptureMachine,
  type FaceCaptureState,
  type FaceMode,
  type UploadInput,
} from '@machines/face-capture.machine';
import { getGetMyProfileQueryKey } from '@/api/generated/rest/hooks/users/users';
import { sendEnrollment, type FaceIdentity } from './enroll-upload';
import { recordFaceEnrollment } from './enrollment-record';
import { recordVideo, requestCamera, takePhoto } from './media-actors';

export type FaceMediaActors = {
  requestCamera: typeof requestCamera;
  recordVideo: typeof recordVideo;
  takePhoto: typeof takePhoto;
};

/**
 * The machine with the browser's media, the real upload and the enrollment record. `identity` is
 * read when the upload runs (a ref: the profile may arrive after the first render).
 */
function provideFaceCapture(
  media: Partial<FaceMediaActors> | undefined,
  identity: RefObject<FaceIdentity>,
  refetchProfile: () => void,
) {
  return faceCaptureMachine.provide({
    actors: {
      requestCamera: media?.requestCamera ?? requestCamera,
      recordVideo: media?.recordVideo ?? recordVideo,
      takePhoto: media?.takePhoto ?? takePhoto,
      uploadCapture: fromCallback<EventObject, UploadInput>(({ input, sendBack }) => {
        const controller = new AbortController();
        sendEnrollment(input.capture, identity.current, {
          signal: controller.signal,
          onProgress: (loaded, total) => sendBack({ type: 'upload.progress', loaded, total }),
        }).then(sendBack, () => {
          // Aborted: the machine already left `uploading`.
        });
        return () => controller.abort();
      }),
    },
    actions: {
      notifyEnrolled: () => {
        recordFaceEnrollment(identity.current.username);
        refetchProfile();
      },
    },
  });
}

function flatten(value: StateValue): string {
  if (typeof value === 'string') return value;
  const [key, child] = Object.entries(value)[0]!;
  return `${key}.${flatten(child as StateValue)}`;
}

export interface FaceCaptureOptions {
  /** samad.faceEnrollmentType: a video or a photo (platform.md 2.10). */
  mode: FaceMode;
  identity: FaceIdentity;
  videoMs?: number;
  countdownFrom?: number;
  /** After the service accepted the capture (the enrollment is already recorded and the profile refetched). */
  onEnrolled?: (message: string | null) => void;
  /** Tests replace the browser's camera and recorder (jsdom has none). */
  media?: Partial<FaceMediaActors>;
}

/** Runs the face-capture machine for its view (face-capture-view.tsx): its state (flattened) and context. */
export function useFaceCapture({ mode, identity, videoMs, countdownFrom, onEnrolled, media }: FaceCaptureOptions) {
  const queryClient = useQueryClient();
  // The actors read the latest identity when they run, not the one of the first render.
  const identityRef = useRef(identity);
  const onEnrolledRef = useRef(onEnrolled);
  useEffect(() => {
    identityRef.current = identity;
    onEnrolledRef.current = onEnrolled;
  });

  const machine = useMemo(
    // The ref is only read when the upload runs, never during render.
    () =>
      provideFaceCapture(
        media,
        // eslint-disable-next-line react-hooks/refs
        identityRef,
        () => void queryClient.invalidateQueries({ queryKey: getGetMyProfileQueryKey() }),
      ),
    // Built once per view: the actor must survive re-renders.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const actor = useActorRef(machine, { input: { mode, videoMs, countdownFrom } });
  const state = useSelector(actor, (s) => flatten(s.value) as FaceCaptureState);
  const context = useSelector(actor, (s) => s.context);
  const send = actor.send;

  useEffect(() => {
    if (state === 'enrolled') onEnrolledRef.current?.(context.enrolledMessage);
  }, [state, context.enrolledMessage]);

  return { state, context, send };
}
