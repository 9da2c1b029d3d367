import type { Ticket } from '@saham/domain/api/tanya-saham';
import type { DateInput } from '@saham/domain/dates';
import { isAwaitingAnalyst, orderedChat } from '@saham/domain/tanya-saham-chat';
import CircleStopIcon from 'lucide-react/icons/circle-stop';
import Trash2Icon from 'lucide-react/icons/trash-2';
import type * as React from 'react';
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
import {
  ImagePreviewDialog,
  type PreviewImage,
  usePreviewImage,
} from '../../components/image-preview-dialog.tsx';
import type { RatingValue } from '../../components/rating-input.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { Spinner } from '../../components/spinner.tsx';
import {
  TicketStatusBadge,
  TicketTypeBadge,
  ticketHeading,
} from '../question-history/ticket-badges.tsx';
import { RATING_REQUIRED_MESSAGE, RatingCard } from './answer-rating.tsx';
import { REPLY_REQUIRED_MESSAGE, ReplyBox } from './answer-reply-box.tsx';

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

// The stories check the refusals by these words.
export { RATING_REQUIRED_MESSAGE, REPLY_REQUIRED_MESSAGE };

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
  const [preview, setPreview] = usePreviewImage(previewImage, onPreviewImageChange);
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
