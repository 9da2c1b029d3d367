import type { Ticket } from '@saham/domain/api/tanya-saham';
import type { DateInput } from '@saham/domain/dates';
import { isAwaitingAnalyst, orderedChat } from '@saham/domain/tanya-saham-chat';
import CircleStopIcon from 'lucide-react/icons/circle-stop';
import LoaderCircleIcon from 'lucide-react/icons/loader-circle';
import SendIcon from 'lucide-react/icons/send';
import StarIcon from 'lucide-react/icons/star';
import Trash2Icon from 'lucide-react/icons/trash-2';
import type * as React from 'react';
import { useId, useState } from 'react';
import { Alert, AlertDescription, AlertTitle } from '../../components/alert.tsx';
import { Button } from '../../components/button.tsx';
import { ChatMessage, type ChatMessageData } from '../../components/chat-message.tsx';
import { DateText } from '../../components/date-text.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../components/dialog.tsx';
import { ErrorState } from '../../components/error-state.tsx';
import { ImagePreviewDialog, type PreviewImage } from '../../components/image-preview-dialog.tsx';
import { ImageUpload } from '../../components/image-upload.tsx';
import { RatingInput, type RatingValue } from '../../components/rating-input.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { cn } from '../../lib/cn.ts';
import { useControllableState } from '../../lib/use-controllable-state.ts';
import { textAreaClassName } from '../qna/ask-form.tsx';
import {
  TicketStatusBadge,
  TicketTypeBadge,
  ticketHeading,
} from '../question-history/ticket-badges.tsx';

/** What the chat shows of its ticket (domain api/tanya-saham Ticket). */
export type AnswerTicket = Pick<Ticket, 'id' | 'type' | 'stock' | 'status' | 'created_at'>;

/** One message of the chat with its id (spec §3 chat messages). */
export type AnswerMessage = ChatMessageData & { id: number | string };

/** The reply being written, owned by the app so a draft survives (controlled). */
export interface ReplyDraft {
  text: string;
  image: File | null;
}

/** The rating being given: 1 to 5 stars and an optional comment (controlled, like the reply). */
export interface RatingDraft {
  value: RatingValue | null;
  comment: string;
}

/** A rating already given. */
export interface SubmittedRating {
  rating: number;
  comment: string | null;
}

/** Which confirmation is open on first render (stories, restored state). */
export type QuestionAnswerDialog = 'end-chat' | 'delete-chat';

/** Props of {@link QuestionAnswerScreen}: data and callbacks, never a fetch or a store. */
export interface QuestionAnswerScreenProps {
  status: 'loading' | 'error' | 'success';
  /** The ticket; needed when `status` is `success`. */
  ticket?: AnswerTicket;
  /**
   * The chat so far, in any order: it is shown in the chat's one order, oldest at the top and
   * newest at the bottom, each message once (domain tanya-saham-chat).
   */
  messages: readonly AnswerMessage[];
  /** The clock for message times (spec §9 list dates). */
  now: DateInput;
  analystName?: string;
  analystAvatarSrc?: string | null;
  /**
   * More of the chat is on the server (spec §3 pagination). chat-detail pages it oldest first from
   * the question on (§4: page 1 clears the list), so the next page holds later messages, which
   * come in below what is shown.
   */
  hasLater?: boolean;
  loadingLater?: boolean;
  onLoadLater?: () => void;
  onRetry: () => void;

  /** The reply box's text and image (controlled, so a draft survives leaving the screen). */
  reply: ReplyDraft;
  onReplyChange: (reply: ReplyDraft) => void;
  /** Sends the reply (POST /reply, multipart); called with the trimmed text and the image. */
  onSend: (reply: ReplyDraft) => void;
  /** The reply is on its way. */
  sending?: boolean;
  /** Why the last reply was refused. */
  sendError?: string;

