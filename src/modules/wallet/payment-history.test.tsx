import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { signInToWorld } from '@tests/kits/sign-in';
import { resetWorld } from '@tests/msw-server';
import { renderApp } from '@tests/render';
import { PaymentHistory } from './payment-history';

beforeEach(() => {
  resetWorld();
  localStorage.clear();
});

describe('payment history', () => {
  it('tracking codes read in Persian digits in fa', async () => {
    await signInToWorld();
    await renderApp(<PaymentHistory />);
    const table = await screen.findByTestId('payment-history', {}, { timeout: 8000 });
    const codes = within(table).getAllByTestId('payment-code');
    expect(codes.length).toBeGreaterThan(0);
    for (const code of codes) {
      expect(code.textContent).not.toMatch(/[0-9]/);
      expect(code.textContent).toMatch(/[۰-۹]/);
    }
  });
});
