import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@tests/msw-server';
import { commandPalette } from './palette-store';
import { checkService, serviceUrl } from './service-status';
import { emptyInbox, renderShell, signIn, signOutLocally } from '@tests/kits/shell-test-kit';

beforeEach(async () => {
  signOutLocally();
  server.use(emptyInbox);
  await signIn();
});
afterEach(() => act(() => commandPalette.close()));

const pressCtrlSlash = () => fireEvent.keyDown(document.documentElement, { key: '/', code: 'Slash', ctrlKey: true });

describe('command palette', () => {
  it('opens on Ctrl+/ with a navigation command per existing route', async () => {
    await renderShell();
    await screen.findByTestId('home-desktop');
    expect(screen.queryByPlaceholderText('نام صفحه یا فرمان را بنویسید…')).not.toBeInTheDocument();
    pressCtrlSlash();
    const search = await screen.findByPlaceholderText('نام صفحه یا فرمان را بنویسید…');
    expect(search).toBeInTheDocument();
    const commands = [...document.querySelectorAll('[data-command]')].map((el) => el.getAttribute('data-command'));
    // A developer tool: every named route the table serves (the four reservation variants included).
    expect(commands).toEqual([
      'service-status',
      'Home',
      'FAQ',
      'Announcements',
      'PaymentResult',
      'Face',
      'FaceEnrollment',
      'Food',
      'FoodSelfs',
      'FoodReserve',
      'FoodDailySale',
      'FoodTeammate',
      'FoodReservesReport',
      'FoodPlan',
      'Sport',
      'SportGyms',
      'SportReserve',
      'SportDailySale',
      'SportReservesReport',
      'Health',
      'HealthClinics',
      'HealthReserve',
      'HealthDailySale',
      'HealthReservesReport',
      'Transport',
      'TransportTerminals',
      'TransportReserve',
      'TransportDailySale',
      'TransportReservesReport',
      'Helpdesk',
      'HelpdeskIssues',
      'HelpdeskCreateIssue',
      'Dormitory',
      'DormitoryRegister',
      'DormitoryPreRegister',
      'DormitoryAttendanceReport',
      'DormitoryLaundry',
      'DormitoryLeave',
      'DormitoryLeaveReport',
      'DormitoryGroupRoomSelector',
      'DormitorySolitaryRoomSelector',
      'DormitoryCardexes',
      'Surveys',
      'SurveyRelativesInfo',
      'SurveyCulturalCapabilities',
      'SurveyElectionCandidacy',
      'SurveyElections',
      'SurveySurvey',
      'SurveyCompetition',
      'SurveyCamp',
      'UserWallet',
      'UserMessages',
      'UserProfile',
      'UserProfilePassword',
      'UserActivityReport',
      'UserCart',
      'UserAuthorize',
      'UserFeedbacks',
      'feedbacks',
      'authorize',
    ]);
  });

  it("its list's scroll box takes keyboard focus, as a named region (axe scrollable-region-focusable)", async () => {
    await renderShell();
    await screen.findByTestId('home-desktop');
    pressCtrlSlash();
    const search = await screen.findByPlaceholderText('نام صفحه یا فرمان را بنویسید…');
    const region = screen.getByRole('region', { name: 'پالت فرمان' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toContainElement(document.querySelector('[data-command="FAQ"]') as HTMLElement);
    // Tab from the search reaches it (the actions themselves never take focus).
    search.focus();
    await userEvent.tab();
    expect(region).toHaveFocus();
  });

  it('also opens with the physical "/" key of another keyboard layout (Persian types "." there)', async () => {
    await renderShell();
    await screen.findByTestId('home-desktop');
    fireEvent.keyDown(document.documentElement, { key: '.', code: 'Slash', ctrlKey: true });
    expect(await screen.findByPlaceholderText('نام صفحه یا فرمان را بنویسید…')).toBeInTheDocument();
  });

  it('filters by label or path and navigates', async () => {
    await renderShell();
    await screen.findByTestId('home-desktop');
    await userEvent.click(screen.getByTestId('palette-button'));
    await userEvent.type(await screen.findByPlaceholderText('نام صفحه یا فرمان را بنویسید…'), 'faq');
    const commands = [...document.querySelectorAll('[data-command]')].map((el) => el.getAttribute('data-command'));
    expect(commands).toEqual(['FAQ']);
    await userEvent.click(screen.getByText('پرسش‌های متداول', { selector: '[data-command] *' }));
    expect(await screen.findByTestId('faq-page')).toBeInTheDocument();
  });

  it('lists the service status of every configured server', async () => {
    server.use(http.head('*/face-service/face/enroll', () => HttpResponse.error()));
    await renderShell();
    await screen.findByTestId('home-desktop');
    pressCtrlSlash();
    await userEvent.click(await screen.findByText('وضعیت سرویس‌ها'));
    const view = within(await screen.findByTestId('service-status'));
    const rows = () => [...view.getAllByRole('listitem')];
    expect(rows().map((r) => r.getAttribute('data-service'))).toEqual([
      'rest',
      'oauth',
      'epayment',
      'face',
      'helpdesk',
    ]);
    await waitFor(() => expect(rows().every((r) => r.getAttribute('data-state') !== 'checking')).toBe(true));
    const state = Object.fromEntries(rows().map((r) => [r.getAttribute('data-service'), r.getAttribute('data-state')]));
    expect(state).toEqual({
      rest: 'answers',
      oauth: 'answers',
      epayment: 'answers',
      face: 'noAnswer',
      helpdesk: 'answers',
    });
    expect(view.getByText('سرور دانشگاه (REST)')).toBeInTheDocument();
    expect(view.getAllByText(/^پاسخ می‌دهد/)).toHaveLength(4);
    expect(view.getByText('پاسخ نمی‌دهد')).toBeInTheDocument();
    // Back to the commands.
    await userEvent.click(view.getByRole('button', { name: 'بازگشت به فرمان‌ها' }));
    expect(await screen.findByPlaceholderText('نام صفحه یا فرمان را بنویسید…')).toBeInTheDocument();
  });
});

describe('service status checks', () => {
  it('any HTTP answer counts as answering, a network failure does not', async () => {
    server.use(http.get('*/rest/announcements', () => HttpResponse.json({ message: 'boom' }, { status: 500 })));
    const rest = await checkService('rest');
    expect(rest).toMatchObject({ id: 'rest', state: 'answers', httpStatus: 500 });
    server.use(http.get('*/helpdesk/issue_statuses.json', () => HttpResponse.error()));
    expect(await checkService('helpdesk')).toMatchObject({ state: 'noAnswer', reason: 'network' });
  });

  it('shows where each server is configured', () => {
    expect(serviceUrl('rest')).toBe(new URL('/', location.href).href.replace(/\/$/, ''));
    expect(serviceUrl('epayment')).toMatch(/\/rest\/modules\/epayment$/);
    expect(serviceUrl('face')).toMatch(/\/face-service$/);
    expect(serviceUrl('helpdesk')).toMatch(/\/helpdesk$/);
  });
});