  /** The rating form's stars and comment (controlled). */
  rating: RatingDraft;
  onRatingChange: (rating: RatingDraft) => void;
  /** Sends the rating (POST /rating). */
  onRate: (rating: { rating: RatingValue; comment: string }) => void;
  ratingStatus?: 'idle' | 'submitting' | 'error';
  /** The rating already given (GET /rating/{id}); the form gives way to it. */
  submittedRating?: SubmittedRating | null;

  /** Ends the chat (DELETE /end-chat/{id}), after the member confirms. */
  onEndChat: () => void;
  /** Deletes the ended chat from the history (DELETE /delete-chat), after the member confirms. */
  onDeleteChat: () => void;
  /** A confirmation open on first render. */
  defaultOpenDialog?: QuestionAnswerDialog;

  /** Spec §3 previewImage, when the app keeps it; the screen keeps its own otherwise. */
  previewImage?: PreviewImage;
  onPreviewImageChange?: (previewImage: PreviewImage) => void;
}

/** Our words for an empty reply (spec §5 shows none). */
export const REPLY_REQUIRED_MESSAGE = 'Tulis balasan atau lampirkan gambar terlebih dahulu.';

/** Our words for a rating sent without stars. */
export const RATING_REQUIRED_MESSAGE = 'Pilih 1 sampai 5 bintang terlebih dahulu.';

const closedPreview: PreviewImage = { isOpen: false, src: '' };

