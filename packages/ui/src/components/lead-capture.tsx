import {
  type LeadFormValues,
  type LeadSubmission,
  checkLeadForm,
  leadInterests,
} from '@saham/domain/lead';
import { formatLeadWhatsappText, whatsappChatUrl } from '@saham/domain/text';
import CircleCheckIcon from 'lucide-react/icons/circle-check';
import MessageCircleIcon from 'lucide-react/icons/message-circle';
import { useId, useState } from 'react';
import { cn } from '../lib/cn.ts';
import { Alert, AlertDescription, AlertTitle } from './alert.tsx';
import { Button, buttonVariants } from './button.tsx';
import { FormControl, FormField, FormLabel, FormMessage } from './form-field.tsx';
import { Input, inputVariants } from './input.tsx';
import { PhoneInput } from './phone-input.tsx';
import { Spinner } from './spinner.tsx';

/** The lead form's progress; `success` carries the response's whatsapp_text (spec §7). */
export type LeadStatus =
  | { status: 'idle' }
  | { status: 'submitting' }
  | { status: 'error'; message: string }
  | { status: 'success'; whatsappText: string | null };

/** Props of {@link LeadCapture}: the app owns the values (a draft), the call and its status. */
export interface LeadCaptureProps {
  values: LeadFormValues;
  onValuesChange: (values: LeadFormValues) => void;
  onSubmit: (submission: LeadSubmission) => void;
  status: LeadStatus;
  /** The sales contact's WhatsApp number (spec §3 membership phone_sales). */
  salesPhone: string | null;
}

/**
 * The lead capture form and, once sent, the WhatsApp hand-over (spec §1 lead capture, §7): the
 * dashboard's and the landing page's.
 * @example <LeadCapture values={values} onValuesChange={setValues} onSubmit={send} status={{ status: 'idle' }} salesPhone="6281100002222" />
 */
export function LeadCapture({
  values,
  onValuesChange,
  onSubmit,
  status,
  salesPhone,
}: LeadCaptureProps) {
  const id = useId();
  const [attempted, setAttempted] = useState(false);
  const check = checkLeadForm(values);
  const errors = attempted && !check.ok ? check.errors : {};
  const submitting = status.status === 'submitting';

  if (status.status === 'success') {
    const text = formatLeadWhatsappText(status.whatsappText);
    return (
      <div className="flex flex-col gap-4" role="status">
        <p className="text-foreground flex items-center gap-2 font-semibold">
          <CircleCheckIcon aria-hidden className="text-success size-5" />
          Terima kasih, data Anda sudah kami terima.
        </p>
        {text ? (
          <figure className="flex flex-col gap-2">
            <figcaption className="text-muted-foreground text-sm">
              Pesan yang akan dikirim ke tim kami:
            </figcaption>
            <blockquote className="bg-muted text-foreground rounded-lg p-3 text-sm leading-6 whitespace-pre-line">
              {text}
            </blockquote>
          </figure>
        ) : null}
        {salesPhone ? (
          <a
            href={whatsappChatUrl(salesPhone, status.whatsappText)}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonVariants({ size: 'lg', width: 'full' })}
          >
            <MessageCircleIcon aria-hidden />
            Chat via WhatsApp
            <span className="sr-only"> (membuka tab baru)</span>
          </a>
        ) : null}
      </div>
    );
  }

  return (
    <form
      noValidate
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        setAttempted(true);
        if (check.ok && !submitting) onSubmit(check.submission);
      }}
    >
      <p id={`${id}-title`} className="text-muted-foreground text-sm">
        Tinggalkan kontak Anda, tim kami akan menghubungi lewat WhatsApp.
      </p>
      <FormField error={errors.name} disabled={submitting}>
        <FormLabel>Nama</FormLabel>
        <FormControl>
          <Input
            autoComplete="name"
            value={values.name}
            disabled={submitting}
            onChange={(event) => onValuesChange({ ...values, name: event.target.value })}
          />
        </FormControl>
        <FormMessage />
      </FormField>
      <PhoneInput
        label="Nomor WhatsApp"
        value={values.phone}
        disabled={submitting}
        error={errors.phone}
        onValueChange={(phone) => onValuesChange({ ...values, phone })}
      />
      <FormField error={errors.interest} disabled={submitting}>
        <FormLabel>Minat</FormLabel>
        <FormControl>
          <select
            value={values.interest}
            disabled={submitting}
            onChange={(event) => onValuesChange({ ...values, interest: event.target.value })}
            className={cn(inputVariants(), 'cursor-pointer')}
          >
            <option value="">Pilih minat</option>
            {leadInterests.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </FormControl>
        <FormMessage />
      </FormField>
      {status.status === 'error' ? (
        <Alert variant="danger">
          <AlertTitle>Data belum terkirim</AlertTitle>
          <AlertDescription>{status.message}</AlertDescription>
        </Alert>
      ) : null}
      <Button type="submit" width="full" disabled={submitting} aria-busy={submitting}>
        {submitting ? (
          <Spinner tone="current" size="sm" label="Mengirim…" showLabel className="text-current" />
        ) : (
          'Hubungi saya'
        )}
      </Button>
    </form>
  );
}
