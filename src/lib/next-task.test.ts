import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from './next-task';

describe('nextTask', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('resolves after the current task, also while the clock is paused (a timer would never fire)', async () => {
    vi.useFakeTimers();
    const order: string[] = [];
    const next = nextTask().then(() => order.push('next task'));
    await Promise.resolve();
    order.push('this task');
    await next;
    expect(order).toEqual(['this task', 'next task']);
  });
});
