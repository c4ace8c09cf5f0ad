import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setTokens } from '@/api/tokens';
import { HELPDESK_FIELD_DEFAULTS } from '@/lib/helpdesk-conventions';
import { ACCOUNTS } from '@mocks/world/accounts';
import { findIssue, issues, MOCK_REDMINE_KEYS, storeUpload, updateIssue, userByKey } from '@mocks/world/helpdesk-store';
import { within } from '@testing-library/react';
import { renderApp } from '../../../tests/render';
import { resetWorld } from '../../../tests/msw-server';
import { login } from '../../../tests/unit/mocks/mock-api';
import { IssuePage } from './issue-page';

const at = (route: string) => renderApp(<IssuePage />, { route, path: '/helpdesk/issues/:issueId' });

describe('helpdesk issue page (mock Redmine)', () => {
  // Signed in as the student: the app's helpdesk calls carry the portal's bearer token, never a
  // Redmine key, and the mock scopes them as the helpdesk gateway does.
  beforeEach(async () => {
    resetWorld();
    setTokens({ accessToken: await login(ACCOUNTS.student), refreshToken: 'unused' });
  });

  it("another student's request is not found, as if it did not exist", async () => {
    const theirs = issues().find((i) => i.fields.get(HELPDESK_FIELD_DEFAULTS.username) === ACCOUNTS.student2.username)!;
    await at(`/helpdesk/issues/${theirs.id}`);
    expect(await screen.findByTestId('helpdesk-not-found')).toBeInTheDocument();
    expect(screen.queryByText(theirs.subject)).not.toBeInTheDocument();
  });

  it('a non-numeric id is not found without asking the server', async () => {
    await at('/helpdesk/issues/12a');
    expect(await screen.findByTestId('helpdesk-not-found')).toHaveTextContent('این درخواست پیدا نشد.');
  });

  it('an unknown id (404) is not found', async () => {
    await at('/helpdesk/issues/4040');
    expect(await screen.findByTestId('helpdesk-not-found')).toBeInTheDocument();
  });

  it('shows the answered request with its reply and offers close (assigned back to the author)', async () => {
    await at('/helpdesk/issues/1');
    expect(await screen.findByText('کسر اعتبار بدون رزرو غذا')).toBeInTheDocument();
    expect(screen.getByTestId('helpdesk-journal')).toHaveTextContent('مبلغ به کیف پول شما بازگردانده شد.');
    expect(screen.getByRole('button', { name: 'بستن درخواست' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'لغو درخواست' })).not.toBeInTheDocument();
  });

  it("names the student who filed the request, not the shared Redmine account; a reply's attachments are under that reply", async () => {
    const portal = userByKey(MOCK_REDMINE_KEYS.student)!;
    const upload = storeUpload(portal, new Uint8Array([1, 2, 3]));
    updateIssue(portal, findIssue(2)!, {
      notes: 'عکس شیر آب پیوست شد.',
      uploads: [{ token: upload.token, filename: 'shir.png', content_type: 'image/png' }],
    });
    await at('/helpdesk/issues/2');
    await screen.findByText('خرابی شیر آب اتاق ۲۱۴');
    expect(screen.getByTestId('helpdesk-issue-author')).toHaveTextContent('سارا محمدی');
    expect(screen.getByTestId('helpdesk-issue')).not.toHaveTextContent('دانشجو سامانه');
    // The request itself has no attachment; the reply lists its own.
    expect(screen.queryByTestId('helpdesk-issue-attachments')).not.toBeInTheDocument();
    const journal = screen.getByTestId('helpdesk-journal');
    expect(within(journal).getByRole('button', { name: /shir\.png/ })).toBeInTheDocument();
    expect(journal).toHaveTextContent('سارا محمدی');
  });

  it('an empty reply is refused with a message and nothing is sent', async () => {
    await at('/helpdesk/issues/2');
    await screen.findByText('خرابی شیر آب اتاق ۲۱۴');
    await userEvent.click(screen.getByRole('button', { name: 'ارسال پاسخ' }));
    expect(await screen.findByText('متن پاسخ را بنویسید.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'لغو درخواست' })).toBeInTheDocument();
  });
});
