import { OTP_RESEND_SECONDS, OTP_TOO_MANY_THRESHOLD_SECONDS } from './constants.ts';

/**
 * Spec §3: the OTP record (countdown, interval, message, phone, expired) behind the WhatsApp
 * one-time-code pages and their resend button.
 */
export interface OtpRecord {
  /** Whole seconds left before another code may be requested (§4, §9). Never negative. */
  countdown: number;
  /**
   * Milliseconds between countdown ticks (§4: "decrements each second"). The timer handle itself
   * belongs to the app; the record stays serialisable so it can be persisted with the rest of the state.
   */
  interval: number;
  /** The last message about the code (for example the server's reason for refusing a resend). */
  message: string;
  /** The WhatsApp number the code was sent to. */
  phone: string;
  /** True once a started countdown has run out, i.e. the code's resend wait is over. */
  expired: boolean;
}

/**
 * Spec §4: the resend countdown moves once a second.
 * @example setInterval(() => tick(), OTP_TICK_INTERVAL_MS)
 */
export const OTP_TICK_INTERVAL_MS = 1_000;

/**
 * The record before any code was requested: nothing to wait for, nothing expired yet.
 * @example canResendOtp(INITIAL_OTP_RECORD) // true
 */
export const INITIAL_OTP_RECORD: Readonly<OtpRecord> = Object.freeze({
  countdown: 0,
  interval: OTP_TICK_INTERVAL_MS,
  message: '',
  phone: '',
  expired: false,
});

/** Whole, non-negative seconds; anything that is not a finite number falls back to the §9 default. */
function wholeSeconds(seconds: number): number {
  if (!Number.isFinite(seconds)) return OTP_RESEND_SECONDS;
  return Math.max(0, Math.ceil(seconds));
}

/**
 * A fresh record for a code just sent to `phone`, counting down from `countdown` seconds
 * (spec §9: 60 by default). Fractions round up so the member never gets to resend early.
 * @example createOtpRecord({ phone: '081234567890' }).countdown // 60
 */
export function createOtpRecord({
  phone,
  countdown = OTP_RESEND_SECONDS,
  message = '',
}: {
  phone: string;
  countdown?: number;
  message?: string;
}): OtpRecord {
  const seconds = wholeSeconds(countdown);
  return {
    countdown: seconds,
    interval: OTP_TICK_INTERVAL_MS,
    message,
    phone,
    expired: seconds === 0,
  };
}

/**
 * Spec §4: one second passes. The countdown drops by one and stops at 0, never below; reaching 0
 * marks the record expired. Returns a new record; the input is left untouched.
 * @example tickOtpCountdown(createOtpRecord({ phone: '0812', countdown: 1 })) // { countdown: 0, expired: true, ... }
 */
export function tickOtpCountdown(record: Readonly<OtpRecord>): OtpRecord {
  // A corrupt persisted countdown (not a finite number) ends the wait instead of restarting it.
  const current = Number.isFinite(record.countdown) ? Math.max(0, Math.ceil(record.countdown)) : 0;
  const countdown = Math.max(0, current - 1);
  return { ...record, countdown, expired: countdown === 0 };
}

/**
 * Whether the resend button may send another code: only once the countdown is over (§2, §4).
 * @example canResendOtp(createOtpRecord({ phone: '0812' })) // false
 */
export function canResendOtp(record: Readonly<OtpRecord>): boolean {
  // Written as "not above zero" so a corrupted persisted countdown (NaN) cannot lock the member out;
  // the server still enforces its own limit.
  return !(record.countdown > 0);
}

/**
 * Spec §5, §9: a requested delay of more than 60 seconds means the member asked for too many codes.
 * Exactly 60 is the ordinary resend wait, not "too many".
 * @example isTooManyOtpRequests(61) // true
 * @example isTooManyOtpRequests(60) // false
 */
export function isTooManyOtpRequests(delaySeconds: number): boolean {
  return delaySeconds > OTP_TOO_MANY_THRESHOLD_SECONDS;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A usable `remaining_second`: a non-negative finite number, or a string holding one. */
function readRemainingSecond(value: unknown): number | undefined {
  const seconds =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : Number.NaN;
  return Number.isFinite(seconds) && seconds >= 0 ? Math.ceil(seconds) : undefined;
}

/**
 * The wait an OTP failure's body asks for, if it names one: `remaining_second` on the body (or on its
 * `data`, where some endpoints nest it), as a non-negative number or numeric string, rounded up.
 * @example otpDelayInBody({ data: { remaining_second: '30' } }) // 30
 * @example otpDelayInBody({ message: 'Server Error' }) // undefined
 */
export function otpDelayInBody(body: unknown): number | undefined {
  if (!isRecord(body)) return undefined;
  const direct = readRemainingSecond(body.remaining_second);
  if (direct !== undefined) return direct;
  return isRecord(body.data) ? readRemainingSecond(body.data.remaining_second) : undefined;
}

/**
 * Spec §8: the wait an OTP request failure sets: `remaining_second` from the body, default 60 (§9).
 * @example otpDelayFromFailure({ remaining_second: 120 }) // 120
 * @example otpDelayFromFailure(undefined) // 60
 */
export function otpDelayFromFailure(body: unknown): number {
  return otpDelayInBody(body) ?? OTP_RESEND_SECONDS;
}

/**
 * Spec §8: the record after an OTP request failed. The countdown comes from `remaining_second`
 * (default 60); whether that also means "too many requests" is `isTooManyOtpRequests(record.countdown)`.
 * @example otpRecordFromFailure({ phone: '0812', body: { remaining_second: 90 }, message: 'Too Many Requests' }).countdown // 90
 */
export function otpRecordFromFailure({
  phone,
  body,
  message = '',
}: {
  phone: string;
  body: unknown;
  message?: string;
}): OtpRecord {
  return createOtpRecord({ phone, countdown: otpDelayFromFailure(body), message });
}
