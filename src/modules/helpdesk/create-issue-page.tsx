import { Alert, Button, Group, Loader, Progress, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { isApiError } from '@/api/api-error';
import { helpdeskCreateIssue } from '@/api/generated/helpdesk/hooks/helpdesk/helpdesk';
import type { IssueCreate, IssueResponse } from '@/api/generated/helpdesk/model';
import { HELPDESK_STATUS, HELPDESK_TRACKER_ID } from '@/lib/helpdesk-conventions';
import { paths } from '@/lib/paths';
import { useDraft, useDraftFiles } from '@/session/use-draft';
import { DraftNotice } from '@/ui/draft-notice';
import { PageContainer } from '@/ui/page-container';
import { AttachmentsField, useAttachmentCheck } from './attachments-field';
import { failureKey, toast } from './helpdesk-errors';
import { useCategories, useProjects } from './helpdesk-queries';
import { useHelpdeskSettings } from './helpdesk-settings';
import { issuePath } from './issue-path';
import { useHelpdeskSend } from './use-helpdesk-send';

interface Draft {
  projectId: string | null;
  categoryId: string | null;
  subject: string;
  description: string;
}

type Problems = Partial<Record<keyof Draft, string>>;

const EMPTY_DRAFT: Draft = { projectId: null, categoryId: null, subject: '', description: '' };
/** The draft of this form (src/lib/drafts.ts): text and attachments, kept until the request is sent. */
const CREATE_DRAFT = 'helpdesk.create';

function isDraft(value: unknown): value is Draft {
  if (!value || typeof value !== 'object') return false;
  const d = value as Record<string, unknown>;
  const id = (v: unknown) => v === null || typeof v === 'string';
  return id(d.projectId) && id(d.categoryId) && typeof d.subject === 'string' && typeof d.description === 'string';
}

/**
 * /helpdesk/create-issue (modules.md 2.7, 5): request type (project) and category required, subject
 * and description trimmed and at least 3 characters, attachments uploaded first (progress per
 * file), then the issue with their tokens: tracker 35, status 20, the profile snapshot.
 */
export function CreateIssuePage() {
  const { t } = useTranslation('helpdesk');
  const navigate = useNavigate();
  const settings = useHelpdeskSettings();
  const projects = useProjects();
  // Kept as the student's draft until sent: a session that ends mid-form loses nothing.
  const kept = useDraft(CREATE_DRAFT, () => EMPTY_DRAFT, isDraft);
  const { value: draft, set: setDraft } = kept;
  const attachments = useDraftFiles(CREATE_DRAFT);
  const { files, set: setFiles } = attachments;
  const [problems, setProblems] = useState<Problems>({});
  const { onCheck, settled } = useAttachmentCheck();

  // The configured project (or the only one) is the default request type.
  const defaultProject =
    projects.data?.projects.find(
      (p) => p.identifier === String(settings.projectId) || p.id === Number(settings.projectId),
    ) ?? (projects.data?.projects.length === 1 ? projects.data.projects[0] : undefined);
  const projectId = draft.projectId ?? (defaultProject ? String(defaultProject.id) : null);
  const categories = useCategories(projectId === null ? null : Number(projectId));
  const { snapshot, dispatch } = useHelpdeskSend(
    ({ uploads, payload }) =>
      helpdeskCreateIssue({ issue: { ...(payload as IssueCreate), uploads } }, { suppressToast: true }),
    (result) => {
      kept.clear();
      toast(t('create.submitted'), 'green');
      navigate(issuePath((result as IssueResponse).issue.id));
    },
  );
  const busy = !snapshot.matches('editing');

  // A failure is told once, for 3 s; the form keeps everything typed.
  const { error, cause } = snapshot.context;
  useEffect(() => {
    if (!error) return;
    if (error === 'send' && isApiError(cause) && cause.status === 403) toast(t('create.noProject'));
    else toast(t(failureKey(cause, error === 'upload' ? 'upload' : 'create')));
  }, [error, cause, t]);

  const validate = (): Problems => {
    const out: Problems = {};
    if (!projectId) out.projectId = t('create.typeRequired');
    if (!draft.categoryId) out.categoryId = t('create.categoryRequired');
    if (draft.subject.trim().length < 3) out.subject = t('create.min3');
    if (draft.description.trim().length < 3) out.description = t('create.min3');
    return out;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setProblems(found);
    if (Object.keys(found).length) return;
    const payload: IssueCreate = {
      project_id: Number(projectId),
      tracker_id: HELPDESK_TRACKER_ID,
      status_id: HELPDESK_STATUS.WaitQueue,
      category_id: Number(draft.categoryId),
      subject: draft.subject.trim(),
      description: draft.description.trim(),
      custom_fields: settings.snapshot,
    };
    // A file picked a moment ago may still be checked: the request goes with the list it makes.
    void settled(files).then((picked) => dispatch({ type: 'user.submit', files: picked, payload }));
  };

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((d) => ({ ...d, [key]: value, ...(key === 'projectId' ? { categoryId: null } : {}) }));
    setProblems((p) => ({ ...p, [key]: undefined }));
    if (error) dispatch({ type: 'user.edit' });
  };

  const total = snapshot.context.files.length;
  const done = snapshot.context.uploaded.length;

  return (
    <PageContainer title={t('create.title')} data-testid="helpdesk-create">
      {projects.isPending ? (
        <Group justify="center">
          <Loader aria-label={t('create.title')} />
        </Group>
      ) : projects.isError ? (
        <Alert color="red" title={t('create.loadError')}>
          <Button variant="light" onClick={() => void projects.refetch()}>
            {t('list.retry')}
          </Button>
        </Alert>
      ) : projects.data.projects.length === 0 ? (
        <Alert color="yellow">{t('create.noProject')}</Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack>
            <DraftNotice
              restored={kept.restored}
              notKept={attachments.notKept}
              onDiscard={() => {
                kept.clear(EMPTY_DRAFT);
                setFiles([]);
                setProblems({});
              }}
            />
            <Select
              label={t('create.type')}
              required
              disabled={busy}
              data={projects.data.projects.map((p) => ({ value: String(p.id), label: p.name }))}
              value={projectId}
              onChange={(v) => set('projectId', v)}
              error={problems.projectId}
            />
            <Select
              label={t('create.category')}
              required
              disabled={busy || !projectId}
              data={(categories.data?.issue_categories ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
              value={draft.categoryId}
              onChange={(v) => set('categoryId', v)}
              error={problems.categoryId ?? (categories.isError ? t('create.noProject') : undefined)}
            />
            <TextInput
              label={t('create.subject')}
              required
              disabled={busy}
              value={draft.subject}
              onChange={(e) => set('subject', e.currentTarget.value)}
              error={problems.subject}
            />
            <Textarea
              label={t('create.description')}
              required
              resize="vertical"
              rows={4}
              disabled={busy}
              value={draft.description}
              onChange={(e) => set('description', e.currentTarget.value)}
              error={problems.description}
            />
            <AttachmentsField files={files} onChange={setFiles} onCheck={onCheck} disabled={busy} />
            {snapshot.matches('uploading') ? (
              <Stack gap={4} aria-live="polite">
                <Text size="sm">{t('create.uploading', { done: Math.min(done + 1, total), total })}</Text>
                <Progress value={total ? (done / total) * 100 : 100} aria-label={t('create.attachments')} />
              </Stack>
            ) : null}
            {snapshot.matches('sending') ? (
              <Text size="sm" aria-live="polite">
                {t('create.sending')}
              </Text>
            ) : null}
            <Group justify="space-between">
              <Button component={Link} to={paths.HelpdeskIssues} variant="subtle">
                {t('create.back')}
              </Button>
              <Button type="submit" loading={busy}>
                {t('create.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </PageContainer>
  );
}
