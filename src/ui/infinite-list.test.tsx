import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@tests/render';
import { InfiniteList } from './infinite-list';

/*
 * The virtual mode: only the rows near the screen are in the DOM, and a row renders once
 * while it stays there. The virtualizer re-renders the list on every scroll step and on every page
 * appended; before rows were memoised each of those rendered every row on screen again.
 */

interface Item {
  id: number;
}

const ROW_PX = 50;
const renderItem = vi.fn((item: Item) => <span>row {item.id}</span>);
const makeItems = (from: number, count: number): Item[] => Array.from({ length: count }, (_, i) => ({ id: from + i }));

function Harness() {
  const [items, setItems] = useState(() => makeItems(1, 1000));
  // A page arriving: 200 more items.
  const grow = () => setItems((current) => [...current, ...makeItems(current.length + 1, 200)]);
  return (
    <>
      <button type="button" onClick={grow}>
        next page
      </button>
      <InfiniteList
        items={items}
        itemKey={(item) => item.id}
        renderItem={renderItem}
        hasMore
        onLoadMore={() => {}}
        virtual={{ estimateSize: ROW_PX }}
        data-testid="list"
      />
    </>
  );
}

function scrollWindowTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  Object.defineProperty(window, 'pageYOffset', { value: y, configurable: true });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

const positions = () => screen.getAllByRole('listitem').map((li) => Number(li.getAttribute('aria-posinset')));

afterEach(() => {
  scrollWindowTo(0);
  renderItem.mockClear();
});

describe('InfiniteList, virtual', () => {
  it('keeps a screenful of rows in the DOM and renders each row once while it stays there', async () => {
    await renderApp(<Harness />, { lng: 'en' });
    await screen.findByText('row 1');
    const shown = positions();
    // jsdom's window is 768 px high: a screenful plus the overscan, not the 1,000 items.
    expect(shown.length).toBeGreaterThan(5);
    expect(shown.length).toBeLessThan(30);
    expect(screen.getAllByRole('listitem')[0]).toHaveAttribute('aria-setsize', '1000');
    // Each row on screen rendered once (the first layout may render the list a few times).
    const calls = renderItem.mock.calls.length;
    expect(new Set(renderItem.mock.calls.map(([item]) => item.id)).size).toBe(calls);

    // A page appended: the rows on screen stay as they are (only their set size changes).
    fireEvent.click(screen.getByRole('button', { name: 'next page' }));
    expect(screen.getAllByRole('listitem')[0]).toHaveAttribute('aria-setsize', '1200');
    expect(renderItem.mock.calls.length).toBe(calls);

    // A short scroll: only the rows that come into view render; the ones still there do not.
    scrollWindowTo(3 * ROW_PX);
    const after = positions();
    expect(Math.max(...after)).toBeGreaterThan(Math.max(...shown));
    const rendered = renderItem.mock.calls.slice(calls).map(([item]) => item.id);
    expect(rendered.length).toBeGreaterThan(0);
    expect(rendered.every((id) => !shown.includes(id))).toBe(true);

    // Far down: the DOM still holds a screenful, around the new position.
    scrollWindowTo(40_000);
    const far = positions();
    expect(far.length).toBeLessThan(30);
    expect(Math.min(...far)).toBeGreaterThan(600);
    expect(screen.queryByText('row 1')).not.toBeInTheDocument();
  });
});
