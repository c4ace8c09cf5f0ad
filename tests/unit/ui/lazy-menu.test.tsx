import { Menu, UnstyledButton } from '@mantine/core';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { onAppEvent } from '@/api/app-events';
import { LazyMenu, type MenuHostProps } from '@/ui/lazy-menu';
import { renderApp } from '../../render';

function TestMenu({ target, opened, onChange, entry }: MenuHostProps & { entry: string }) {
  return (
    <Menu opened={opened} onChange={onChange}>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown data-testid="dropdown">
        <Menu.Item>{entry}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** A loader the test resolves (or fails) by hand, counting its calls. */
function controlledLoader() {
  const pending: { resolve: (value: typeof TestMenu) => void; reject: (error: Error) => void }[] = [];
  const load = vi.fn(() => new Promise<typeof TestMenu>((resolve, reject) => pending.push({ resolve, reject })));
  return { load, pending };
}

const trigger = (name: string) => (
  <UnstyledButton aria-label={name} data-testid={name}>
    …
  </UnstyledButton>
);

describe('LazyMenu (a menu loads on intent)', () => {
  it('loads nothing until intent; hover starts one load for every button; the click opens that button’s menu', async () => {
    const user = userEvent.setup({ delay: null });
    const { load, pending } = controlledLoader();
    await renderApp(
      <>
        <LazyMenu load={load} target={trigger('first')} hostProps={{ entry: 'یکم' }} />
        <LazyMenu load={load} target={trigger('second')} hostProps={{ entry: 'دوم' }} />
      </>,
    );
    expect(load).not.toHaveBeenCalled();
    expect(screen.getByTestId('first')).toHaveAttribute('aria-haspopup', 'menu');
    expect(screen.getByTestId('first')).toHaveAttribute('aria-expanded', 'false');

    await user.hover(screen.getByTestId('first'));
    await user.hover(screen.getByTestId('second'));
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('dropdown')).toBeNull();

    // A click before the code arrived opens the menu when it does.
    await user.click(screen.getByTestId('second'));
    expect(screen.queryByTestId('dropdown')).toBeNull();
    await act(async () => pending[0]!.resolve(TestMenu));
    const menu = await screen.findByRole('menu');
    expect(menu).toHaveTextContent('دوم');
    expect(screen.getByTestId('second')).toHaveAttribute('aria-expanded', 'true');
    // The other button stayed a plain button until used; its click opens at once, without a new load.
    await user.keyboard('{Escape}');
    await user.click(screen.getByTestId('first'));
    expect(await screen.findByRole('menu')).toHaveTextContent('یکم');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed load says the connection failed, leaves the button as it was, and the next click tries again', async () => {
    const user = userEvent.setup({ delay: null });
    const { load, pending } = controlledLoader();
    const toasts: string[] = [];
    const stop = onAppEvent('api.toast', (toast) => toasts.push(toast.messageKey ?? toast.message));
    await renderApp(<LazyMenu load={load} target={trigger('more')} hostProps={{ entry: 'فروش' }} />);
    await user.click(screen.getByTestId('more'));
    await act(async () => pending[0]!.reject(new Error('offline')));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(screen.getByTestId('more')).toHaveAttribute('aria-expanded', 'false');
    expect(toasts).toEqual(['api:network']);
    stop();

    await user.click(screen.getByTestId('more'));
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => pending[1]!.resolve(TestMenu));
    await waitFor(() => expect(screen.getByRole('menu')).toHaveTextContent('فروش'));
  });

  it('works from the keyboard: focus loads, Enter opens with the focus in the menu, Escape gives it back to the button', async () => {
    const user = userEvent.setup({ delay: null });
    const { load, pending } = controlledLoader();
    await renderApp(
      <>
        <button type="button">before</button>
        <LazyMenu load={load} target={trigger('more')} hostProps={{ entry: 'فروش' }} />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'before' }));
    await user.tab();
    expect(screen.getByTestId('more')).toHaveFocus();
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => pending[0]!.resolve(TestMenu));
    await user.keyboard('{Enter}');
    const item = await screen.findByRole('menuitem', { name: 'فروش' });
    await waitFor(() => expect(screen.getByRole('menu').contains(document.activeElement)).toBe(true));
    expect(item).toBeInTheDocument();
    // Mantine gives the focus back to what had it when the menu opened: the real button, which
    // took it over from the placeholder (a menu mounted already open would record nothing).
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(screen.getByTestId('more')).toHaveFocus());
  });
});
