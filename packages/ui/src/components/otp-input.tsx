import { INITIAL_OTP_RECORD, canResendOtp } from '@saham/domain/otp';
import { VERIFICATION_CODE_LENGTH } from '@saham/domain/validation';
import RotateCwIcon from 'lucide-react/icons/rotate-cw';
import type * as React from 'react';
import { useState } from 'react';
import { cn } from '../lib/cn.ts';
import { useControllableState } from '../lib/use-controllable-state.ts';
import { Button } from './button.tsx';

/** Props of {@link OtpInput}: an input's props less its value wiring, which the code owns. */
export type OtpInputProps = Omit<
  React.ComponentProps<'input'>,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'maxLength' | 'size' | 'children'
> & {
  /** The code typed so far, when the caller owns it. */
  value?: string;
  /** The first code when uncontrolled. */
  defaultValue?: string;
  /** Called with the digits after every change (typing, deleting, pasting). */
  onValueChange?: (code: string) => void;
  /** Called once all digits are in, e.g. to submit without a second tap. */
  onComplete?: (code: string) => void;
  /** How many digits; the product's codes have VERIFICATION_CODE_LENGTH (6). */
  length?: number;
};

/**
 * Digits only and at most `length` of them: what remains of a typed, pasted or autofilled code
 * ('123 456', '123-456' and 'Kode: 123456' all give '123456').
 * @example onlyCodeDigits('Kode Anda: 123 456', 6) // '123456'
 */
export function onlyCodeDigits(text: string, length: number = VERIFICATION_CODE_LENGTH): string {
  return text.replace(/[^0-9]/g, '').slice(0, length);
}

/**
 * The one-time code field: one real input (so the phone's keyboard, `autocomplete="one-time-code"`
 * autofill from the WhatsApp/SMS message, paste and screen readers all just work) drawn as a row of
 * digit boxes. Label it with FormField or `aria-label`.
 * @example <OtpInput aria-label="Kode verifikasi" onComplete={(code) => verify(code)} />
 */
export function OtpInput({
  className,
  value,
  defaultValue = '',
  onValueChange,
  onComplete,
  length = VERIFICATION_CODE_LENGTH,
  disabled,
  onFocus,
  onBlur,
  ...props
}: OtpInputProps) {
  const [code, setCode] = useControllableState({
    value,
    defaultValue,
    onChange: onValueChange,
  });
  const [focused, setFocused] = useState(false);
  const digits = onlyCodeDigits(code, length);
  // The box the next digit goes into; the last box once the code is full.
  const activeIndex = Math.min(digits.length, length - 1);

  return (
    <div
      data-slot="otp-input"
      className={cn('s:gap-3 relative flex w-fit max-w-full gap-2', className)}
    >
      {Array.from({ length }, (_, index) => {
        const digit = digits[index];
        const active = focused && index === activeIndex;
        return (
          <div
            key={index}
            aria-hidden
            data-active={active || undefined}
            className={cn(
              'border-input bg-card text-card-foreground s:h-14 s:w-12 flex h-13 w-11 items-center justify-center rounded-lg border text-2xl font-bold tabular-nums',
              'duration-fast ease-standard transition-[border-color,box-shadow]',
              'data-[active]:border-ring data-[active]:ring-ring/25 data-[active]:ring-3',
              'group-data-[invalid=true]/form-field:border-danger',
              disabled && 'bg-muted text-muted-foreground',
            )}
          >
            {digit ??
              (active ? (
                // A blinking caret where the next digit will go (still under reduced motion).
                <span className="bg-foreground h-6 w-0.5 motion-safe:animate-pulse" />
              ) : null)}
          </div>
        );
      })}
      <input
        data-slot="otp-input-field"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        spellCheck={false}
        disabled={disabled}
        value={digits}
        // The boxes draw the digits; the input stays on top, invisible, to receive every gesture.
        className="absolute inset-0 size-full cursor-text bg-transparent text-base text-transparent caret-transparent outline-none selection:bg-transparent disabled:cursor-not-allowed"
        onFocus={(event) => {
          setFocused(true);
          // Keep the caret at the end: a code is typed and deleted from its end, box by box.
          const end = event.target.value.length;
          event.target.setSelectionRange(end, end);
          onFocus?.(event);
        }}
        onBlur={(event) => {
          setFocused(false);
          onBlur?.(event);
        }}
        onChange={(event) => {
          const next = onlyCodeDigits(event.target.value, length);
          setCode(next);
          if (next.length === length && digits.length !== length) onComplete?.(next);
        }}
        {...props}
      />
    </div>
  );
}

/**
 * Seconds as m:ss for the resend countdown (60 -> '1:00', 9 -> '0:09').
 * @example formatCountdown(45) // '0:45'
 */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.ceil(Number.isFinite(seconds) ? seconds : 0));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** Props of {@link OtpResendButton}. */
export type OtpResendButtonProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** Seconds left before a new code may be requested; the app ticks it (spec §4, domain otp.ts). */
  countdown: number;
  /** Asks for a new code; only callable once the countdown has reached 0. */
  onResend: () => void;
  /** While the new code is being requested. */
  resending?: boolean;
  /** The button's words. */
  label?: string;
  /** The line before the button. */
  prompt?: React.ReactNode;
};

/**
 * 'Kirim ulang kode' with its countdown: disabled, with the time left visible, until the countdown
 * reaches 0 (spec §4 resend countdown, §9 60 seconds). Screen readers hear once when it is ready.
 * @example <OtpResendButton countdown={otp.countdown} onResend={resend} />
 */
export function OtpResendButton({
  className,
  countdown,
  onResend,
  resending = false,
  label = 'Kirim ulang kode',
  prompt = 'Belum menerima kode?',
  ...props
}: OtpResendButtonProps) {
  // The rule lives in the domain; the component only passes the countdown it was given.
  const ready = canResendOtp({ ...INITIAL_OTP_RECORD, countdown });
  return (
    <div
      data-slot="otp-resend"
      data-ready={ready || undefined}
      className={cn('text-muted-foreground flex flex-wrap items-center gap-x-1 text-sm', className)}
      {...props}
    >
      <span>{prompt}</span>
      {/* The button and its countdown wrap together, never apart. */}
      <span className="inline-flex items-center gap-1 whitespace-nowrap">
        <Button
          variant="link"
          size="sm"
          disabled={!ready || resending}
          aria-busy={resending || undefined}
          onClick={onResend}
          className="h-8 px-1"
        >
          {resending ? <RotateCwIcon aria-hidden className="motion-safe:animate-spin" /> : null}
          {label}
        </Button>
        {ready ? null : (
          // Not a live region, so it is not read out every second; the line below says when it is ready.
          <span className="text-foreground font-semibold tabular-nums">
            dalam {formatCountdown(countdown)}
          </span>
        )}
      </span>
      <span className="sr-only" aria-live="polite">
        {ready ? 'Anda bisa mengirim ulang kode sekarang.' : ''}
      </span>
    </div>
  );
}
