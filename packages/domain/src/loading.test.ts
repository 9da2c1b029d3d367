import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SPINNER_AUTO_OFF_MS } from './constants.ts';
import { type SpinnerState, nextSpinner } from './loading.ts';

describe('the §4 spinner (loading flag, off by itself after 3 s)', () => {
  it('comes on with the first call and goes off when the calls finish', () => {
    const on = nextSpinner({ onSince: null }, 1, 1_000);
    expect(on).toEqual({ state: { onSince: 1_000 }, shown: true, offAt: 4_000 });
    expect(nextSpinner(on.state, 2, 2_000).shown).toBe(true);
    expect(nextSpinner(on.state, 0, 2_500)).toEqual({
      state: { onSince: null },
      shown: false,
      offAt: null,
    });
  });

  it('switches itself off 3 s after it came on, though a call still runs', () => {
    const on = nextSpinner({ onSince: null }, 1, 0).state;
    expect(nextSpinner(on, 1, SPINNER_AUTO_OFF_MS - 1).shown).toBe(true);
    expect(nextSpinner(on, 1, SPINNER_AUTO_OFF_MS)).toEqual({
      state: { onSince: 0 },
      shown: false,
      offAt: null,
    });
    // Only a new burst of calls, after all finished, brings it back.
    const off = nextSpinner(on, 0, 5_000).state;
    expect(nextSpinner(off, 1, 6_000).shown).toBe(true);
  });

  it('is never shown without a call or for longer than 3 s in one burst', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ calls: fc.nat(3), step: fc.nat(2_000) }), { maxLength: 30 }),
        (events) => {
          let state: SpinnerState = { onSince: null };
          let now = 0;
          let burstStart: number | null = null;
          for (const { calls, step } of events) {
            now += step;
            if (calls === 0) burstStart = null;
            else burstStart ??= now;
            const next = nextSpinner(state, calls, now);
            if (calls === 0) expect(next.shown).toBe(false);
            if (next.shown) expect(now - (burstStart as number)).toBeLessThan(SPINNER_AUTO_OFF_MS);
            state = next.state;
          }
        },
      ),
    );
  });
});
