import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { encodeBase64 } from '@/lib/base64';
import { server } from '@tests/msw-server';
import { renderApp } from '@tests/render';
import AnnouncementsPage from './announcements-page';
import { faqAnswerHtml, filterFaq, type FaqItem } from './faq';
import FaqPage from './faq-page';
import { htmlToText, SanitizedHtml } from '@/ui/sanitized-html';

const wait = { timeout: 8000 };
const page = (content: { id: number; title: string; mainText: string }[], total = content.length) =>
  HttpResponse.json({ type: 'SUCCESS', payload: { content, totalElements: total, number: 0, size: 10 } });

describe('announcements page', () => {
  it('lists the announcements (content, totalElements) and opens one in the detail modal, sanitised', async () => {
    await renderApp(<AnnouncementsPage />);
    const list = within(await screen.findByTestId('announcements-list', {}, wait));
    // The mock publishes 6 announcements by "now" (one is scheduled for later).
    expect(list.getAllByRole('listitem')).toHaveLength(6);
    expect(screen.getByText('۶ اطلاعیه')).toBeInTheDocument();
    await userEvent.click(list.getByRole('button', { name: /ویژه‌برنامه‌های هفتهٔ سلامت/ }));
    const dialog = await screen.findByRole('dialog', { name: 'ویژه‌برنامه‌های هفتهٔ سلامت' });
    const body = within(dialog).getByTestId('announcement-body');
    expect(body.innerHTML).toContain('<b>هفتهٔ سلامت</b>');
    expect(body.innerHTML).not.toMatch(/<script|onerror|<img/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'بستن' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('pages with "page X of Y" when there are more than 10', async () => {
    const items = Array.from({ length: 10 }, (_, i) => ({ id: i + 1, title: `اطلاعیه ${i + 1}`, mainText: 'متن' }));
    const requested: string[] = [];
    server.use(
      http.get('*/rest/announcements', ({ request }) => {
        const url = new URL(request.url);
        requested.push(`${url.searchParams.get('page')}/${url.searchParams.get('size')}`);
        return url.searchParams.get('page') === '1'
          ? page([{ id: 99, title: 'آخرین', mainText: '' }], 11)
          : page(items, 11);
      }),
    );
    await renderApp(<AnnouncementsPage />);
    await screen.findByTestId('announcements-list', {}, wait);
    expect(screen.getByText('صفحه ۱ از ۲')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'صفحه بعد' }));
    expect(await screen.findByText('آخرین')).toBeInTheDocument();
    expect(requested).toEqual(['0/10', '1/10']);
  });

  it('shows the empty state', async () => {
    server.use(http.get('*/rest/announcements', () => page([])));
    await renderApp(<AnnouncementsPage />);
    expect(await screen.findByTestId('announcements-empty', {}, wait)).toHaveTextContent('اطلاعیه‌ای یافت نشد');
  });

  it('shows the error state with "try again"', async () => {
    let fail = true;
    server.use(
      http.get('*/rest/announcements', () =>
        fail ? HttpResponse.error() : page([{ id: 1, title: 'دوباره آمد', mainText: '' }]),
      ),
    );
    await renderApp(<AnnouncementsPage />);
    expect(await screen.findByText('دریافت اطلاعیه‌ها ممکن نشد', {}, wait)).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'تلاش دوباره' }));
    expect(await screen.findByText('دوباره آمد')).toBeInTheDocument();
  });
});

describe('FAQ', () => {
  it('shows collapsible questions with sanitised answers and filters them', async () => {
    await renderApp(<FaqPage />);
    const list = within(await screen.findByTestId('faq-list'));
    const question = list.getByRole('button', { name: 'چگونه غذا رزرو کنم؟' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(list.getByText(/سلف و هفته مورد نظر را انتخاب کنید/)).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'جستجو در پرسش‌ها' }), 'یارانه');
    expect(
      within(screen.getByTestId('faq-list'))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['اعتبار یارانه‌ای چیست؟']);
    await userEvent.type(screen.getByRole('searchbox'), 'ناموجود');
    expect(screen.getByTestId('faq-empty')).toBeInTheDocument();
  });

  it('renders in English and Arabic too', async () => {
    const { unmount } = await renderApp(<FaqPage />, { lng: 'en' });
    expect(await screen.findByRole('button', { name: 'How do I reserve a meal?' })).toBeInTheDocument();
    unmount();
    await renderApp(<FaqPage />, { lng: 'ar' });
    expect(await screen.findByRole('button', { name: 'كيف أحجز وجبة؟' })).toBeInTheDocument();
  });

  it('decodes base64 answers and searches their text', () => {
    const items: FaqItem[] = [
      { id: 'a', question: 'Q1', answer: encodeBase64('<p>پاسخ <b>رمزگذاری‌شده</b></p>'), encoding: 'base64' },
      { id: 'b', question: 'Q2', answer: '<p>plain</p>' },
    ];
    expect(faqAnswerHtml(items[0]!)).toBe('<p>پاسخ <b>رمزگذاری‌شده</b></p>');
    expect(faqAnswerHtml(items[1]!)).toBe('<p>plain</p>');
    expect(filterFaq(items, 'رمزگذاری', htmlToText).map((i) => i.id)).toEqual(['a']);
  });

  it('SanitizedHtml keeps only bold, italic and links for announcements; rich text keeps paragraphs and lists', async () => {
    const html =
      '<p>a <b>b</b> <i>c</i> <a href="javascript:alert(1)">x</a> <a href="https://u.ac.ir">y</a></p><ul><li>l</li></ul><img src=x onerror=alert(1)>';
    await renderApp(
      <>
        <SanitizedHtml html={html} data-testid="ann" />
        <SanitizedHtml html={html} variant="rich" data-testid="rich" />
      </>,
    );
    const ann = screen.getByTestId('ann').innerHTML;
    expect(ann).toContain('<b>b</b>');
    expect(ann).toContain('<i>c</i>');
    expect(ann).not.toMatch(/<p>|<ul>|<img|javascript:/);
    expect(ann).toContain('href="https://u.ac.ir"');
    const rich = screen.getByTestId('rich').innerHTML;
    expect(rich).toContain('<p>');
    expect(rich).toContain('<li>l</li>');
    expect(rich).not.toMatch(/<img|onerror/);
  });
});
