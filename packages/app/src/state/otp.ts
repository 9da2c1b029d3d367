import {
  INITIAL_OTP_RECORD,
  type OtpRecord,
  createOtpRecord,
  tickOtpCountdown,
} from '@saham/domain/otp';
import { proxy } from 'valtio';

/**
 * Spec §3 OTP record and §4's resend countdown, which decrements each second to 0.
 * @example startOtpCountdown('6281234567890', 60)
 */
export const otp = proxy<{ record: OtpRecord }>({ record: { ...INITIAL_OTP_RECORD } });

let timer: ReturnType<typeof setInterval> | undefined;

function tick(): void {
  otp.record = tickOtpCountdown(otp.record);
  if (otp.record.countdown === 0) {
    clearInterval(timer);
    timer = undefined;
  }
}

/** Starts (or restarts) the countdown for a code sent to `phone`. */
export function startOtpCountdown(phone: string, countdown?: number, message = ''): void {
  otp.record = createOtpRecord({ phone, countdown, message });
  clearInterval(timer);
  timer = otp.record.countdown > 0 ? setInterval(tick, otp.record.interval) : undefined;
}

/** Resumes a persisted countdown after a reload, so a refresh cannot skip the wait. */
export function resumeOtpCountdown(): void {
  if (otp.record.countdown > 0 && timer === undefined)
    timer = setInterval(tick, otp.record.interval);
}

/** Part of §4 logout. */
export function resetOtp(): void {
  clearInterval(timer);
  timer = undefined;
  otp.record = { ...INITIAL_OTP_RECORD };
}
