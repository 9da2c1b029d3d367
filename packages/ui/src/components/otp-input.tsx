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
  /** Called when all digits are in and they differ from before, e.g. to submit without a second tap. */
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
 * The code after an edit of the field's text. Digits added beyond a full code start a new one: what
 * was just typed, pasted or autofilled replaces the old digits instead of being cut off after them.
 * `caret` is where the edit ended (the input's selectionStart after it).
 * @example editedCode('111111482 913', '111111', 13) // '482913'
 * @example editedCode('1111114', '111111', 7) // '4'
 */
export function editedCode(
  text: string,
  previous: string,
  caret: number | null,
  length: number = VERIFICATION_CODE_LENGTH,
): string {
  const kept = onlyCodeDigits(text, length);
  const added = text.length - previous.length;
  if (text.replace(/[^0-9]/g, '').length <= length || caret === null || added <= 0) return kept;
  const inserted = onlyCodeDigits(text.slice(Math.max(0, caret - added), caret), length);
  return inserted === '' ? kept : inserted;
}

/**
 * The one-time code field: one real input (so the phone's keyboard, `autocomplete="one-time-code"`
 * autofill from the WhatsApp/SMS message, paste and screen readers all just work) drawn as a row of
 * digit boxes. Typing or pasting into a full field starts a new code; backspace deletes the last
 * digit. Label it with FormField or `aria-label`.
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
  readOnly,
  onFocus,
  onBlur,
  onSelect,
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
  // Read-only (e.g. while the code is checked) looks disabled but keeps the focus where it is.
  const locked = disabled || readOnly;

  return (
    <div
      data-slot="otp-input"
      className={cn('s:gap-3 relative flex w-fit max-w-full gap-2', className)}
    >
      {Array.from({ length }, (_, index) => {
        const digit = digits[index];
        const active = focused && !locked && index === activeIndex;
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
              locked && 'bg-muted text-muted-foreground',
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
        readOnly={readOnly}
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
        onSelect={(event) => {
          // A tap lands the caret under the finger, often before the last digit; the boxes show
          // none there, so it goes back to the end. A selection (select all) is left alone.
          const input = event.currentTarget;
          const end = input.value.length;
          if (input.selectionStart === input.selectionEnd && input.selectionStart !== end)
            input.setSelectionRange(end, end);
          onSelect?.(event);
        }}
        onChange={(event) => {
          const next = editedCode(event.target.value, digits, event.target.selectionStart, length);
          setCode(next);
          if (next.length === length && next !== digits) onComplete?.(next);
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
 * reaches 0 (spec §4 resend countdown, §9 60 seconds). Screen readers hear once how long a new wait
 * is and once when it is over.
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
  // A wait that (re)starts, e.g. after a resend or a request refused with remaining_second (spec §8),
  // is said once with its length; the ticking itself is not read out.
  const [previous, setPrevious] = useState(countdown);
  const [waitFrom, setWaitFrom] = useState<number | null>(null);
  if (!Object.is(countdown, previous)) {
    setPrevious(countdown);
    if (countdown > previous) setWaitFrom(countdown);
  }
  const announcement = ready
    ? 'Anda bisa mengirim ulang kode sekarang.'
    : waitFrom === null
      ? ''
      : `${label} dalam ${formatCountdown(waitFrom)}.`;
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
          // Not a live region, so it is not read out every second; the status below says it once.
          <span className="text-foreground font-semibold tabular-nums">
            dalam {formatCountdown(countdown)}
          </span>
        )}
      </span>
      <span role="status" className="sr-only">
        {announcement}
      </span>
    </div>
  );
}
