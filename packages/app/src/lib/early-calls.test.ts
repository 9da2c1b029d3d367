import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../state/session.ts';
import {
  arrivedEarlyCall,
  earlyAnswers,
  earlyAnswersSettled,
  FIRST_RENDER_WAIT_MS,
  forgetEarlyCalls,
  startEarlyCall,
  takeEarlyCall,
} from './early-calls.ts';

function logIn(token: string): void {
  session.user = {
    id: 1,
    name: 'Budi',
    email: 'budi@example.com',
    phone: null,
    token,
    refresh_token: `refresh-${token}`,
  };
}

describe('early calls', () => {
  afterEach(() => {
    forgetEarlyCalls();
    session.user = null;
  });

  it('asks nothing for a visitor: without a session there is no one to ask for', () => {
    const load = vi.fn(() => Promise.resolve('inbox'));
    expect(startEarlyCall('inbox', load)).toBeUndefined();
    expect(load).not.toHaveBeenCalled();
    expect(takeEarlyCall('inbox')).toBeUndefined();
  });

  it('gives the answer once: a retry or a later visit asks again', async () => {
    logIn('token-a');
    startEarlyCall('inbox', () => Promise.resolve(['first']));
    await expect(takeEarlyCall('inbox')).resolves.toEqual(['first']);
    expect(takeEarlyCall('inbox')).toBeUndefined();
  });

  it('shows another session nothing that was asked with an earlier token', async () => {
    logIn('token-a');
    startEarlyCall('inbox', () => Promise.resolve(['for a']));
    await Promise.resolve();
    logIn('token-b');
    expect(arrivedEarlyCall('inbox')).toBeUndefined();
    expect(earlyAnswers(['inbox'])).toEqual([]);
    expect(takeEarlyCall('inbox')).toBeUndefined();
  });

  it('says an answer has arrived only once it has, without taking it', async () => {
    logIn('token-a');
    let answer: (value: string[]) => void = () => undefined;
    startEarlyCall('tickers', () => new Promise<string[]>((resolve) => (answer = resolve)));
    expect(arrivedEarlyCall('tickers')).toBeUndefined();
    answer(['IHSG']);
    await Promise.all(earlyAnswers(['tickers']));
    expect(arrivedEarlyCall('tickers')).toEqual(['IHSG']);
    await expect(takeEarlyCall('tickers')).resolves.toEqual(['IHSG']);
  });

  it('keeps a failure for the screen that takes it, not as an unhandled rejection', async () => {
    logIn('token-a');
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      startEarlyCall('inbox', () => Promise.reject(new Error('offline')));
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(unhandled).not.toHaveBeenCalled();
      expect(arrivedEarlyCall('inbox')).toBeUndefined();
      await expect(takeEarlyCall('inbox')).rejects.toThrow('offline');
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  it('forgets only the answers it is told to', () => {
    logIn('token-a');
    startEarlyCall('dashboard.banners', () => Promise.resolve([]));
    startEarlyCall('notification.inbox', () => Promise.resolve([]));
    forgetEarlyCalls(['dashboard.banners']);
    expect(takeEarlyCall('dashboard.banners')).toBeUndefined();
    expect(takeEarlyCall('notification.inbox')).toBeDefined();
  });

  it('lets a first render go at once when nothing was asked early for this session', async () => {
    let settled = false;
    void earlyAnswersSettled(['stockpick.first-page']).then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(true);
  });

  it('lets a first render go as its early answers arrive, or fail', async () => {
    logIn('token-a');
    let answer: (value: string[]) => void = () => undefined;
    startEarlyCall('stockpick.first-page', () => new Promise<string[]>((r) => (answer = r)));
    startEarlyCall('dashboard.tickers', () => Promise.reject(new Error('offline')));
    let settled = false;
    const waiting = earlyAnswersSettled(['stockpick.first-page', 'dashboard.tickers']).then(
      () => (settled = true),
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled).toBe(false);
    answer(['BBCA']);
    await waiting;
    expect(arrivedEarlyCall('stockpick.first-page')).toEqual(['BBCA']);
  });

  it('holds a first render no longer than FIRST_RENDER_WAIT_MS for an answer that is late', async () => {
    logIn('token-a');
    vi.useFakeTimers();
    try {
      startEarlyCall('stockpick.first-page', () => new Promise<never>(() => undefined));
      let settled = false;
      void earlyAnswersSettled(['stockpick.first-page']).then(() => (settled = true));
      await vi.advanceTimersByTimeAsync(FIRST_RENDER_WAIT_MS - 1);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(settled).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
