/**
 * A small seeded pseudo-random generator for the demo seed. Seeds must give the same rows on every
 * run and every machine, so they never call Math.random: each area derives its own stream from a
 * stable key (a stock code, a module name) and draws from it in a fixed order.
 */

/**
 * A 32-bit FNV-1a hash of a text, used to turn a stable key into a generator seed.
 * @example hashSeed('BBCA') === hashSeed('BBCA') // true
 */
export function hashSeed(key: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < key.length; index += 1) {
    hash ^= key.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * mulberry32: a tiny, well-mixed 32-bit generator; returns floats in [0, 1).
 * @example const next = mulberry32(42); next() // always the same first value for seed 42
 */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The draws the seed modules need, all from one deterministic stream. */
export interface SeededRandom {
  /** A float in [0, 1). */
  next(): number;
  /** A float in [min, max). */
  between(min: number, max: number): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** A standard normal draw (mean 0, deviation 1), by Box-Muller. */
  normal(): number;
  /** True with the given probability. */
  chance(probability: number): boolean;
  /** One item of a non-empty list. */
  pick<T>(items: readonly T[]): T;
}

/**
 * A deterministic random stream for a stable key: the same key always yields the same draws.
 * @example seededRandom('stock:BBCA').int(1, 6) // the same number on every run
 */
export function seededRandom(key: string): SeededRandom {
  const next = mulberry32(hashSeed(key));
  const random: SeededRandom = {
    next,
    between: (min, max) => min + (max - min) * next(),
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    normal: () => {
      // 1 - next() is in (0, 1], so the logarithm is finite.
      const radius = Math.sqrt(-2 * Math.log(1 - next()));
      return radius * Math.cos(2 * Math.PI * next());
    },
    chance: (probability) => next() < probability,
    pick: (items) => {
      if (items.length === 0) throw new RangeError('pick needs at least one item');
      return items[Math.floor(next() * items.length)] as (typeof items)[number];
    },
  };
  return random;
}
