import type { Ticket } from '@saham/domain/api/tanya-saham';
import type { DateInput } from '@saham/domain/dates';
import { capitalForLots, formatRupiah } from '@saham/domain/money';
import { idNumberFormat } from '@saham/domain/number-format';
import { latestChatMessage } from '@saham/domain/tanya-saham-chat';
import MessagesSquareIcon from 'lucide-react/icons/messages-square';
import { useId } from 'react';
import { Button } from '../../components/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/card.tsx';
import { ChatMessage, type ChatMessageData } from '../../components/chat-message.tsx';
import { DateText } from '../../components/date-text.tsx';
import { ErrorState } from '../../components/error-state.tsx';
import {
  ImagePreviewDialog,
  type PreviewImage,
  usePreviewImage,
} from '../../components/image-preview-dialog.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { RatingStars } from '../../components/rating-input.tsx';
import { TicketStatusBadge, TicketTypeBadge, ticketHeading } from './ticket-badges.tsx';

/** What the detail shows of a question ticket (domain api/tanya-saham Ticket). */
export type QuestionDetailTicket = Pick<
  Ticket,
  'id' | 'type' | 'question' | 'stock' | 'image_url' | 'status' | 'created_at'
>;

/** A portfolio row of a portfolio question (spec §3 portfolio detail payload). */
export interface QuestionPortfolioRow {
  stock: string;
  lot: number;
  buy_price: number;
}

/** The member's rating of the answer (1 to 5, with an optional comment). */
export interface GivenRating {
  rating: number;
  comment: string | null;
}

/** Props of {@link QuestionHistoryDetailScreen}: data and callbacks, never a fetch or a store. */
export interface QuestionHistoryDetailScreenProps {
  status: 'loading' | 'error' | 'success';
  /** The ticket; needed when `status` is `success`. */
  ticket?: QuestionDetailTicket;
  /** The rows of a portfolio question. */
  portfolioRows?: readonly QuestionPortfolioRow[];
  /** The chat so far (spec §3 chat messages), in any order; the analyst's latest answer is shown. */
  messages?: readonly (ChatMessageData & { id: number | string })[];
  /** The member's rating, once given. */
  rating?: GivenRating | null;
  /** The clock for list dates (spec §9). */
  now: DateInput;
  /** Opens the chat of this ticket (the question-answer screen). */
  onOpenChat: () => void;
  onRetry: () => void;
  /** Spec §3 previewImage, when the app keeps it; the screen keeps its own otherwise. */
  previewImage?: PreviewImage;
  onPreviewImageChange?: (previewImage: PreviewImage) => void;
}

