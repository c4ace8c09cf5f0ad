import { Alert, Anchor, Button, Card, Divider, Group, List, Loader, Stack, Text, Textarea, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isApiError } from '@/api/api-error';
import {
  getHelpdeskGetIssueQueryKey,
  helpdeskGetIssue,
  helpdeskUpdateIssue,
} from '@/api/generated/helpdesk/hooks/helpdesk/helpdesk';
import type { Issue, IssueUpdate } from '@/api/generated/helpdesk/model';
import { helpdeskFetch } from '@/api/mutator';
import { HELPDESK_STATUS } from '@/lib/helpdesk-conventions';
import { AppModal } from '@/ui/app-modal';
import { PageContainer } from '@/ui/page-container';
import { displayFileName } from '@/lib/upload-check';
import { AttachmentsField, useAttachmentCheck } from './attachments-field';
import { failureKey, toast } from './helpdesk-errors';
import { useIssue } from './helpdesk-queries';
import { parseIssueId } from './issue-path';
import { StatusBadge } from './status-badge';
import { markSeen } from './unread';
import { useHelpdeskFormat } from './use-dates';
import { useHelpdeskSend } from './use-helpdesk-send';
import { useConfig } from '@/config/config-context';

/** /helpdesk/issues/:issueId — digits only, else not found (modules.md 2.1). */
export function IssuePage() {
  const { t } = useTranslation('helpdesk');
  const id = parseIssueId(useParams().issueId);
  if (id === null) return <NotFound title={t('detail.notFound')} />;
  return <IssueView id={id} />;
}

function NotFound({ title }: { title: string }) {
  return (
    <PageContainer title={title} data-testid="helpdesk-not-found">
      <Alert color="yellow">{title}</Alert>
    </PageContainer>
  );
}

/**
 * Attachments come from Redmine's host; the browser reaches them through the helpdesk gateway, which
 * hands out only an attachment listed on an issue of the caller's: the issue goes along.
 */
