import { afterEach, describe, expect, it, vi } from 'vitest';
import { settleWithin } from './settle-within.ts';

describe('settleWithin', () => {
  afterEach(() => vi.useRealTimers());

  it('settles when the work does, before the bound, and leaves no timer behind', async () => {
    vi.useFakeTimers();
    let settled = false;
    void settleWithin(Promise.resolve('x'), 1000).then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('settles, without rejecting, when the work fails', async () => {
    await expect(settleWithin(Promise.reject(new Error('gone')), 1000)).resolves.toBeUndefined();
  });

  it('settles at the bound when the work never does, not before', async () => {
    vi.useFakeTimers();
    let settled = false;
    void settleWithin(new Promise(() => undefined), 800).then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(799);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
  });
});
