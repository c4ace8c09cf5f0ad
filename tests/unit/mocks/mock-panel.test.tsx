import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '@/ui/theme';
import { getContractMode } from '@mocks/contract/contract-checks';
import { getFaults } from '@mocks/faults';
import { resetWorld } from '@mocks/node';
import { MockPanel } from '@mocks/panel/mock-panel';
import { createPanelI18n } from '@mocks/panel/panel-i18n';
import { currentPersona } from '@mocks/world/personas';

beforeEach(() => resetWorld());

async function renderPanel(lng: 'fa' | 'en' = 'en') {
  const reload = vi.fn();
  const i18n = await createPanelI18n(lng);
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} env="test">
        <MockPanel reload={reload} />
      </MantineProvider>
    </I18nextProvider>,
  );
  return { reload, user: userEvent.setup() };
}

describe('mock panel', () => {
  it('opens from its corner button, switches persona through the control API and reloads', async () => {
    localStorage.setItem('portal.accessToken', 'old');
    const { reload, user } = await renderPanel();
    const toggle = screen.getByRole('button', { name: 'Mock backend panel' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    const drawer = await screen.findByRole('dialog');
    await within(drawer).findByText(/Persona: student/);
    await user.click(within(drawer).getByRole('combobox', { name: 'Active persona' }));
    await user.click(await screen.findByRole('option', { name: 'staff' }));
    expect(within(drawer).getByText('staff123')).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: 'Switch persona and reload' }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(currentPersona().id).toBe('staff');
    expect(localStorage.getItem('portal.accessToken')).toBeNull();
  });

  it('adds a fault and clears it', async () => {
    const { user } = await renderPanel();
    await user.click(screen.getByRole('button', { name: 'Mock backend panel' }));
    const drawer = await screen.findByRole('dialog');
    await user.type(within(drawer).getByRole('textbox', { name: /^Path/ }), '/rest/users/me');
    await user.type(within(drawer).getByRole('textbox', { name: 'messageResource' }), 'SERVER_DOWN');
    await user.click(within(drawer).getByRole('button', { name: 'Add fault' }));
    await within(drawer).findByText(/\/rest\/users\/me → error 500 SERVER_DOWN/);
    expect(getFaults().rules).toHaveLength(1);
    await user.click(within(drawer).getByRole('button', { name: 'Clear all faults and latency' }));
    await within(drawer).findByText('No faults.');
    expect(getFaults().rules).toHaveLength(0);
  });

  it('shows the request journal, switches the contract checks and links to the index page', async () => {
    expect((await fetch('http://localhost:3000/rest/announcements?page=0&size=5')).status).toBe(200);
    const { user } = await renderPanel();
    await user.click(screen.getByRole('button', { name: 'Mock backend panel' }));
    const drawer = await screen.findByRole('dialog');
    const journal = await within(drawer).findByRole('table', { name: 'Request journal' });
    const row = (await within(journal).findByText('GET /rest/announcements?page=0&size=5')).closest('tr')!;
    expect(within(row).getByText('200')).toBeInTheDocument();
    expect(within(row).getByText('student')).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: /The contract, personas and control API/ })).toHaveAttribute(
      'href',
      '/__mock/',
    );
    await user.click(within(drawer).getByText('Lenient'));
    await waitFor(() => expect(getContractMode()).toBe('lenient'));
    await user.click(within(drawer).getByRole('button', { name: 'Clear the journal' }));
    await within(drawer).findByText('No requests yet.');
  });

  it('speaks Persian by default', async () => {
    await renderPanel('fa');
    expect(screen.getByRole('button', { name: 'پنل سرور آزمایشی' })).toBeInTheDocument();
  });
});
