import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACTIVITY_THROTTLE_MS, watchActivity } from './shared-activity';

const stops: (() => void)[] = [];
afterEach(() => {
  stops.splice(0).forEach((stop) => stop());
  vi.useRealTimers();
});

/** Another tab: its own window, the same origin's channel. */
function otherTab(): { window: Window; active: ReturnType<typeof vi.fn> } {
  const frame = document.createElement('iframe');
  document.body.append(frame);
  const active = vi.fn();
  stops.push(watchActivity(active, frame.contentWindow!), () => frame.remove());
  return { window: frame.contentWindow!, active };
}

describe('shared activity', () => {
  it('typing, pointer, scroll and focus count, throttled to one report a second with the last one kept', () => {
    vi.useFakeTimers();
    const active = vi.fn();
    stops.push(watchActivity(active));
    const input = document.createElement('input');
    document.body.append(input);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    expect(active).toHaveBeenCalledTimes(1);
    input.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    document.dispatchEvent(new Event('scroll'));
    input.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(active).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(ACTIVITY_THROTTLE_MS);
    expect(active).toHaveBeenCalledTimes(2); // the trailing report
    vi.advanceTimersByTime(5 * ACTIVITY_THROTTLE_MS);
    window.dispatchEvent(new PointerEvent('pointerdown'));
    expect(active).toHaveBeenCalledTimes(3);
    input.remove();
  });

  it('activity in one tab reaches the others', async () => {
    const here = vi.fn();
    stops.push(watchActivity(here));
    const other = otherTab();
    document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    expect(here).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(other.active).toHaveBeenCalledTimes(1));
  });
});
