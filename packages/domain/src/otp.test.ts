import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OTP_RESEND_SECONDS, OTP_TOO_MANY_THRESHOLD_SECONDS } from './constants.ts';
import {
  canResendOtp,
  createOtpRecord,
  INITIAL_OTP_RECORD,
  isTooManyOtpRequests,
  OTP_TICK_INTERVAL_MS,
  otpDelayFromFailure,
  otpDelayInBody,
  otpRecordFromFailure,
  tickOtpCountdown,
  type OtpRecord,
} from './otp.ts';

describe('§3 OTP record', () => {
  it('starts with nothing to wait for and no code expired', () => {
    expect(INITIAL_OTP_RECORD).toEqual({
      countdown: 0,
      interval: OTP_TICK_INTERVAL_MS,
      message: '',
      phone: '',
      expired: false,
    });
    expect(Object.isFrozen(INITIAL_OTP_RECORD)).toBe(true);
  });

  it('holds countdown, interval, message, phone and expired for a code just sent', () => {
    expect(createOtpRecord({ phone: '081234567890', message: 'Kode terkirim' })).toEqual({
      countdown: OTP_RESEND_SECONDS,
      interval: 1000,
      message: 'Kode terkirim',
      phone: '081234567890',
      expired: false,
    });
  });

  it.each([
    [90, 90],
    [0.2, 1],
    [59.01, 60],
    [-5, 0],
    [Number.NaN, OTP_RESEND_SECONDS],
    [Number.POSITIVE_INFINITY, OTP_RESEND_SECONDS],
  ])('keeps a countdown of %d as %d whole, non-negative seconds', (given, kept) => {
    expect(createOtpRecord({ phone: '0812', countdown: given }).countdown).toBe(kept);
  });

  it('is expired at once when created with no wait left', () => {
    expect(createOtpRecord({ phone: '0812', countdown: 0 }).expired).toBe(true);
  });
});

describe('§4 resend-OTP countdown', () => {
  it('decrements by one each tick, once a second', () => {
    const record = createOtpRecord({ phone: '0812', countdown: 3 });
    const next = tickOtpCountdown(record);
    expect(next.countdown).toBe(2);
    expect(next.expired).toBe(false);
    expect(OTP_TICK_INTERVAL_MS).toBe(1000);
  });

  it('reaches 0 after as many ticks as seconds, then expires and stays at 0', () => {
    let record: OtpRecord = createOtpRecord({ phone: '0812', countdown: OTP_RESEND_SECONDS });
    for (let i = 0; i < OTP_RESEND_SECONDS; i += 1) record = tickOtpCountdown(record);
    expect(record).toMatchObject({ countdown: 0, expired: true, phone: '0812' });
    expect(tickOtpCountdown(record)).toMatchObject({ countdown: 0, expired: true });
  });

  it('never goes below 0 and never mutates the record it is given', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: -10, max: 120 }), fc.double()),
        fc.nat({ max: 150 }),
        (countdown, ticks) => {
          const start: OtpRecord = { ...INITIAL_OTP_RECORD, phone: '0812', countdown };
          const copy = { ...start };
          let record = start;
          for (let i = 0; i < ticks; i += 1) {
            const next = tickOtpCountdown(record);
            expect(next.countdown).toBeGreaterThanOrEqual(0);
            expect(Number.isInteger(next.countdown)).toBe(true);
            // It only ever counts down: never above where it was (a corrupt start ends at 0).
            const before = Number.isFinite(record.countdown) ? Math.ceil(record.countdown) : 0;
            expect(next.countdown).toBeLessThanOrEqual(Math.max(0, before));
            record = next;
          }
          expect(start).toEqual(copy);
        },
      ),
    );
  });
});

describe('§4 corrupt countdown', () => {
  it.each([Number.NaN, Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY])(
    'ends the wait for a persisted countdown of %d on the next tick',
    (countdown) => {
      expect(tickOtpCountdown({ ...INITIAL_OTP_RECORD, countdown })).toMatchObject({
        countdown: 0,
        expired: true,
      });
    },
  );
});

describe('§4 resend allowed', () => {
  it('is refused while the countdown runs and allowed once it reaches 0', () => {
    expect(canResendOtp(createOtpRecord({ phone: '0812', countdown: 1 }))).toBe(false);
    expect(canResendOtp(tickOtpCountdown(createOtpRecord({ phone: '0812', countdown: 1 })))).toBe(
      true,
    );
    expect(canResendOtp(INITIAL_OTP_RECORD)).toBe(true);
  });

  it('does not lock the member out when a persisted countdown is corrupt', () => {
    expect(canResendOtp({ ...INITIAL_OTP_RECORD, countdown: Number.NaN })).toBe(true);
  });
});

describe('§5 too many OTP requests', () => {
  it('flags a delay over 60 seconds, not 60 itself', () => {
    expect(OTP_TOO_MANY_THRESHOLD_SECONDS).toBe(60);
    expect(isTooManyOtpRequests(61)).toBe(true);
    expect(isTooManyOtpRequests(60)).toBe(false);
    expect(isTooManyOtpRequests(0)).toBe(false);
  });

  it('agrees with the threshold for any delay', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), (seconds) => {
        expect(isTooManyOtpRequests(seconds)).toBe(seconds > OTP_TOO_MANY_THRESHOLD_SECONDS);
      }),
    );
  });
});

describe('§8 OTP request failure', () => {
  it.each([
    [{ remaining_second: 120 }, 120],
    [{ remaining_second: 0 }, 0],
    [{ remaining_second: 12.3 }, 13],
    [{ remaining_second: '45' }, 45],
    [{ data: { remaining_second: 30 } }, 30],
    [{ remaining_second: 'soon', data: { remaining_second: 75 } }, 75],
  ])('reads the wait from %j as %d seconds', (body, seconds) => {
    expect(otpDelayInBody(body)).toBe(seconds);
    expect(otpDelayFromFailure(body)).toBe(seconds);
  });

  it.each([
    undefined,
    null,
    'Too Many Requests',
    [],
    {},
    { remaining_second: -1 },
    { remaining_second: '' },
    { remaining_second: null },
    { remaining_second: Number.POSITIVE_INFINITY },
    { data: 'x' },
    { data: { remaining_second: 'abc' } },
  ])('defaults to 60 seconds when %j names no usable wait', (body) => {
    expect(otpDelayInBody(body)).toBeUndefined();
    expect(otpDelayFromFailure(body)).toBe(OTP_RESEND_SECONDS);
  });

  it('builds the record from remaining_second, keeping the phone and message', () => {
    const record = otpRecordFromFailure({
      phone: '081234567890',
      body: { message: 'Too Many Requests', remaining_second: 90 },
      message: 'Too Many Requests',
    });
    expect(record).toEqual({
      countdown: 90,
      interval: OTP_TICK_INTERVAL_MS,
      message: 'Too Many Requests',
      phone: '081234567890',
      expired: false,
    });
    expect(isTooManyOtpRequests(record.countdown)).toBe(true);
  });

  it('builds a 60-second record, not "too many", when the body has no wait', () => {
    const record = otpRecordFromFailure({ phone: '0812', body: undefined });
    expect(record).toMatchObject({ countdown: 60, message: '', expired: false });
    expect(isTooManyOtpRequests(record.countdown)).toBe(false);
  });
});