function PortfolioTable({ rows }: { rows: readonly QuestionPortfolioRow[] }) {
  const total = rows.reduce((sum, row) => sum + (capitalForLots(row.lot, row.buy_price) ?? 0), 0);
  return (
    <div className="-mx-1 overflow-x-auto">
      <table className="w-full min-w-80 text-sm">
        <caption className="sr-only">Isi portofolio</caption>
        <thead>
          <tr className="border-border text-muted-foreground border-b text-left text-xs">
            <th scope="col" className="px-1 py-2 font-semibold">
              Saham
            </th>
            <th scope="col" className="px-1 py-2 text-right font-semibold">
              Lot
            </th>
            <th scope="col" className="px-1 py-2 text-right font-semibold">
              Harga beli
            </th>
            <th scope="col" className="px-1 py-2 text-right font-semibold">
              Nilai
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.stock} className="border-border border-b last:border-0">
              <th scope="row" className="text-foreground px-1 py-2 text-left font-bold">
                {row.stock}
              </th>
              <td className="px-1 py-2 text-right tabular-nums">
                {idNumberFormat().format(row.lot)}
              </td>
              <td className="px-1 py-2 text-right tabular-nums">{formatRupiah(row.buy_price)}</td>
              <td className="px-1 py-2 text-right tabular-nums">
                {formatRupiah(capitalForLots(row.lot, row.buy_price) ?? 0)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-border border-t">
            <th scope="row" colSpan={3} className="px-1 py-2 text-left font-semibold">
              Total
            </th>
            <td className="px-1 py-2 text-right font-bold tabular-nums">{formatRupiah(total)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

/**
 * One question of the history (spec §2 /qna/history/{parent_id}): its type, stock, status and
 * date, the question with its image, the portfolio rows of a portfolio question, the analyst's
 * latest answer, the member's rating, and the way into the chat.
 * @example <QuestionHistoryDetailScreen status="success" ticket={ticket} messages={chat} now={now} onOpenChat={openChat} onRetry={reload} />
 */
export function QuestionHistoryDetailScreen({
  status,
  ticket,
  portfolioRows = [],
  messages = [],
  rating = null,
  now,
  onOpenChat,
  onRetry,
  previewImage,
  onPreviewImageChange,
}: QuestionHistoryDetailScreenProps) {
  const [preview, setPreview] = usePreviewImage(previewImage, onPreviewImageChange);
  const answerHeadingId = useId();
  const latestAnswer = latestChatMessage(messages, 'analyst');
  const openPreview = (src: string) => setPreview({ isOpen: true, src });

  return (
    <div
      data-slot="question-history-detail-screen"
      className="m:gap-5 m:px-6 m:py-8 mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-5"
    >
      {status === 'loading' ? (
        <div aria-busy className="flex flex-col gap-4">
          <h1 className="sr-only">Detail Pertanyaan</h1>
          <Spinner label="Memuat detail pertanyaan" className="sr-only" />
          <Skeleton shape="text" className="h-8 w-2/3" />
          <Skeleton shape="text" className="w-1/3" />
          <Skeleton className="h-40" />
          <Skeleton className="h-32" />
        </div>
      ) : null}

      {status === 'error' ? (
        <>
          <h1 className="sr-only">Detail Pertanyaan</h1>
          <ErrorState
            title="Detail pertanyaan gagal dimuat"
            description="Periksa koneksi internet Anda, lalu coba lagi."
            onRetry={onRetry}
          />
        </>
      ) : null}

      {status === 'success' && ticket ? (
        <>
          <header className="flex flex-col gap-2">
            <div className="flex flex-wrap items-center gap-2">
              <TicketTypeBadge type={ticket.type} stock={ticket.stock} />
              <TicketStatusBadge status={ticket.status} />
            </div>
            <h1 className="text-foreground m:text-3xl text-2xl font-bold">
              {ticketHeading(ticket.type, ticket.stock)}
            </h1>
            <p className="text-muted-foreground text-sm">
              Ditanyakan <DateText value={ticket.created_at} />
            </p>
          </header>

          <Card>
            <CardHeader>
              <CardTitle asChild>
                <h2>Pertanyaan Anda</h2>
              </CardTitle>
            </CardHeader>
            <CardContent className="flex flex-col gap-3">
              <p className="text-foreground leading-relaxed break-words whitespace-pre-wrap">
                {ticket.question}
              </p>
              {ticket.image_url ? (
                <button
                  type="button"
                  className="border-border focus-visible:ring-ring focus-visible:ring-offset-background w-fit cursor-zoom-in overflow-hidden rounded-xl border outline-none focus-visible:ring-2 focus-visible:ring-offset-2"
                  onClick={() => openPreview(ticket.image_url as string)}
                  aria-label="Perbesar lampiran pertanyaan"
                >
                  <img
                    src={ticket.image_url}
                    alt=""
                    className="bg-muted max-h-48 w-auto max-w-full object-cover"
                  />
                </button>
              ) : null}
              {ticket.type === 'portfolio' && portfolioRows.length > 0 ? (
                <PortfolioTable rows={portfolioRows} />
              ) : null}
            </CardContent>
          </Card>

          <section aria-labelledby={answerHeadingId} className="flex flex-col gap-3">
            <h2 id={answerHeadingId} className="text-foreground text-lg font-bold">
              Jawaban analis
            </h2>
            {latestAnswer ? (
              <ChatMessage
                message={latestAnswer}
                now={now}
                onImageClick={openPreview}
                className="m:pr-0 pr-0"
              />
            ) : (
              <p className="border-border bg-card text-muted-foreground rounded-xl border border-dashed px-4 py-5 text-sm">
                Analis belum menjawab. Kami kirim notifikasi begitu jawabannya ada.
              </p>
            )}
            {rating ? (
              <div className="bg-muted flex flex-col gap-1 rounded-xl px-4 py-3">
                <p className="text-foreground flex flex-wrap items-center gap-2 text-sm font-semibold">
                  Penilaian Anda <RatingStars value={rating.rating} />
                </p>
                {rating.comment ? (
                  <p className="text-muted-foreground text-sm">“{rating.comment}”</p>
                ) : null}
              </div>
            ) : null}
          </section>

          <Button size="lg" className="s:w-auto s:self-start w-full" onClick={onOpenChat}>
            <MessagesSquareIcon aria-hidden />
            {ticket.status === 'ended' ? 'Lihat percakapan' : 'Buka percakapan'}
          </Button>

          <ImagePreviewDialog
            {...preview}
            onOpenChange={(isOpen) => setPreview({ ...preview, isOpen })}
          />
        </>
      ) : null}
    </div>
  );
}
