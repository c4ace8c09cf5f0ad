/**
 * Sending to the helpdesk (modules.md 2.7, 4, 8): a new request or a reply carries attachments,
 * which Redmine wants uploaded first (POST /uploads.json, one file at a time) and then referenced by
 * their tokens in the issue call.
 *
 *   editing ──user.submit──▶ uploading (one file after another, progress = files done / files)
 *                              │ all uploaded (or none)
 *                              ▼
 *                            sending ──done──▶ sent (final, output: the send actor's answer)
 *   uploading / sending ──failure──▶ editing (error: 'upload' | 'send'; what was typed stays in the view)
 *
 * Tokens already received survive a failed send, so a retry does not upload the same file twice.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { UploadRef } from '@/api/generated/helpdesk/model';

/** An uploaded file as an issue's `uploads` entry names it (its content type always set). */
export type UploadedFile = Required<Pick<UploadRef, 'token' | 'filename' | 'content_type'>>;

export interface UploadInput {
  file: File;
}

export interface SendInput {
  uploads: UploadedFile[];
  /** What the view submitted with the files (the issue fields): the send actor builds its call from it. */
  payload: unknown;
}

export type SendError = 'upload' | 'send';

export interface HelpdeskSendContext {
  files: File[];
  uploaded: UploadedFile[];
  /** Which file (index) the uploads came from: a retry with the same files reuses them. */
  uploadedFrom: File[];
  error: SendError | null;
  /** The failure as the actor threw it (the view shows a timeout differently). */
  cause: unknown;
  result: unknown;
  payload: unknown;
}

export type HelpdeskSendEvent = { type: 'user.submit'; files: File[]; payload?: unknown } | { type: 'user.edit' };

/** Stable state ids (QA replay reads them). */
export const HELPDESK_SEND_STATES = ['editing', 'uploading', 'sending', 'sent'] as const;

export const helpdeskSendMachine = setup({
  types: {
    context: {} as HelpdeskSendContext,
    events: {} as HelpdeskSendEvent,
    output: {} as { result: unknown },
  },
  actors: {
    uploadFile: fromPromise<UploadedFile, UploadInput>(async () => {
      throw new Error('uploadFile not provided');
    }),
    send: fromPromise<unknown, SendInput>(async () => {
      throw new Error('send not provided');
    }),
  },
  guards: {
    allUploaded: ({ context }) => context.uploaded.length >= context.files.length,
  },
}).createMachine({
  id: 'helpdeskSend',
  initial: 'editing',
  context: { files: [], uploaded: [], uploadedFrom: [], error: null, cause: null, result: null, payload: null },
  output: ({ context }) => ({ result: context.result }),
  states: {
    editing: {
      on: {
        'user.submit': {
          target: 'uploading',
          actions: assign(({ context, event }) => {
            // Keep the tokens of files sent before whose File objects are still in the list.
            const kept = context.uploadedFrom.flatMap((file, i) => {
              const up = context.uploaded[i];
              return up && event.files.includes(file) ? [{ file, up }] : [];
            });
            const rest = event.files.filter((f) => !kept.some((k) => k.file === f));
            return {
              files: [...kept.map((k) => k.file), ...rest],
              uploaded: kept.map((k) => k.up),
              uploadedFrom: kept.map((k) => k.file),
              error: null,
              cause: null,
              payload: event.payload ?? null,
            };
          }),
        },
        'user.edit': { actions: assign({ error: null, cause: null }) },
      },
    },
    uploading: {
      always: { guard: 'allUploaded', target: 'sending' },
      invoke: {
        src: 'uploadFile',
        input: ({ context }) => ({ file: context.files[context.uploaded.length]! }),
        onDone: {
          // Re-entering runs the next upload (or, with all done, moves on).
          target: 'uploading',
          reenter: true,
          actions: assign(({ context, event }) => ({
            uploaded: [...context.uploaded, event.output],
            uploadedFrom: [...context.uploadedFrom, context.files[context.uploaded.length]!],
          })),
        },
        onError: {
          target: 'editing',
          actions: assign(({ event }) => ({ error: 'upload' as const, cause: event.error })),
        },
      },
    },
    sending: {
      invoke: {
        src: 'send',
        input: ({ context }) => ({ uploads: context.uploaded, payload: context.payload }),
        onDone: { target: 'sent', actions: assign(({ event }) => ({ result: event.output })) },
        onError: {
          target: 'editing',
          actions: assign(({ event }) => ({ error: 'send' as const, cause: event.error })),
        },
      },
    },
    sent: { type: 'final' },
  },
});
