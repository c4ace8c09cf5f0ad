import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConfigErrorScreen } from '@/app/pages/config-error-screen';
import { ConfigError, parseConfig } from '@/config/load-config';
import { renderApp } from '../render';

function issuesOf(bad: unknown): string[] {
  try {
    parseConfig(bad);
  } catch (e) {
    if (e instanceof ConfigError) return e.issues;
  }
  throw new Error('expected a ConfigError');
}

describe('invalid runtime configuration', () => {
  it('shows the translated config error screen with the issues (fa)', async () => {
    const issues = issuesOf({ serveMode: 'satellite' });
    await renderApp(<ConfigErrorScreen issues={issues} />);
    expect(screen.getByRole('heading', { name: 'پیکربندی سامانه نامعتبر است' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تلاش دوباره' })).toBeInTheDocument();
    expect(screen.getByTestId('config-issues')).toHaveTextContent('serveMode');
  });

  it('is translated in English and Arabic', async () => {
    const issues = issuesOf({ university: { captchaEnable: 'yes' } });
    const { unmount } = await renderApp(<ConfigErrorScreen issues={issues} />, { lng: 'en' });
    expect(screen.getByRole('heading', { name: 'Invalid portal configuration' })).toBeInTheDocument();
    unmount();
    await renderApp(<ConfigErrorScreen issues={issues} />, { lng: 'ar' });
    expect(screen.getByRole('heading', { name: 'إعدادات البوابة غير صالحة' })).toBeInTheDocument();
  });
});
