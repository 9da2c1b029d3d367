import LoaderCircleIcon from 'lucide-react/icons/loader-circle';
import SendIcon from 'lucide-react/icons/send';
import { useId, useState } from 'react';
import { Alert, AlertDescription, AlertTitle } from '../../components/alert.tsx';
import { Button } from '../../components/button.tsx';
import { ImageUpload } from '../../components/image-upload.tsx';
import { cn } from '../../lib/cn.ts';
import { textAreaClassName } from '../qna/ask-form.tsx';
import type { QuestionAnswerScreenProps } from './question-answer-screen.tsx';

/** Our words for an empty reply (spec §5 shows none). */
export const REPLY_REQUIRED_MESSAGE = 'Tulis balasan atau lampirkan gambar terlebih dahulu.';

/** The reply box: its text and image are the app's (drafts survive); an empty reply is refused. */
export function ReplyBox({
  reply,
  onReplyChange,
  onSend,
  sending = false,
  sendError,
  onPreview,
}: Pick<
  QuestionAnswerScreenProps,
  'reply' | 'onReplyChange' | 'onSend' | 'sending' | 'sendError'
> & {
  onPreview: (src: string) => void;
}) {
  const [attempted, setAttempted] = useState(false);
  const textId = useId();
  const errorId = useId();
  const empty = !reply.text.trim() && !reply.image;
  const showEmptyError = attempted && empty;
  return (
    <form
      noValidate
      aria-label="Balas chat"
      className="border-border bg-surface m:static m:mx-0 m:rounded-2xl m:border m:pb-3 m:shadow-card sticky bottom-0 z-10 -mx-4 flex flex-col gap-2 border-t px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]"
      onSubmit={(event) => {
        event.preventDefault();
        setAttempted(true);
        if (empty || sending) return;
        setAttempted(false);
        onSend({ text: reply.text.trim(), image: reply.image });
      }}
    >
      <label htmlFor={textId} className="sr-only">
        Balasan Anda
      </label>
      <div className="flex items-end gap-2">
        <textarea
          id={textId}
          name="reply"
          rows={2}
          value={reply.text}
          placeholder="Tulis balasan…"
          disabled={sending}
          aria-invalid={showEmptyError || undefined}
          aria-describedby={showEmptyError ? errorId : undefined}
          className={cn(textAreaClassName, 'min-h-12 flex-1 resize-none')}
          onChange={(event) => onReplyChange({ ...reply, text: event.target.value })}
        />
        <Button
          type="submit"
          size="lg"
          className="px-4"
          disabled={sending}
          aria-busy={sending || undefined}
        >
          {sending ? (
            <LoaderCircleIcon aria-hidden className="motion-safe:animate-spin" />
          ) : (
            <SendIcon aria-hidden />
          )}
          {/* Icon only on phones, the word beside it from s up; the name is always whole. */}
          <span className="s:not-sr-only sr-only">{sending ? 'Mengirim' : 'Kirim'}</span>
          <span className="sr-only"> balasan</span>
        </Button>
      </div>
      <ImageUpload
        compact
        label="Lampirkan gambar"
        value={reply.image}
        disabled={sending}
        onValueChange={(image) => onReplyChange({ ...reply, image })}
        onPreview={onPreview}
      />
      {showEmptyError ? (
        <p id={errorId} role="alert" className="text-danger text-sm font-medium">
          {REPLY_REQUIRED_MESSAGE}
        </p>
      ) : null}
      {sendError ? (
        <Alert variant="danger">
          <AlertTitle>Balasan belum terkirim</AlertTitle>
          <AlertDescription>{sendError}</AlertDescription>
        </Alert>
      ) : null}
    </form>
  );
}
