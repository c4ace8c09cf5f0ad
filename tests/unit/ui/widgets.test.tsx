import { Button, Select } from '@mantine/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { AppModal } from '@/ui/app-modal';
import { InfiniteList } from '@/ui/infinite-list';
import { ListTable } from '@/ui/list-table';
import { LoadingIndicator } from '@/ui/loading-indicator';
import { PageContainer } from '@/ui/page-container';
import { QrCode } from '@/ui/qr-code';
import { SlideCarousel } from '@/ui/slide-carousel';
import { TabSwitchGroup } from '@/ui/tab-switch-group';
import { WalletCard } from '@/ui/wallet-card';
import { renderApp } from '../../render';

// Captures IntersectionObserver callbacks (jsdom has none) so a test can "scroll" a sentinel into view.
const observers: { callback: IntersectionObserverCallback; node?: Element }[] = [];
beforeAll(() => {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      entry: { callback: IntersectionObserverCallback; node?: Element };
      constructor(callback: IntersectionObserverCallback) {
        this.entry = { callback };
        observers.push(this.entry);
      }
      observe(node: Element) {
        this.entry.node = node;
      }
      unobserve() {}
      disconnect() {
        observers.splice(observers.indexOf(this.entry), 1);
      }
      takeRecords() {
        return [];
      }
    },
  );
});

