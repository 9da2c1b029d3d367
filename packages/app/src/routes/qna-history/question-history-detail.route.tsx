import { buildListQuery } from '@saham/domain/list-query';
import type { ChatMessage, Portfolio, Ticket } from '@saham/domain/api/tanya-saham';
import { DEFAULT_PAGE_SIZE } from '@saham/domain/constants';
import { chatListAfterPage } from '@saham/domain/lists';
import { withQuery } from '@saham/domain/navigation';
import { paths } from '@saham/domain/routes';
import { mergeChatMessages, ticketStatusAfterReply } from '@saham/domain/tanya-saham-chat';
import type { PreviewImage } from '@saham/ui/components/image-preview-dialog';
import type { RatingValue } from '@saham/ui/components/rating-input';
import type {
  GivenRating,
  QuestionHistoryDetailScreen as DetailScreen,
} from '@saham/ui/screens/question-history/question-history-detail-screen';
import { QuestionHistoryDetailScreen } from '@saham/ui/screens/question-history/question-history-detail-screen';
import type { ComponentProps } from 'react';
import { Suspense, lazy, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { track } from '../../analytics/track.ts';
import { getApi } from '../../http/client.ts';
import { failureMessage } from '../../http/failure-message.ts';
import { pendingStatus, useCall } from '../../lib/use-call.ts';
import { ScreenLoading } from '../../router.tsx';
import { clearDraft, drafts, saveDraft } from '../../state/drafts.ts';
import { ui } from '../../state/ui.ts';
import { throwIfMissing } from '../missing-record.ts';

// The chat is a second step of the detail; its composer and rating form load when it opens.
const QuestionAnswerScreen = lazy(() =>
  import('@saham/ui/screens/question-answer/question-answer-screen').then((m) => ({
    default: m.QuestionAnswerScreen,
  })),
);

type DetailProps = ComponentProps<typeof DetailScreen>;

/** The question type as the analytics catalogue names it (spec §2: saham, portofolio, lainnya). */
const typeLabels = { stock: 'saham', portfolio: 'portofolio', custom: 'lainnya' } as const;

/** What one ticket's page holds once loaded, and its chat so far (page by page, §4). */
interface Loaded {
  ticket: Ticket;
  portfolio: Portfolio | null;
  rating: GivenRating | null;
  messages: readonly ChatMessage[];
  chatPage: number;
  hasLater: boolean;
}

/**
 * spec §2 /qna/history/{parent_id}: one question with its answer so far, and its chat (the
 * "question answer" screen area, which §2 names but gives no path: it opens here as `?chat=1`, so
 * back returns to the question and a chat can be linked). The chat is kept in its one order,
 * oldest first, whether a page arrives or a reply is sent (domain tanya-saham-chat); later pages
 * load on request (§3, §4: page 1 replaces the list). It replies as multipart with an optional
 * image (§7; the composer checks the §9 upload limit), keeps the typed reply as a draft that
 * survives an expired session or a lost connection, rates once, ends the chat and deletes an
 * ended one.
 */
export function Component() {
  const navigateTo = useNavigate();
  const { parent_id: parentId = '' } = useParams();
  const [params] = useSearchParams();
  const chatOpen = params.get('chat') === '1';
  const id = Number(parentId);
  const [loadingLater, setLoadingLater] = useState(false);
  const [image, setImage] = useState<File | null>(null);
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string>();
  const [ratingDraft, setRatingDraft] = useState<{ value: RatingValue | null; comment: string }>({
    value: null,
    comment: '',
  });
  const [ratingStatus, setRatingStatus] = useState<'idle' | 'submitting' | 'error'>('idle');
  const { previewImage } = useSnapshot(ui);
  const draftKey = `reply:${parentId}`;
  const replyText = useSnapshot(drafts).text[draftKey] ?? '';
  const [now] = useState(() => new Date());

  const loaded = useCall(['ticket', parentId], async (signal): Promise<Loaded> => {
    const api = getApi();
    const [detail, chat, rating] = await Promise.all([
      api.call('tanyaSahamDetail', { params: { id: parentId }, signal }),
      api.call('tanyaSahamChatDetail', {
        params: { id: parentId },
        query: { page: 1, size: DEFAULT_PAGE_SIZE, ...buildListQuery({}) },
        signal,
      }),
      api.call('tanyaSahamRatingDetail', { params: { id: parentId }, signal }),
    ]);
    const ticket = detail.data;
    const portfolio =
      ticket.type === 'portfolio' && ticket.portofolio_id !== null
        ? (
            await api.call('portfolioLatest', {
              params: { id: String(ticket.portofolio_id) },
              signal,
            })
          ).data
        : null;
    if (!signal.aborted)
      track('qna_history_detail', { type: typeLabels[ticket.type], question: ticket.question });
    return {
      ticket,
      portfolio,
      rating: rating.data,
      // spec §4: page 1 replaces the chat list; chat-detail sends it oldest first.
      messages: chatListAfterPage([], chat.data, 1),
      chatPage: 1,
      hasLater: chat.next_page !== null,
    };
  });
  // A question that does not exist (or is another member's) is the not-found screen.
  throwIfMissing(loaded.state, 'id');

  const data = loaded.state.status === 'success' ? loaded.state.data : undefined;
  const status = data ? 'success' : pendingStatus(loaded.state);
  const messages = data?.messages ?? [];
  const preview: PreviewImage = { isOpen: previewImage.isOpen, src: previewImage.src ?? '' };
  const onPreviewImageChange = (next: PreviewImage) => (ui.previewImage = { ...next });
  const onRetry = loaded.retry;

  async function send(reply: { text: string; image: File | null }) {
    if (sending) return;
    setSending(true);
    setSendError(undefined);
    try {
      const response = await getApi().call('tanyaSahamReply', {
        body: {
          ticket_id: String(id),
          ...(reply.text ? { message: reply.text } : {}),
          ...(reply.image ? { image: reply.image } : {}),
        },
      });
      loaded.update((page) => ({
        ...page,
        messages: mergeChatMessages(page.messages, [response.data]),
        // §7 /reply: the member's reply makes the ticket wait for the analyst again.
        ticket: {
          ...page.ticket,
          status: ticketStatusAfterReply(page.ticket.status, response.data.sender),
        },
      }));
      clearDraft(draftKey);
      setImage(null);
    } catch (error) {
      // The text stays in the box (and in the persisted draft) to send again.
      setSendError(failureMessage(error));
    } finally {
      setSending(false);
    }
  }

  async function rate(rating: { rating: RatingValue; comment: string }) {
    if (ratingStatus === 'submitting') return;
    setRatingStatus('submitting');
    try {
      const response = await getApi().call('tanyaSahamRatingCreate', {
        body: {
          ticket_id: id,
          rating: rating.rating,
          ...(rating.comment.trim() ? { comment: rating.comment.trim() } : {}),
        },
      });
      loaded.update((page) => ({
        ...page,
        rating: { rating: response.data.rating, comment: response.data.comment },
      }));
      setRatingStatus('idle');
    } catch {
      setRatingStatus('error');
    }
  }

  if (!chatOpen) {
    const detail: DetailProps = {
      status,
      ...(data
        ? {
            ticket: data.ticket,
            rating: data.rating,
            portfolioRows: data.portfolio?.details ?? [],
          }
        : {}),
      messages,
      now,
      onOpenChat: () => void navigateTo(withQuery(paths.questionHistoryDetail(id), { chat: '1' })),
      onRetry,
      previewImage: preview,
      onPreviewImageChange,
    };
    return <QuestionHistoryDetailScreen {...detail} />;
  }

  return (
    // While the chat's code arrives (a phone's network), the screen's spinner, not an empty page.
    <Suspense fallback={<ScreenLoading />}>
      <QuestionAnswerScreen
        status={status}
        {...(data ? { ticket: data.ticket, submittedRating: data.rating } : {})}
        messages={messages.map((message) => ({ ...message }))}
        now={now}
        hasLater={data?.hasLater ?? false}
        loadingLater={loadingLater}
        onLoadLater={() => {
          if (loadingLater || !data?.hasLater) return;
          const next = data.chatPage + 1;
          setLoadingLater(true);
          getApi()
            .call('tanyaSahamChatDetail', {
              params: { id: parentId },
              query: { page: next, size: DEFAULT_PAGE_SIZE, ...buildListQuery({}) },
            })
            .then((response) =>
              loaded.update((page) => ({
                ...page,
                // Merged in the one order, so a message already shown (a reply sent meanwhile
                // moves the pages on) is not repeated.
                messages: chatListAfterPage(page.messages, response.data, next),
                chatPage: next,
                hasLater: response.next_page !== null,
              })),
            )
            .catch((error: unknown) => setSendError(failureMessage(error)))
            .finally(() => setLoadingLater(false));
        }}
        onRetry={onRetry}
        reply={{ text: replyText, image }}
        onReplyChange={(next) => {
          saveDraft(draftKey, next.text);
          setImage(next.image);
        }}
        onSend={(reply) => void send(reply)}
        sending={sending}
        {...(sendError ? { sendError } : {})}
        rating={ratingDraft}
        onRatingChange={setRatingDraft}
        onRate={(rating) => void rate(rating)}
        ratingStatus={ratingStatus}
        onEndChat={() => {
          getApi()
            .call('tanyaSahamEndChat', { params: { id: parentId } })
            .then((response) => loaded.update((page) => ({ ...page, ticket: response.data })))
            .catch((error: unknown) => setSendError(failureMessage(error)));
        }}
        onDeleteChat={() => {
          getApi()
            .call('tanyaSahamDeleteChat', { body: { ids: [id] } })
            .then(() => {
              clearDraft(draftKey);
              void navigateTo(paths.questionHistory(), { replace: true });
            })
            .catch((error: unknown) => setSendError(failureMessage(error)));
        }}
        previewImage={preview}
        onPreviewImageChange={onPreviewImageChange}
      />
    </Suspense>
  );
}
