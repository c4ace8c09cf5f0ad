import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@tests/render';
import { ErrorBoundary } from './error-boundary';

/** Throws while `broken.now` is true: a widget fed malformed data. */
const broken = { now: true };
function Fragile({ label }: { label: string }) {
  if (broken.now) throw new Error('malformed item');
  return <p>{label}</p>;
}

describe('ErrorBoundary (bad data stays in its box)', () => {
  let errors: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    broken.now = true;
    errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => errors.mockRestore());

  it('a failing widget shows a translated notice; its neighbour renders; try again renders it once fixed', async () => {
    await renderApp(
      <>
        <ErrorBoundary name="fragile">
          <Fragile label="ok now" />
        </ErrorBoundary>
        <p>neighbour</p>
      </>,
    );
    expect(await screen.findByText('این بخش نمایش داده نشد. بقیهٔ صفحه کار می‌کند.')).toBeInTheDocument();
    expect(screen.getByText('neighbour')).toBeInTheDocument();
    expect(errors).toHaveBeenCalled();
    broken.now = false;
    await userEvent.click(screen.getByRole('button', { name: 'تلاش دوباره' }));
    expect(await screen.findByText('ok now')).toBeInTheDocument();
    expect(screen.queryByTestId('widget-error')).toBeNull();
  });

  it('a page body gets the page error (in English too); another address clears it', async () => {
    function Pages() {
      const [path, setPath] = useState('/a');
      return (
        <>
          <button
            type="button"
            onClick={() => {
              broken.now = false;
              setPath('/b');
            }}
          >
            go to b
          </button>
          <ErrorBoundary name="page" variant="page" resetKeys={[path]}>
            <Fragile label={`page ${path}`} />
          </ErrorBoundary>
        </>
      );
    }
    await renderApp(<Pages />, { lng: 'en' });
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'go to b' }));
    expect(await screen.findByText('page /b')).toBeInTheDocument();
  });

  it('an overlay fails silently', async () => {
    await renderApp(
      <>
        <ErrorBoundary name="overlay" variant="silent">
          <Fragile label="x" />
        </ErrorBoundary>
        <p>page under it</p>
      </>,
    );
    expect(await screen.findByText('page under it')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
