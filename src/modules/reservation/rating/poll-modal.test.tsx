import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { VotableItem } from '@/api/generated/rest/model';
import { server } from '@tests/msw-server';
import { json, ok, renderPage, resetStorage, signIn, votable, VOTE_REASONS } from '@tests/kits/reservation-test-kit';
import { VariantScope } from '../shared/variant-scope';
import { VARIANTS } from '../variants';
import { PollModal } from './poll-modal';

function serveVotes(items: VotableItem[]) {
  let list = [...items];
  const votes: { id: number; body: unknown }[] = [];
  server.use(
    http.get('*/rest/reserves/votable', () => json(ok(list))),
    http.get('*/rest/reserves/votes/reasons', () => json(ok(VOTE_REASONS))),
    http.post('*/rest/reserves/:id/votes', async ({ params, request }) => {
      votes.push({ id: Number(params.id), body: await request.json() });
      list = list.filter((i) => i.id !== Number(params.id));
      return json(ok(null));
    }),
  );
  return votes;
}

function renderPoll() {
  return renderPage(
    <VariantScope variant={VARIANTS.food}>
      <PollModal opened onClose={() => {}} />
    </VariantScope>,
    { path: '/food/reserve' },
  );
}

const FA_DIGITS = '۰۱۲۳۴۵۶۷۸۹';

/** Chooses a score with the keyboard (Enter on the star's radio), as a keyboard user would. */
async function scoreStars(user: ReturnType<typeof userEvent.setup>, form: HTMLElement, stars: number) {
  within(form)
    .getByRole('radio', { name: `${FA_DIGITS[stars]} ستاره` })
    .focus();
  await user.keyboard('{Enter}');
}

beforeEach(() => {
  resetStorage();
  signIn();
});

describe('meal poll', () => {
  it('warns errors.no-polls when there is nothing to rate', async () => {
    serveVotes([]);
    await renderPoll();
    expect(await screen.findByText('در حال حاضر غذایی برای نظرسنجی وجود ندارد.')).toBeInTheDocument();
  });

  it('opens the reasons with a score; positive and negative of one aspect exclude each other', async () => {
    serveVotes([votable(1)]);
    const user = userEvent.setup({ delay: null });
    await renderPoll();
    const form = await screen.findByTestId('vote-1');
    expect(within(form).queryByRole('group', { name: 'نقاط قوت و ضعف' })).not.toBeInTheDocument();

    await scoreStars(user, form, 4);
    const good = within(form).getByRole('checkbox', { name: 'کیفیت غذا: خوب' });
    const poor = within(form).getByRole('checkbox', { name: 'کیفیت غذا: ضعیف' });
    await user.click(good);
    expect(good).toBeChecked();
    await user.click(poor);
    expect(poor).toBeChecked();
    expect(good).not.toBeChecked();
    // Another aspect is independent.
    const hygiene = within(form).getByRole('checkbox', { name: 'بهداشت: خوب' });
    await user.click(hygiene);
    expect(hygiene).toBeChecked();
    expect(poor).toBeChecked();
  });

  it('counts the comment up to 250 characters and clears reasons and comment at score 0', async () => {
    serveVotes([votable(1)]);
    const user = userEvent.setup({ delay: null });
    await renderPoll();
    const form = await screen.findByTestId('vote-1');
    await scoreStars(user, form, 2);
    const comment = within(form).getByRole('textbox', { name: 'توضیحات' });
    await user.type(comment, 'سرد بود');
    expect(within(form).getByText('۷ از ۲۵۰ نویسه')).toBeInTheDocument();
    await user.clear(comment);
    await user.click(comment);
    await user.paste('x'.repeat(300));
    expect(comment).toHaveValue('x'.repeat(250));
    expect(within(form).getByText('۲۵۰ از ۲۵۰ نویسه')).toBeInTheDocument();
    await user.click(within(form).getByRole('checkbox', { name: 'منوی غذا: ضعیف' }));

    await user.click(within(form).getByRole('button', { name: 'حذف امتیاز' }));
    expect(within(form).queryByRole('textbox', { name: 'توضیحات' })).not.toBeInTheDocument();
    await scoreStars(user, form, 3);
    expect(within(form).getByRole('textbox', { name: 'توضیحات' })).toHaveValue('');
    expect(within(form).getByRole('checkbox', { name: 'منوی غذا: ضعیف' })).not.toBeChecked();
  });

  it('submits score, comment and reasons; the item then leaves the list', async () => {
    const votes = serveVotes([votable(1), votable(2)]);
    const user = userEvent.setup({ delay: null });
    await renderPoll();
    const form = await screen.findByTestId('vote-1');
    await scoreStars(user, form, 5);
    await user.click(within(form).getByRole('checkbox', { name: 'رفتار کارکنان: خوب' }));
    await user.type(within(form).getByRole('textbox', { name: 'توضیحات' }), 'عالی');
    await user.click(within(form).getByRole('button', { name: 'ثبت نظر' }));

    await waitFor(() => expect(votes).toEqual([{ id: 1, body: { score: 5, description: 'عالی', problemIds: [5] } }]));
    await waitFor(() => expect(screen.queryByTestId('vote-1')).not.toBeInTheDocument());
    expect(screen.getByTestId('vote-2')).toBeInTheDocument();
  });
});
