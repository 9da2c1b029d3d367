import {
  DEFAULT_DIAL_CODE,
  PHONE_FORMAT_MESSAGE,
  checkPhoneFormat,
  toFullPhoneNumber,
  type DialCode,
} from '@saham/domain/phone';
import { allowsNumericKey } from '@saham/domain/validation';
import ChevronDownIcon from 'lucide-react/icons/chevron-down';
import type * as React from 'react';
import { useState } from 'react';
import { cn } from '../lib/cn.ts';
import { useControllableState } from '../lib/use-controllable-state.ts';
import { FormControl, FormDescription, FormField, FormLabel, FormMessage } from './form-field.tsx';
import { Input } from './input.tsx';

/** What {@link PhoneInput} reports with every change, so the caller never re-derives it. */
export interface PhoneValueDetails {
  /** The selected dial code. */
  dialCode: DialCode;
  /** The number the server receives: digits only, dial code first ('6281234567890'), or ''. */
  fullNumber: string;
  /** The §5 message when the typed number is not numeric, else undefined. */
  formatError: string | undefined;
}

/**
 * The §5 check on what the member typed, as the field shows it. An empty or half-typed number
 * ('', '0') is not yet wrong; anything with a letter or symbol is.
 * @example phoneFormatError('08123abc', DEFAULT_DIAL_CODE) // 'Format nomor belum sesuai'
 * @example phoneFormatError('0', DEFAULT_DIAL_CODE) // undefined
 */
export function phoneFormatError(localNumber: string, dialCode: DialCode): string | undefined {
  const fullNumber = toFullPhoneNumber(localNumber, dialCode);
  if (fullNumber === '') return undefined;
  const check = checkPhoneFormat(fullNumber);
  return check.ok ? undefined : check.message;
}

/** Props of {@link PhoneInput}: those of an input (less its value wiring) plus the field's parts. */
export type PhoneInputProps = Omit<
  React.ComponentProps<'input'>,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'size' | 'children'
> & {
  /** The field's visible label. */
  label?: React.ReactNode;
  /** A hint under the field. */
  description?: React.ReactNode;
  /** An error from outside (the server, a submit check). The §5 format message wins over it. */
  error?: string;
  /** The countries offered (spec §7: GET /api/country returns dialCodes); Indonesia when empty. */
  dialCodes?: readonly DialCode[];
  /** The selected dial code, when the caller owns it. */
  dialCode?: DialCode;
  /** The first dial code when uncontrolled; spec §3, §9: Indonesia, +62. */
  defaultDialCode?: DialCode;
  /** Called when the member picks another country. */
  onDialCodeChange?: (dialCode: DialCode) => void;
  /** The local number as typed ('0812 3456 7890'), when the caller owns it. */
  value?: string;
  /** The first local number when uncontrolled. */
  defaultValue?: string;
  /** Called on every change of the number or the country, with the number ready to send. */
  onValueChange?: (value: string, details: PhoneValueDetails) => void;
  /** The country picker's accessible name. */
  dialCodeLabel?: string;
};

/**
 * A WhatsApp/phone number field with a country dial-code picker (+62 Indonesia by default).
 * Keys other than digits are held back by the §5 numeric key filter, and the field then says
 * 'Format nomor belum sesuai' so the member knows why nothing appeared; pasted text is checked
 * with the same §5 rule. The caller gets the full number (dial code + number) with each change.
 * @example
 * <PhoneInput label="Nomor WhatsApp" dialCodes={dialCodes} onValueChange={(value, { fullNumber }) => save(fullNumber)} />
 */
export function PhoneInput({
  className,
  label = 'Nomor WhatsApp',
  description,
  error,
  dialCodes = [],
  dialCode,
  defaultDialCode = DEFAULT_DIAL_CODE,
  onDialCodeChange,
  value,
  defaultValue = '',
  onValueChange,
  dialCodeLabel = 'Kode negara',
  disabled,
  onKeyDown,
  id,
  ...props
}: PhoneInputProps) {
  const [selected, setSelected] = useControllableState({
    value: dialCode,
    defaultValue: defaultDialCode,
    onChange: onDialCodeChange,
  });
  const [number, setNumber] = useControllableState({ value, defaultValue });
  // A key the filter held back leaves the value unchanged, so it needs its own flag to show why.
  const [keyRejected, setKeyRejected] = useState(false);

  // The selected country is always offered, even when the list has not loaded yet.
  const options = dialCodes.some((option) => option.code === selected.code)
    ? dialCodes
    : [selected, ...dialCodes];

  const formatError = keyRejected ? PHONE_FORMAT_MESSAGE : phoneFormatError(number, selected);

  function report(nextNumber: string, nextDialCode: DialCode) {
    onValueChange?.(nextNumber, {
      dialCode: nextDialCode,
      fullNumber: toFullPhoneNumber(nextNumber, nextDialCode),
      formatError: phoneFormatError(nextNumber, nextDialCode),
    });
  }

  return (
    <FormField
      data-slot="phone-input"
      error={formatError ?? error}
      disabled={disabled}
      controlId={id}
      className={className}
    >
      <FormLabel>{label}</FormLabel>
      <div className="flex">
        <div
          className={cn(
            'border-input bg-muted text-foreground relative flex shrink-0 items-center gap-1.5 rounded-l-lg border border-r-0 px-3 text-base font-semibold',
            'has-[select:focus-visible]:border-ring has-[select:focus-visible]:ring-ring/25 has-[select:focus-visible]:z-10 has-[select:focus-visible]:ring-3',
            'group-data-[invalid=true]/form-field:border-danger',
            // Dimmed by colour, not opacity: the picker's text must stay readable (WCAG AA).
            disabled && 'text-muted-foreground',
          )}
        >
          {/* The ISO code, not the flag emoji: many desktops (and our CI) lack an emoji font and
              would draw empty boxes. The native list below still shows the flags. */}
          <span aria-hidden className="text-muted-foreground text-xs font-bold">
            {selected.code}
          </span>
          <span aria-hidden>{selected.dial_code}</span>
          <ChevronDownIcon aria-hidden className="text-muted-foreground size-4" />
          {/* The native select is the picker (phone-friendly, keyboard and screen-reader ready); it
              lies invisibly over the compact label above, which is what sighted members read. */}
          <select
            aria-label={dialCodeLabel}
            value={selected.code}
            disabled={disabled}
            className="absolute inset-0 cursor-pointer appearance-none opacity-0 disabled:cursor-not-allowed"
            onChange={(event) => {
              const next = options.find((option) => option.code === event.target.value);
              if (!next) return;
              setSelected(next);
              report(number, next);
            }}
          >
            {options.map((option) => (
              <option key={option.code} value={option.code}>
                {`${option.flag} ${option.name} (${option.dial_code})`}
              </option>
            ))}
          </select>
        </div>
        <FormControl>
          <Input
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            placeholder="812 3456 7890"
            disabled={disabled}
            className="rounded-l-none"
            value={number}
            onKeyDown={(event) => {
              onKeyDown?.(event);
              // spec §5 numeric key filter: only digits (and a period) may be typed.
              if (!event.defaultPrevented && !allowsNumericKey(event)) {
                event.preventDefault();
                setKeyRejected(true);
              }
            }}
            onChange={(event) => {
              setKeyRejected(false);
              setNumber(event.target.value);
              report(event.target.value, selected);
            }}
            {...props}
          />
        </FormControl>
      </div>
      {description ? <FormDescription>{description}</FormDescription> : null}
      <FormMessage />
    </FormField>
  );
}