async function download(issueId: number, contentUrl: string, filename: string): Promise<void> {
  const path = new URL(contentUrl, 'http://redmine.invalid').pathname;
  const blob = await helpdeskFetch<Blob>(
    { url: path, method: 'GET', params: { issue_id: issueId }, responseType: 'blob' },
    { suppressToast: true },
  );
  const href = URL.createObjectURL(blob instanceof Blob ? blob : new Blob([String(blob)]));
  const a = document.createElement('a');
  a.href = href;
  a.download = displayFileName(filename);
  a.click();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

type Action = 'close' | 'cancel';

/** Who filed the request: the snapshot's name, else its username, else Redmine's author. */
export function requesterName(
  issue: Pick<Issue, 'author' | 'custom_fields'>,
  fields: { name: number; username: number },
): string {
  const field = (id: number) => {
    const value = issue.custom_fields?.find((f) => f.id === id)?.value;
    return (Array.isArray(value) ? value[0] : value)?.trim() || null;
  };
  return field(fields.name) ?? field(fields.username) ?? issue.author.name;
}

function IssueView({ id }: { id: number }) {
  const { t } = useTranslation('helpdesk');
  const { helpdeskFields } = useConfig().endpoints;
  const { date, digits } = useHelpdeskFormat();
  const issue = useIssue(id);
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState<Action | null>(null);
  const [acting, setActing] = useState(false);
  const [replyRound, setReplyRound] = useState(0);

  useEffect(() => {
    if (issue.data) markSeen(issue.data.issue.id, issue.data.issue.updated_on);
  }, [issue.data]);

  if (issue.isPending) {
    return (
      <PageContainer title={t('detail.title', { id: digits(id) })}>
        <Group justify="center">
          <Loader aria-label={t('detail.title', { id: digits(id) })} />
        </Group>
      </PageContainer>
    );
  }
  if (issue.isError) {
    if (isApiError(issue.error) && (issue.error.status === 404 || issue.error.status === 403))
      return <NotFound title={t('detail.notFound')} />;
    return (
      <PageContainer title={t('detail.title', { id: digits(id) })}>
        <Alert
          color="red"
          title={t(
            failureKey(issue.error, 'reply') === 'errors.reply' ? 'detail.loadError' : failureKey(issue.error, 'reply'),
          )}
        >
          <Button variant="light" onClick={() => void issue.refetch()}>
            {t('list.retry')}
          </Button>
        </Alert>
      </PageContainer>
    );
  }

  const data: Issue = issue.data.issue;
  const open = !data.status.is_closed;
  // modules.md 4: close when author and assignee are the same, cancel otherwise.
  const action: Action = data.assigned_to && data.assigned_to.id === data.author.id ? 'close' : 'cancel';
  const refresh = () => queryClient.invalidateQueries({ queryKey: getHelpdeskGetIssueQueryKey(id) });

  const act = async (which: Action) => {
    setActing(true);
    const target = which === 'close' ? HELPDESK_STATUS.Finished : HELPDESK_STATUS.Canceled;
    try {
      await helpdeskUpdateIssue(id, { issue: { status_id: target } }, { suppressToast: true });
      // Redmine answers 204 even when the workflow refused: read it again.
      const after = await helpdeskGetIssue(id, { include: 'attachments,journals' }, { suppressToast: true });
      queryClient.setQueryData(getHelpdeskGetIssueQueryKey(id, { include: 'attachments,journals' }), after);
      if (after.issue.status.id === target)
        toast(t(which === 'close' ? 'detail.closedDone' : 'detail.canceledDone'), 'green');
      else toast(t('detail.unchanged'));
    } catch (error) {
      toast(t(failureKey(error, which)));
    } finally {
      setActing(false);
      setConfirming(null);
      void refresh();
    }
  };

  // The portal files every request with one Redmine account: the student is the snapshot's name (or username), not that account.
  const requester = requesterName(data, helpdeskFields);
  const byRequester = (userId: number) => userId === data.author.id;
  // Attachments a reply added (its journal's `attachment` details) are listed under that reply, not the request.
  const replyAttachments = new Map(
    (data.journals ?? []).map((j) => [
      j.id,
      new Set((j.details ?? []).filter((d) => d.property === 'attachment').map((d) => Number(d.name))),
    ]),
  );
  const addedByReplies = new Set([...replyAttachments.values()].flatMap((ids) => [...ids]));
  const own = (data.attachments ?? []).filter((a) => !addedByReplies.has(a.id));
  const attachmentsOf = (journalId: number) =>
    (data.attachments ?? []).filter((a) => replyAttachments.get(journalId)?.has(a.id));
  const replies = (data.journals ?? []).filter((j) => j.notes || attachmentsOf(j.id).length > 0);
  const fileList = (files: NonNullable<Issue['attachments']>, testId: string) => (
    <List data-testid={testId}>
      {files.map((a) => (
        <List.Item key={a.id}>
          <Anchor
            component="button"
            type="button"
            aria-label={t('detail.download', { name: displayFileName(a.filename) })}
            onClick={() =>
              void download(id, a.content_url, a.filename).catch((e: unknown) => toast(t(failureKey(e, 'upload'))))
            }
          >
            {displayFileName(a.filename)}
          </Anchor>
        </List.Item>
      ))}
    </List>
  );
  return (
    <PageContainer title={t('detail.title', { id: digits(data.id) })} data-testid="helpdesk-issue">
      <Stack>
        <Group justify="space-between">
          <Title order={2} size="h4">
            {data.subject}
          </Title>
          <StatusBadge status={data.status} />
        </Group>
        <Text size="sm" c="dimmed">
          {t('detail.author')}: <span data-testid="helpdesk-issue-author">{requester}</span> · {date(data.created_on)}
          {data.category ? ` · ${t('detail.category')}: ${data.category.name}` : ''}
        </Text>
        <Card withBorder>
          <Text style={{ whiteSpace: 'pre-wrap' }}>{data.description}</Text>
        </Card>
        {own.length > 0 ? (
          <Stack gap={4}>
            <Title order={3} size="h5">
              {t('detail.attachments')}
            </Title>
            {fileList(own, 'helpdesk-issue-attachments')}
          </Stack>
        ) : null}
        <Divider />
        <Title order={3} size="h5">
          {t('detail.replies')}
        </Title>
        {replies.length === 0 ? (
          <Text c="dimmed">{t('detail.noReplies')}</Text>
        ) : (
          <Stack gap="xs" data-testid="helpdesk-journal">
            {replies.map((j) => (
              <Card key={j.id} withBorder padding="sm" data-testid={`helpdesk-reply-${j.id}`}>
                <Text size="xs" c="dimmed">
                  {byRequester(j.user.id) ? requester : j.user.name} · {date(j.created_on)}
                </Text>
                {j.notes && <Text style={{ whiteSpace: 'pre-wrap' }}>{j.notes}</Text>}
                {attachmentsOf(j.id).length > 0 && fileList(attachmentsOf(j.id), `helpdesk-reply-${j.id}-attachments`)}
              </Card>
            ))}
          </Stack>
        )}
        {open ? (
          <>
            <ReplyForm
              key={replyRound}
              issue={data}
              onSent={() => {
                setReplyRound((n) => n + 1);
                void refresh();
              }}
            />
            <Group>
              <Button
                color={action === 'close' ? 'gray' : 'red'}
                variant="outline"
                onClick={() => setConfirming(action)}
                disabled={acting}
              >
                {t(action === 'close' ? 'detail.close' : 'detail.cancel')}
              </Button>
            </Group>
          </>
        ) : null}
      </Stack>
      <AppModal
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title={confirming === 'close' ? t('detail.close') : t('detail.cancel')}
        size="sm"
      >
        <Stack>
          <Text>{t(confirming === 'close' ? 'detail.confirmClose' : 'detail.confirmCancel')}</Text>
          <Group justify="flex-end">
            <Button variant="subtle" onClick={() => setConfirming(null)} disabled={acting}>
              {t('detail.keep')}
            </Button>
            <Button color="red" loading={acting} onClick={() => confirming && void act(confirming)}>
              {t('detail.confirm')}
            </Button>
          </Group>
        </Stack>
      </AppModal>
    </PageContainer>
  );
}

/** Reply: notes (required) and attachments; status back to the wait queue and reassigned (modules.md 4). */
function ReplyForm({ issue, onSent }: { issue: Issue; onSent: () => void }) {
  const { t } = useTranslation('helpdesk');
  const [notes, setNotes] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const { onCheck, settled } = useAttachmentCheck();
  // Assumption: "reassigns" means back to whoever answered last (the agent), when someone other than the author did.
  const lastAgent = [...(issue.journals ?? [])].reverse().find((j) => j.user.id !== issue.author.id)?.user.id;
  const { snapshot, dispatch } = useHelpdeskSend(
    ({ uploads, payload }) =>
      helpdeskUpdateIssue(issue.id, { issue: { ...(payload as IssueUpdate), uploads } }, { suppressToast: true }),
    () => {
      toast(t('detail.replied'), 'green');
      onSent();
    },
  );
  const { error, cause } = snapshot.context;
  useEffect(() => {
    if (error) toast(t(failureKey(cause, error === 'upload' ? 'upload' : 'reply')));
  }, [error, cause, t]);
  const busy = !snapshot.matches('editing');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!notes.trim()) {
      setProblem(t('detail.replyRequired'));
      return;
    }
    const payload: IssueUpdate = {
      notes: notes.trim(),
      status_id: HELPDESK_STATUS.WaitQueue,
      ...(lastAgent ? { assigned_to_id: lastAgent } : {}),
    };
    // A file picked a moment ago may still be checked: the reply goes with the list it makes.
    void settled(files).then((picked) => dispatch({ type: 'user.submit', files: picked, payload }));
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Textarea
          label={t('detail.replyLabel')}
          resize="vertical"
          rows={3}
          value={notes}
          disabled={busy}
          error={problem}
          onChange={(e) => {
            setNotes(e.currentTarget.value);
            setProblem(null);
            if (error) dispatch({ type: 'user.edit' });
          }}
        />
        <AttachmentsField files={files} onChange={setFiles} onCheck={onCheck} disabled={busy} />
        <Group>
          <Button type="submit" loading={busy}>
            {t('detail.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