function ConfirmDialog({
  defaultOpen,
  trigger,
  title,
  description,
  confirmLabel,
  onConfirm,
}: {
  defaultOpen: boolean;
  trigger: React.ReactNode;
  title: string;
  description: string;
  confirmLabel: string;
  onConfirm: () => void;
}) {
  return (
    <Dialog defaultOpen={defaultOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent variant="sheet" size="sm" showCloseButton={false}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Batal</Button>
          </DialogClose>
          <DialogClose asChild>
            <Button variant="destructive" onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function GivenStars({ value }: { value: number }) {
  return (
    <span
      className="inline-flex items-center gap-0.5"
      role="img"
      aria-label={`${value} dari 5 bintang`}
    >
      {[1, 2, 3, 4, 5].map((star) => (
        <StarIcon
          key={star}
          aria-hidden
          className={cn('size-5', star <= value ? 'text-vip fill-current' : 'text-border')}
        />
      ))}
    </span>
  );
}

function RatingCard({
  rating,
  onRatingChange,
  onRate,
  ratingStatus,
  submittedRating,
}: Pick<
  QuestionAnswerScreenProps,
  'rating' | 'onRatingChange' | 'onRate' | 'ratingStatus' | 'submittedRating'
>) {
  const [attempted, setAttempted] = useState(false);
  const headingId = useId();
  const commentId = useId();
  const submitting = ratingStatus === 'submitting';
  const missingStars = attempted && rating.value === null;
  if (submittedRating) {
    return (
      <section
        aria-labelledby={headingId}
        className="border-border bg-card shadow-card flex flex-col gap-1 rounded-2xl border p-4"
      >
        <h2 id={headingId} className="text-foreground text-base font-bold">
          Terima kasih atas penilaian Anda
        </h2>
        <GivenStars value={submittedRating.rating} />
        {submittedRating.comment ? (
          <p className="text-muted-foreground text-sm">“{submittedRating.comment}”</p>
        ) : null}
      </section>
    );
  }
  return (
    <section
      aria-labelledby={headingId}
      className="border-border bg-card shadow-card flex flex-col gap-3 rounded-2xl border p-4"
    >
      <div className="flex flex-col gap-0.5">
        <h2 id={headingId} className="text-foreground text-base font-bold">
          Bagaimana jawaban analis?
        </h2>
        <p className="text-muted-foreground text-sm">
          Penilaian Anda membantu analis menjawab lebih baik.
        </p>
      </div>
      <form
        noValidate
        className="flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          setAttempted(true);
          if (rating.value !== null && !submitting) {
            onRate({ rating: rating.value, comment: rating.comment.trim() });
          }
        }}
      >
        <RatingInput
          label="Beri nilai jawaban analis"
          hideLabel
          size="lg"
          value={rating.value}
          disabled={submitting}
          onRate={(value) => onRatingChange({ ...rating, value })}
        />
        {missingStars ? (
          <p role="alert" className="text-danger text-sm font-medium">
            {RATING_REQUIRED_MESSAGE}
          </p>
        ) : null}
        <div className="flex flex-col gap-2">
          <label htmlFor={commentId} className="text-foreground text-sm font-semibold">
            Komentar <span className="text-muted-foreground font-normal">(opsional)</span>
          </label>
          <textarea
            id={commentId}
            name="comment"
            rows={3}
            value={rating.comment}
            disabled={submitting}
            placeholder="Apa yang membantu, atau yang bisa lebih baik?"
            className={cn(textAreaClassName, 'min-h-20')}
            onChange={(event) => onRatingChange({ ...rating, comment: event.target.value })}
          />
        </div>
        {ratingStatus === 'error' ? (
          <Alert variant="danger">
            <AlertTitle>Penilaian belum terkirim</AlertTitle>
            <AlertDescription>Periksa koneksi Anda, lalu coba lagi.</AlertDescription>
          </Alert>
        ) : null}
        <Button
          type="submit"
          variant="secondary"
          className="self-start"
          disabled={submitting}
          aria-busy={submitting || undefined}
        >
          {submitting ? 'Mengirim…' : 'Kirim penilaian'}
        </Button>
      </form>
    </section>
  );
}

function ReplyBox({
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

/**
 * The chat of one question (spec §2 question answer): the member's and the analyst's messages with
 * their images, a reply box whose text and image are controlled (drafts survive), the rating of the
 * answer (1 to 5 stars and a comment) once the analyst has answered, and ending or deleting the chat,
 * each behind a confirmation.
 * @example <QuestionAnswerScreen status="success" ticket={ticket} messages={chat} now={now} reply={draft} onReplyChange={saveDraft} onSend={send} rating={ratingDraft} onRatingChange={saveRating} onRate={rate} onEndChat={end} onDeleteChat={remove} onRetry={reload} />
 */
export function QuestionAnswerScreen({
  status,
  ticket,
  messages,
  now,
  analystName = 'Analis',
  analystAvatarSrc,
  hasLater = false,
  loadingLater = false,
  onLoadLater,
  onRetry,
  reply,
  onReplyChange,
  onSend,
  sending,
  sendError,
  rating,
  onRatingChange,
  onRate,
  ratingStatus = 'idle',
  submittedRating = null,
  onEndChat,
  onDeleteChat,
  defaultOpenDialog,
  previewImage,
  onPreviewImageChange,
}: QuestionAnswerScreenProps) {
  const [preview, setPreview] = useControllableState({
    value: previewImage,
    defaultValue: closedPreview,
    onChange: onPreviewImageChange,
  });
  const openPreview = (src: string) => setPreview({ isOpen: true, src });
  const chat = orderedChat(messages);
  const answered = chat.some((message) => message.sender === 'analyst');

  if (status !== 'success' || !ticket) {
    return (
      <div
        data-slot="question-answer-screen"
        className="m:px-6 m:py-8 mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-5"
      >
        <h1 className="sr-only">Percakapan dengan analis</h1>
        {status === 'error' ? (
          <ErrorState
            title="Percakapan gagal dimuat"
            description="Periksa koneksi internet Anda, lalu coba lagi."
            onRetry={onRetry}
          />
        ) : (
          <div aria-busy className="flex flex-col gap-4">
            <Spinner label="Memuat percakapan" className="sr-only" />
            <Skeleton shape="text" className="h-8 w-2/3" />
            <Skeleton className="ml-auto h-20 w-3/4 rounded-2xl" />
            <Skeleton className="h-28 w-4/5 rounded-2xl" />
            <Skeleton className="ml-auto h-14 w-1/2 rounded-2xl" />
          </div>
        )}
      </div>
    );
  }

  const ended = ticket.status === 'ended';
  const awaitingAnalyst = isAwaitingAnalyst(ticket.status, chat);
  return (
    <div
      data-slot="question-answer-screen"
      className="m:gap-5 m:px-6 m:py-8 mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 pt-5"
    >
      <header className="flex flex-col gap-3">
        <div className="flex flex-col gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <TicketTypeBadge type={ticket.type} stock={ticket.stock} />
            <TicketStatusBadge status={ticket.status} />
          </div>
          <h1 className="text-foreground m:text-2xl text-xl font-bold">
            {ticketHeading(ticket.type, ticket.stock)}
          </h1>
          <p className="text-muted-foreground text-sm">
            Ditanyakan <DateText value={ticket.created_at} />
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {ended ? null : (
            <ConfirmDialog
              defaultOpen={defaultOpenDialog === 'end-chat'}
              trigger={
                <Button variant="outline" size="sm">
                  <CircleStopIcon aria-hidden />
                  Akhiri chat
                </Button>
              }
              title="Akhiri chat ini?"
              description="Setelah diakhiri, Anda tidak bisa membalas lagi. Percakapan tetap tersimpan di riwayat."
              confirmLabel="Ya, akhiri chat"
              onConfirm={onEndChat}
            />
          )}
          {ended ? (
            <ConfirmDialog
              defaultOpen={defaultOpenDialog === 'delete-chat'}
              trigger={
                <Button variant="outline" size="sm" className="text-danger">
                  <Trash2Icon aria-hidden />
                  Hapus chat
                </Button>
              }
              title="Hapus chat ini?"
              description="Percakapan akan dihapus dari riwayat Anda dan tidak bisa dikembalikan."
              confirmLabel="Ya, hapus chat"
              onConfirm={onDeleteChat}
            />
          ) : null}
        </div>
      </header>

      <div role="log" aria-label="Percakapan" className="flex flex-col gap-4">
        <ol className="flex flex-col gap-4">
          {chat.map((message) => (
            <li key={message.id}>
              <ChatMessage
                message={message}
                now={now}
                analystName={analystName}
                analystAvatarSrc={analystAvatarSrc}
                onImageClick={openPreview}
              />
            </li>
          ))}
        </ol>
        {hasLater ? (
          <Button
            variant="ghost"
            size="sm"
            className="self-center"
            disabled={loadingLater}
            aria-busy={loadingLater || undefined}
            onClick={onLoadLater}
          >
            {loadingLater ? 'Memuat…' : 'Muat pesan berikutnya'}
          </Button>
        ) : null}
        {awaitingAnalyst ? (
          <p className="bg-muted text-muted-foreground self-center rounded-full px-3 py-1 text-xs">
            Menunggu jawaban analis…
          </p>
        ) : null}
      </div>

      {answered ? (
        <RatingCard
          rating={rating}
          onRatingChange={onRatingChange}
          onRate={onRate}
          ratingStatus={ratingStatus}
          submittedRating={submittedRating}
        />
      ) : null}

      {ended ? (
        <p className="bg-muted text-muted-foreground mb-5 rounded-xl px-4 py-3 text-center text-sm">
          Chat ini sudah diakhiri. Ajukan pertanyaan baru dari halaman Tanya Saham.
        </p>
      ) : (
        <ReplyBox
          reply={reply}
          onReplyChange={onReplyChange}
          onSend={onSend}
          sending={sending}
          sendError={sendError}
          onPreview={openPreview}
        />
      )}

      <ImagePreviewDialog
        {...preview}
        onOpenChange={(isOpen) => setPreview({ ...preview, isOpen })}
      />
    </div>
  );
}
