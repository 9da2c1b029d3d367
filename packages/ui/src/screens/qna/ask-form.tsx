import { paths } from '@saham/domain/routes';
import CircleCheckIcon from 'lucide-react/icons/circle-check';
import LoaderCircleIcon from 'lucide-react/icons/loader-circle';
import SendIcon from 'lucide-react/icons/send';
import type * as React from 'react';
import { Alert, AlertDescription, AlertTitle } from '../../components/alert.tsx';
import type { LinkComponentType } from '../../components/app-shell.tsx';
import { Button, buttonVariants } from '../../components/button.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import {
  FormControl,
  FormDescription,
  FormField,
  FormLabel,
  FormMessage,
} from '../../components/form-field.tsx';
import { inputVariants } from '../../components/input.tsx';
import { cn } from '../../lib/cn.ts';

/**
 * The parts the three "ask" screens share (spec §2 tanya saham, tanya portofolio, tanya custom):
 * the page frame with its submit button, the question text area and the sent confirmation, so the
 * three forms look and behave alike.
 */

/** Where an ask form is: being filled, being sent, refused by the server, or sent. */
export type AskFormStatus = 'idle' | 'submitting' | 'error' | 'success';

/** Props of {@link AskFormLayout}. */
export interface AskFormLayoutProps {
  /** The h1: what the member is doing, in a sentence. */
  title: string;
  /** One line under the title. */
  description: string;
  status: AskFormStatus;
  /** The server's reason when `status` is `error`. */
  errorMessage?: string;
  /** Called when the member submits; the screen has checked its own required fields first. */
  onSubmit: () => void;
  submitLabel?: string;
  LinkComponent: LinkComponentType;
  children: React.ReactNode;
}

/**
 * The frame of an ask screen: heading, the fields (children), the server's refusal and the send
 * button; once sent, a confirmation with the way to the question history instead.
 * @example <AskFormLayout title="…" description="…" status={status} onSubmit={send} LinkComponent={AppLink}>…</AskFormLayout>
 */
export function AskFormLayout({
  title,
  description,
  status,
  errorMessage,
  onSubmit,
  submitLabel = 'Kirim pertanyaan',
  LinkComponent,
  children,
}: AskFormLayoutProps) {
  const submitting = status === 'submitting';
  return (
    <div
      data-slot="ask-form"
      className="m:gap-6 m:px-6 m:py-8 mx-auto flex w-full max-w-2xl flex-col gap-5 px-4 py-5"
    >
      <header className="flex flex-col gap-1">
        <h1 className="text-foreground m:text-3xl text-2xl font-bold">{title}</h1>
        <p className="text-muted-foreground m:text-base text-sm">{description}</p>
      </header>
      {status === 'success' ? (
        <EmptyState
          icon={<CircleCheckIcon />}
          title="Pertanyaan terkirim"
          description="Analis akan menjawab secepatnya. Kami kirim notifikasi begitu jawabannya ada."
          className="border-border bg-card rounded-2xl border"
        >
          <LinkComponent href={paths.questionHistory()} className={buttonVariants()}>
            Lihat riwayat pertanyaan
          </LinkComponent>
          <LinkComponent href={paths.qna()} className={buttonVariants({ variant: 'outline' })}>
            Kembali ke Tanya Saham
          </LinkComponent>
        </EmptyState>
      ) : (
        <form
          noValidate
          aria-busy={submitting || undefined}
          className="flex flex-col gap-5"
          onSubmit={(event) => {
            event.preventDefault();
            if (!submitting) onSubmit();
          }}
        >
          {children}
          {status === 'error' ? (
            <Alert variant="danger">
              <AlertTitle>Pertanyaan belum terkirim</AlertTitle>
              <AlertDescription>
                {errorMessage || 'Terjadi kesalahan. Periksa koneksi Anda, lalu coba lagi.'}
              </AlertDescription>
            </Alert>
          ) : null}
          <Button
            type="submit"
            size="lg"
            className="s:w-auto s:self-end w-full"
            disabled={submitting}
            aria-busy={submitting || undefined}
          >
            {submitting ? (
              <LoaderCircleIcon aria-hidden className="motion-safe:animate-spin" />
            ) : (
              <SendIcon aria-hidden />
            )}
            {submitting ? 'Mengirim…' : submitLabel}
          </Button>
        </form>
      )}
    </div>
  );
}

/**
 * The look of a multi-line text field: the Input's look, growing with its rows.
 * @example <textarea className={textAreaClassName} rows={5} />
 */
export const textAreaClassName = cn(
  inputVariants({ size: 'md' }),
  'h-auto min-h-28 resize-y py-2.5 leading-relaxed',
);

/** Props of {@link QuestionField}. */
export interface QuestionFieldProps {
  /** The member's text, owned by the app so a draft survives (controlled). */
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
  label?: string;
  description?: string;
  placeholder?: string;
  rows?: number;
  disabled?: boolean;
}

/**
 * The question itself: a labelled, described text area whose every keystroke reaches the app.
 * @example <QuestionField value={values.question} onValueChange={(question) => onChange({ ...values, question })} />
 */
export function QuestionField({
  value,
  onValueChange,
  error,
  label = 'Pertanyaan',
  description,
  placeholder,
  rows = 6,
  disabled,
}: QuestionFieldProps) {
  return (
    <FormField error={error}>
      <FormLabel>{label}</FormLabel>
      <FormControl>
        <textarea
          name="question"
          rows={rows}
          value={value}
          placeholder={placeholder}
          disabled={disabled}
          className={textAreaClassName}
          onChange={(event) => onValueChange(event.target.value)}
        />
      </FormControl>
      {description ? <FormDescription>{description}</FormDescription> : null}
      <FormMessage />
    </FormField>
  );
}

/** Our words for a question left empty (spec §5 shows no text for it). */
export const QUESTION_REQUIRED_MESSAGE = 'Tulis pertanyaan Anda terlebih dahulu.';
