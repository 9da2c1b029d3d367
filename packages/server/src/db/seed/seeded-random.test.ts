import { describe, expect, it } from 'vitest';
import { hashSeed, mulberry32, seededRandom } from './seeded-random.ts';

describe('seeded random stream', () => {
  it('gives the same draws for the same key and different draws for another key', () => {
    const draws = (key: string) => {
      const random = seededRandom(key);
      return Array.from({ length: 5 }, () => random.next());
    };
    expect(draws('stock:BBCA')).toEqual(draws('stock:BBCA'));
    expect(draws('stock:BBCA')).not.toEqual(draws('stock:BBRI'));
    expect(hashSeed('BBCA')).toBe(hashSeed('BBCA'));
    expect(hashSeed('BBCA')).not.toBe(hashSeed('BBCB'));
  });

  it('draws floats in [0, 1) and integers within their bounds', () => {
    const next = mulberry32(7);
    const random = seededRandom('bounds');
    for (let index = 0; index < 2000; index += 1) {
      const value = next();
      expect(value >= 0 && value < 1).toBe(true);
      const whole = random.int(3, 6);
      expect(Number.isInteger(whole) && whole >= 3 && whole <= 6).toBe(true);
    }
  });

  it('draws normals centred on 0 with a deviation near 1', () => {
    const random = seededRandom('normal');
    const values = Array.from({ length: 20_000 }, () => random.normal());
    const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
    const variance = values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / values.length;
    expect(Math.abs(mean)).toBeLessThan(0.05);
    expect(Math.abs(Math.sqrt(variance) - 1)).toBeLessThan(0.05);
    expect(values.every(Number.isFinite)).toBe(true);
  });

  it('picks only items of the list, and refuses an empty one', () => {
    const random = seededRandom('pick');
    const items = ['buy', 'hold', 'sell'];
    const picked = new Set(Array.from({ length: 100 }, () => random.pick(items)));
    expect(picked).toEqual(new Set(items));
    expect(() => random.pick([])).toThrow(RangeError);
  });
});
