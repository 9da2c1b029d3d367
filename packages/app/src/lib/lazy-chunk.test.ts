import { CHUNK_LOAD_TIMEOUT_MS } from '@saham/domain/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkTimeoutError, loadChunk } from './lazy-chunk.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('§9 chunk loading: a route’s code that does not arrive within 120 s', () => {
  it('fails with ChunkTimeoutError at 120 s, not before', async () => {
    vi.useFakeTimers();
    let settled: unknown = 'pending';
    void loadChunk(() => new Promise<never>(() => undefined)).then(
      () => (settled = 'loaded'),
      (error: unknown) => (settled = error),
    );
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(settled).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBeInstanceOf(ChunkTimeoutError);
  });

  it('gives the module that arrives in time and leaves no timer behind', async () => {
    vi.useFakeTimers();
    const module = { Component: () => null };
    await expect(loadChunk(() => Promise.resolve(module))).resolves.toBe(module);
    expect(vi.getTimerCount()).toBe(0);
  });
});
