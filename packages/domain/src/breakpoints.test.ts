import { describe, expect, it } from 'vitest';
import { breakpointFor } from './breakpoints.ts';

describe('§9 breakpoints', () => {
  it.each([
    [0, 'xs'],
    [375, 'xs'],
    [575, 'xs'],
    [576, 's'],
    [767, 's'],
    [768, 'm'],
    [991, 'm'],
    [992, 'l'],
    [1199, 'l'],
    [1200, 'xl'],
    [1920, 'xl'],
  ] as const)('puts a width of %i px in %s', (width, expected) => {
    expect(breakpointFor(width)).toBe(expected);
  });
});
