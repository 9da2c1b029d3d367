import { describe, expect, it } from 'vitest';
import {
  type CpuSample,
  lostPercent,
  sharePercents,
  lostTheMachine,
  machineShare,
  sampleCpu,
} from './machine-share.ts';

const sample = (total: number, busy: number, steal: number, ours: number): CpuSample => ({
  total,
  busy,
  steal,
  ours,
});

describe('machineShare', () => {
  it('splits the CPU that went elsewhere into other processes and other guests', () => {
    // 1,000 ticks: 600 busy of which 450 ours, 200 stolen.
    expect(machineShare(sample(0, 0, 0, 0), sample(1000, 600, 200, 450))).toEqual({
      others: 0.15,
      steal: 0.2,
    });
  });

  it('is null without both samples or without time between them', () => {
    expect(machineShare(null, sample(10, 5, 0, 5))).toBeNull();
    expect(machineShare(sample(10, 5, 0, 5), null)).toBeNull();
    expect(machineShare(sample(10, 5, 0, 5), sample(10, 5, 0, 5))).toBeNull();
  });

  it('never reports a negative share when our tree outran the machine counters', () => {
    // Children's times arrive when they end, so `ours` may grow more than `busy` in one interval.
    expect(machineShare(sample(0, 0, 0, 0), sample(100, 10, 0, 40))?.others).toBe(0);
  });

  it('reads this machine between two moments', () => {
    const before = sampleCpu();
    const after = sampleCpu();
    if (process.platform !== 'linux') {
      expect(before).toBeNull();
      return;
    }
    expect(before?.total).toBeGreaterThan(0);
    expect(after?.total).toBeGreaterThanOrEqual(before?.total ?? 0);
    expect(after?.ours).toBeGreaterThan(0);
  });
});

describe('sharePercents', () => {
  it('gives each share in whole percent, rounded', () => {
    expect(sharePercents({ others: 0.021, steal: 0.106 })).toEqual({ others: 2, steal: 11 });
    expect(sharePercents({ others: 0, steal: 0 })).toEqual({ others: 0, steal: 0 });
  });
});

describe('lostPercent', () => {
  it('adds other processes and other guests, in whole percent', () => {
    expect(lostPercent({ others: 0.05, steal: 0.1 })).toBe(15);
    expect(lostPercent({ others: 0, steal: 0.314 })).toBe(31);
  });
});

describe('lostTheMachine', () => {
  it('repeats a run that lost more than 15% to other processes and guests together', () => {
    expect(lostTheMachine({ others: 0, steal: 0.31 })).toBe(true);
    expect(lostTheMachine({ others: 0.1, steal: 0.06 })).toBe(true);
  });

  it('counts a run that lost 15% or less, or whose share is unknown', () => {
    expect(lostTheMachine({ others: 0, steal: 0.14 })).toBe(false);
    expect(lostTheMachine({ others: 0.05, steal: 0.1 })).toBe(false);
    expect(lostTheMachine(null)).toBe(false);
  });

  it('takes another limit where asked', () => {
    expect(lostTheMachine({ others: 0, steal: 0.2 }, 0.25)).toBe(false);
    expect(lostTheMachine({ others: 0, steal: 0.3 }, 0.25)).toBe(true);
  });
});