describe('LoadingIndicator', () => {
  it('shows a status while loading and the "could not fetch data" failure with retry', async () => {
    const user = userEvent.setup({ delay: null });
    const onRetry = vi.fn();
    const { rerender } = await renderApp(<LoadingIndicator />);
    expect(screen.getByRole('status')).toHaveTextContent('در حال بارگذاری…');
    rerender(<div />);
    await renderApp(<LoadingIndicator failed onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('دریافت اطلاعات ممکن نشد');
    await user.click(screen.getByRole('button', { name: 'تلاش دوباره' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});

describe('PageContainer', () => {
  it('has a title bar with side, centre and left buttons', async () => {
    await renderApp(
      <PageContainer
        title="گزارش"
        sideButton={<Button>بازگشت</Button>}
        centerButton={<Button>وسط</Button>}
        leftButton={<Button>راهنما</Button>}
      >
        محتوا
      </PageContainer>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'گزارش' })).toBeInTheDocument();
    for (const name of ['بازگشت', 'وسط', 'راهنما']) expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(screen.getByText('محتوا')).toBeInTheDocument();
  });
});

describe('TabSwitchGroup', () => {
  it('keeps one active key', async () => {
    const user = userEvent.setup({ delay: null });
    const onChange = vi.fn();
    await renderApp(
      <TabSwitchGroup
        label="Wallet"
        onChange={onChange}
        tabs={[
          { key: 'charge', label: 'Charge', content: 'charge form' },
          { key: 'transfer', label: 'Transfer', content: 'transfer form' },
        ]}
      />,
      { lng: 'en' },
    );
    expect(screen.getByRole('tab', { name: 'Charge' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('charge form')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Transfer' }));
    expect(onChange).toHaveBeenCalledWith('transfer');
    expect(screen.getByRole('tab', { name: 'Charge' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByText('transfer form')).toBeInTheDocument();
    expect(screen.queryByText('charge form')).not.toBeInTheDocument();
  });
});

describe('AppModal', () => {
  it('limits its width and body height and follows the language direction', async () => {
    const user = userEvent.setup({ delay: null });
    function Harness() {
      const [opened, setOpened] = useState(true);
      return (
        <AppModal opened={opened} onClose={() => setOpened(false)} title="جزئیات">
          بدنه
        </AppModal>
      );
    }
    await renderApp(<Harness />);
    const dialog = screen.getByRole('dialog', { name: 'جزئیات' });
    expect(dialog).toHaveStyle({ maxWidth: '90vw' });
    const body = screen.getByText('بدنه');
    expect(body).toHaveStyle({ maxHeight: '70vh', overflowY: 'auto' });
    expect(dialog.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    await user.click(screen.getByRole('button', { name: 'بستن پنجره' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  // A lazily loaded dialog mounts already open: Mantine never sees `opened` turn true,
  // so the app notes the opener itself and gives the focus back on close.
  it.each([
    ['closed and kept mounted', true],
    ['unmounted on close', false],
  ])('gives the focus back to its opener when it mounted already open (%s)', async (_label, keepMounted) => {
    const user = userEvent.setup({ delay: null });
    function Harness() {
      const [mounted, setMounted] = useState(false);
      const [opened, setOpened] = useState(false);
      const close = () => (keepMounted ? setOpened(false) : setMounted(false));
      return (
        <>
          <Button
            onClick={() => {
              setMounted(true);
              setOpened(true);
            }}
          >
            گشودن
          </Button>
          {mounted && (
            <AppModal opened={keepMounted ? opened : true} onClose={close} title="پنجره">
              بدنه
            </AppModal>
          )}
        </>
      );
    }
    await renderApp(<Harness />);
    const opener = screen.getByRole('button', { name: 'گشودن' });
    await user.click(opener);
    expect(await screen.findByRole('dialog', { name: 'پنجره' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'بستن پنجره' }));
    await waitFor(() => expect(opener).toHaveFocus());
  });
});

describe('ListTable', () => {
  const rows = Array.from({ length: 23 }, (_, i) => ({ id: i + 1, name: `row ${i + 1}` }));
  const columns = [
    { key: 'id', title: 'شناسه' },
    { key: 'name', title: 'نام' },
  ];

  it('shows every row without pagination by default, scrolling sideways under 1200 px', async () => {
    const { container } = await renderApp(<ListTable columns={columns} rows={rows} rowKey={(r) => r.id} />);
    expect(screen.getAllByRole('row')).toHaveLength(24);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '۲۳' })).toBeInTheDocument();
    expect(container.querySelector('[style*="1200"], [style*="75rem"]')).not.toBeNull();
  });

  it('pages when asked, with the language digits', async () => {
    const user = userEvent.setup({ delay: null });
    await renderApp(<ListTable columns={columns} rows={rows} rowKey={(r) => r.id} pagination={{ pageSize: 10 }} />);
    expect(screen.getAllByRole('row')).toHaveLength(11);
    await user.click(screen.getByRole('button', { name: 'صفحه ۳' }));
    expect(screen.getAllByRole('row')).toHaveLength(4);
    expect(screen.getByRole('cell', { name: 'row ۲۱' })).toBeInTheDocument();
  });

  it('says when there is nothing to show', async () => {
    await renderApp(<ListTable columns={columns} rows={[]} rowKey={(_, i) => i} />, { lng: 'en' });
    expect(screen.getByText('There is nothing to show')).toBeInTheDocument();
  });
});

describe('SlideCarousel', () => {
  it('labels its slides and arrows', async () => {
    await renderApp(<SlideCarousel label="Announcements" slides={['one', 'two', 'three']} />, { lng: 'en' });
    const region = screen.getByRole('region', { name: 'Announcements' });
    expect(within(region).getAllByRole('group')).toHaveLength(3);
    expect(within(region).getByRole('group', { name: 'Slide 2 of 3' })).toHaveTextContent('two');
    expect(screen.getByRole('button', { name: 'Previous slide' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
  });

  it("says in the interface's language which slide is on screen: none of Mantine's English is read", async () => {
    await renderApp(<SlideCarousel label="اطلاعیه‌ها" slides={['یک', 'دو', 'سه']} />);
    const region = screen.getByRole('region', { name: 'اطلاعیه‌ها' });
    // Mantine's own live region ("Slide 1 of 3") and tablist name ("Slides") are in English.
    const english = [...region.querySelectorAll('*')].filter(
      (el) =>
        /Slide/.test(el.getAttribute('aria-label') ?? '') ||
        (el.children.length === 0 && /Slide/.test(el.textContent ?? '')),
    );
    expect(english.filter((el) => !el.closest('[hidden]'))).toEqual([]);
    expect(within(region).getByRole('tablist', { name: 'اسلایدها' })).toBeInTheDocument();
    const statuses = screen.getAllByRole('status');
    // Moving to another slide updates it (Embla needs a layout: tests/e2e/shell.spec.ts clicks through).
    expect(statuses.map((s) => s.textContent)).toEqual(['اسلاید ۱ از ۳']);
  });
});

describe('InfiniteList', () => {
  function Harness({ pages }: { pages: number }) {
    const [count, setCount] = useState(5);
    const items = Array.from({ length: count }, (_, i) => i + 1);
    return (
      <InfiniteList
        items={items}
        itemKey={(i) => i}
        renderItem={(i) => <span>item {i}</span>}
        hasMore={count < pages * 5}
        onLoadMore={() => setCount((c) => c + 5)}
      />
    );
  }

  it('loads more with the button and when the end scrolls into view, then says it is the end', async () => {
    const user = userEvent.setup({ delay: null });
    await renderApp(<Harness pages={3} />, { lng: 'en' });
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
    const { act } = await import('@testing-library/react');
    act(() => {
      const last = observers[observers.length - 1]!;
      last.callback(
        [{ isIntersecting: true, target: last.node! } as IntersectionObserverEntry],
        {} as IntersectionObserver,
      );
    });
    expect(screen.getAllByRole('listitem')).toHaveLength(15);
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect(screen.getByText('You have reached the end of the list')).toBeInTheDocument();
  });

  it('shows the loading state and the empty message', async () => {
    const { rerender } = await renderApp(
      <InfiniteList
        items={[]}
        itemKey={(i: number) => i}
        renderItem={(i) => i}
        hasMore
        loading
        onLoadMore={() => {}}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('در حال دریافت موارد بیشتر…');
    rerender(<div />);
    await renderApp(
      <InfiniteList
        items={[]}
        itemKey={(i: number) => i}
        renderItem={(i) => i}
        hasMore={false}
        onLoadMore={() => {}}
      />,
    );
    expect(screen.getByText('موردی یافت نشد')).toBeInTheDocument();
  });
});

describe('QrCode and WalletCard', () => {
  it('draws a 130 px QR code with an accessible label', async () => {
    await renderApp(<QrCode value="123456" />);
    const img = screen.getByRole('img', { name: 'کد QR: 123456' });
    expect(img.querySelector('svg')).toHaveAttribute('width', '130');
  });

  it('shows no card number when there is none or only the zeros placeholder, never a fake one', async () => {
    for (const cardNumber of [undefined, null, '', '000000000', '0000 0000 0000 0000']) {
      const { unmount } = await renderApp(
        <WalletCard
          hint="اعتبار نقدی"
          value="۱۰٬۰۰۰"
          valuePostfix="تومان"
          owner="زهرا"
          cardNumber={cardNumber}
          data-testid="card"
        />,
      );
      expect(screen.queryByTestId('card-number')).not.toBeInTheDocument();
      expect(screen.queryByText('شماره کارت')).not.toBeInTheDocument();
      expect(screen.getByTestId('card')).not.toHaveTextContent(/[۰0]{6}/);
      expect(screen.getByText('زهرا')).toBeInTheDocument();
      unmount();
    }
  });

  it('groups a real card number in fours, in the language digits', async () => {
    await renderApp(<WalletCard hint="اعتبار نقدی" value="۱۰٬۰۰۰" cardNumber="6037991234567890" data-testid="card" />);
    const groups = [...screen.getByTestId('card-number').querySelectorAll('[dir="ltr"] > span')].map(
      (g) => g.textContent,
    );
    expect(groups).toEqual(['۶۰۳۷', '۹۹۱۲', '۳۴۵۶', '۷۸۹۰']);
    expect(screen.getByText('شماره کارت')).toBeInTheDocument();
  });
});

describe('Select (theme: Combobox keepMounted false)', () => {
  it('keeps no list in the page while closed (floating-ui would position it on every render), and opens one', async () => {
    const user = userEvent.setup();
    await renderApp(<Select label="سلف" data={['مرکزی', 'شمالی']} />);
    expect(document.querySelector('.mantine-Select-dropdown')).toBeNull();
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.click(screen.getByLabelText('سلف'));
    expect(await screen.findByRole('option', { name: 'شمالی' })).toBeInTheDocument();
  });
});
