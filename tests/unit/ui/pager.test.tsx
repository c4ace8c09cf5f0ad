import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pager } from '@/ui/pager';
import { renderApp } from '../../render';

const swipe = (el: Element, from: number, to: number) => {
  fireEvent.pointerDown(el, { clientX: from, clientY: 100 });
  fireEvent.pointerUp(el, { clientX: to, clientY: 104 });
};

describe('Pager', () => {
  it('reads "page X of Y" and stops at both ends', async () => {
    const user = userEvent.setup({ delay: null });
    const onChange = vi.fn();
    await renderApp(<Pager total={3} onChange={onChange} />);
    expect(screen.getByText('صفحه ۱ از ۳')).toBeInTheDocument();
    const previous = screen.getByRole('button', { name: 'صفحه قبل' });
    const next = screen.getByRole('button', { name: 'صفحه بعد' });
    expect(previous).toBeDisabled();
    await user.click(next);
    await user.click(next);
    expect(screen.getByText('صفحه ۳ از ۳')).toBeInTheDocument();
    expect(next).toBeDisabled();
    expect(onChange.mock.calls.map(([p]) => p)).toEqual([2, 3]);
    await user.click(previous);
    expect(onChange).toHaveBeenLastCalledWith(2);
  });

  it('swipes in RTL: a swipe to the right goes forward, to the left back', async () => {
    const onChange = vi.fn();
    await renderApp(
      <Pager total={4} onChange={onChange}>
        <div data-testid="content">content</div>
      </Pager>,
      { lng: 'fa' },
    );
    const area = screen.getByTestId('content').parentElement!;
    swipe(area, 100, 260);
    expect(screen.getByText('صفحه ۲ از ۴')).toBeInTheDocument();
    swipe(area, 260, 100);
    expect(screen.getByText('صفحه ۱ از ۴')).toBeInTheDocument();
    swipe(area, 260, 100); // already on the first page
    expect(onChange.mock.calls.map(([p]) => p)).toEqual([2, 1]);
    swipe(area, 100, 130); // too short: not a swipe
    expect(screen.getByText('صفحه ۱ از ۴')).toBeInTheDocument();
  });

  it('swipes in LTR: a swipe to the left goes forward', async () => {
    await renderApp(
      <Pager total={4}>
        <div data-testid="content">content</div>
      </Pager>,
      { lng: 'en' },
    );
    const area = screen.getByTestId('content').parentElement!;
    swipe(area, 300, 100);
    expect(screen.getByText('Page 2 of 4')).toBeInTheDocument();
    // A mostly vertical move is a scroll.
    fireEvent.pointerDown(area, { clientX: 300, clientY: 0 });
    fireEvent.pointerUp(area, { clientX: 230, clientY: 300 });
    expect(screen.getByText('Page 2 of 4')).toBeInTheDocument();
  });
});
