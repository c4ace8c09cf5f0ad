import { useMachine } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { fromPromise } from 'xstate';
import { helpdeskUploadFile } from '@/api/generated/helpdesk/hooks/helpdesk/helpdesk';
import {
  helpdeskSendMachine,
  type SendInput,
  type UploadedFile,
  type UploadInput,
} from '@machines/helpdesk-send.machine';

/**
 * The send machine with the real actors: uploads through POST /uploads.json (octet-stream), then
 * `send` (create or update) with their tokens and the payload submitted with them. `send` must
 * build its call from its input only (the machine keeps the first one given).
 */
export function useHelpdeskSend(send: (input: SendInput) => Promise<unknown>, onSent: (result: unknown) => void) {
  const sentRef = useRef(onSent);
  useEffect(() => {
    sentRef.current = onSent;
  });
  const [snapshot, dispatch, actor] = useMachine(
    helpdeskSendMachine.provide({
      actors: {
        uploadFile: fromPromise<UploadedFile, UploadInput>(async ({ input, signal }) => {
          const answer = await helpdeskUploadFile(
            input.file,
            { filename: input.file.name },
            { suppressToast: true },
            signal,
          );
          return {
            token: answer.upload.token,
            filename: input.file.name,
            content_type: input.file.type || 'application/octet-stream',
          };
        }),
        send: fromPromise<unknown, SendInput>(({ input }) => send(input)),
      },
    }),
  );
  useEffect(() => {
    const sub = actor.subscribe((s) => {
      if (s.status === 'done') sentRef.current(s.output?.result);
    });
    return () => sub.unsubscribe();
  }, [actor]);
  return { snapshot, dispatch, actor };
}
