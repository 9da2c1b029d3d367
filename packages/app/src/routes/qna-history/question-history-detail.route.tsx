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
import { Suspense, lazy, useEffect, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { track } from '../../analytics/track.ts';
import { isApiError } from '../../http/api.ts';
import { getApi } from '../../http/client.ts';
import { failureMessage } from '../../http/failure-message.ts';
import { clearDraft, drafts, saveDraft } from '../../state/drafts.ts';
import { ui } from '../../state/ui.ts';

// The chat is a second step of the detail; its composer and rating form load when it opens.
const QuestionAnswerScreen = lazy(() =>
  import('@saham/ui/screens/question-answer/question-answer-screen').then((m) => ({
    default: m.QuestionAnswerScreen,
  })),
);

type DetailProps = ComponentProps<typeof DetailScreen>;

/** The question type as the analytics catalogue names it (spec §2: saham, portofolio, lainnya). */
const typeLabels = { stock: 'saham', portfolio: 'portofolio', custom: 'lainnya' } as const;

/** What one ticket's page holds once loaded. */
interface Loaded {
  key: string;
  ticket: Ticket;
  portfolio: Portfolio | null;
  rating: GivenRating | null;
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
  const [attempt, setAttempt] = useState(0);
  const key = `${parentId}#${attempt}`;
  const [loaded, setLoaded] = useState<Loaded | { key: string; error: true }>();
  const [notFound, setNotFound] = useState<unknown>(null);
  const [messages, setMessages] = useState<readonly ChatMessage[]>([]);
  const [chatPage, setChatPage] = useState(1);
  const [hasLater, setHasLater] = useState(false);
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

  useEffect(() => {
    let current = true;
    const api = getApi();
    Promise.all([
      api.call('tanyaSahamDetail', { params: { id: parentId } }),
      api.call('tanyaSahamChatDetail', {
        params: { id: parentId },
        query: { page: 1, size: DEFAULT_PAGE_SIZE },
      }),
      api.call('tanyaSahamRatingDetail', { params: { id: parentId } }),
    ])
      .then(async ([detail, chat, rating]) => {
        const ticket = detail.data;
        const portfolio =
          ticket.type === 'portfolio' && ticket.portofolio_id !== null
            ? (await api.call('portfolioLatest', { params: { id: String(ticket.portofolio_id) } }))
                .data
            : null;
        if (!current) return;
        // spec §4: page 1 replaces the chat list; chat-detail sends it oldest first.
        setMessages((shown) => chatListAfterPage(shown, chat.data, 1));
        setChatPage(1);
        setHasLater(chat.next_page !== null);
        setLoaded({ key, ticket, portfolio, rating: rating.data });
        track('qna_history_detail', { type: typeLabels[ticket.type], question: ticket.question });
      })
      .catch((error: unknown) => {
        if (!current) return;
        if (isApiError(error) && error.status === 404) setNotFound(error);
        else setLoaded({ key, error: true });
      });
    return () => {
      current = false;
    };
  }, [parentId, key]);

  // A question that does not exist (or is another member's) is the not-found screen.
  if (notFound) throw notFound;

  const page = loaded?.key === key ? loaded : undefined;
  const status = page === undefined ? 'loading' : 'error' in page ? 'error' : 'success';
  const data = page && !('error' in page) ? page : undefined;
  const preview: PreviewImage = { isOpen: previewImage.isOpen, src: previewImage.src ?? '' };
  const onPreviewImageChange = (next: PreviewImage) => (ui.previewImage = { ...next });
  const onRetry = () => setAttempt((count) => count + 1);

  function updateTicket(ticket: Ticket) {
    setLoaded((previous) =>
      previous && 'ticket' in previous ? { ...previous, ticket } : previous,
    );
  }

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
      setMessages((shown) => mergeChatMessages(shown, [response.data]));
      // §7 /reply: the member's reply makes the ticket wait for the analyst again.
      setLoaded((previous) =>
        previous && 'ticket' in previous
          ? {
              ...previous,
              ticket: {
                ...previous.ticket,
                status: ticketStatusAfterReply(previous.ticket.status, response.data.sender),
              },
            }
          : previous,
      );
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
      setLoaded((previous) =>
        previous && 'ticket' in previous
          ? {
              ...previous,
              rating: { rating: response.data.rating, comment: response.data.comment },
            }
          : previous,
      );
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
    <Suspense fallback={null}>
      <QuestionAnswerScreen
        status={status}
        {...(data ? { ticket: data.ticket, submittedRating: data.rating } : {})}
        messages={messages.map((message) => ({ ...message }))}
        now={now}
        hasLater={hasLater}
        loadingLater={loadingLater}
        onLoadLater={() => {
          if (loadingLater || !hasLater) return;
          setLoadingLater(true);
          getApi()
            .call('tanyaSahamChatDetail', {
              params: { id: parentId },
              query: { page: chatPage + 1, size: DEFAULT_PAGE_SIZE },
            })
            .then((response) => {
              // Merged in the one order, so a message already shown (a reply sent meanwhile
              // moves the pages on) is not repeated.
              setMessages((shown) => chatListAfterPage(shown, response.data, chatPage + 1));
              setChatPage(chatPage + 1);
              setHasLater(response.next_page !== null);
            })
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
            .then((response) => updateTicket(response.data))
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
