import type { Faq } from '@saham/domain/api/content';
import { paths } from '@saham/domain/routes';
import {
  FaqDetailScreen,
  type FaqDetailState,
  type FaqHelpfulness,
} from '@saham/ui/screens/faq-detail/faq-detail-screen';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { track } from '../../analytics/track.ts';
import { getApi } from '../../http/client.ts';
import { AppLink } from '../../lib/app-link.tsx';
import { membership } from '../../state/membership.ts';
import { missingRecord } from '../missing-record.ts';
import { isLockedFor } from '@saham/domain/membership';
import { openUpgrade } from '../../state/ui.ts';

type RatingStatus = 'idle' | 'sending' | 'sent' | 'error';

/**
 * One FAQ's answer, its related questions and 'Apakah ini membantu?' (spec §2
 * /qna/faq/{slug}/detail/{id} and /qna/faq/home/detail/{id}). `categorySlug` is the category the
 * member came from ('' from the Q&A main page), for related links that name none.
 */
export function FaqDetailPage({ categorySlug }: { categorySlug: string }) {
  const { id = '' } = useParams();
  // Each FAQ starts afresh (a related question opens on the same route): its own rating.
  return <FaqAnswer key={id} id={id} categorySlug={categorySlug} />;
}

function FaqAnswer({ id, categorySlug }: { id: string; categorySlug: string }) {
  const navigateTo = useNavigate();
  const { status: member } = useSnapshot(membership);
  const [state, setState] = useState<FaqDetailState>({ status: 'loading' });
  const [related, setRelated] = useState<readonly Faq[]>([]);
  const [rating, setRating] = useState<FaqHelpfulness | null>(null);
  const [ratingStatus, setRatingStatus] = useState<RatingStatus>('idle');
  const [attempt, setAttempt] = useState(0);
  const [notFound, setNotFound] = useState<unknown>(null);
  const isVip = member.is_vip;

  useEffect(() => {
    let current = true;
    // spec §6: the VIP flag picks the call; a free member reads the freemium variant, which
    // answers a VIP-only FAQ with its question and an empty answer.
    const detail = isVip
      ? getApi().call('faqDetail', { params: { id } })
      : getApi().call('legacyFaqDetailFree', { params: { id } });
    detail
      .then((response) => {
        if (!current) return;
        const faq = response.data;
        setState({ status: 'success', faq });
        track('qna_faq_detail', { category: faq.category?.name ?? '', faq: faq.question });
        // The answer is for VIP members: offer the upgrade (§2 upgrade popup).
        if (isLockedFor(faq, isVip) && faq.answer.trim() === '') {
          openUpgrade('faq');
        }
      })
      .catch((error: unknown) => {
        if (!current) return;
        const missing = missingRecord(error, 'id');
        if (missing) setNotFound(missing);
        else setState({ status: 'error' });
      });
    // Related questions are an extra section: failing, it is left out (the screen hides an empty
    // one) and a retry asks again.
    getApi()
      .call('faqRelated', { params: { id } })
      .then((response) => {
        if (current) setRelated(response.data);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [id, isVip, attempt]);

  // An FAQ that does not exist is the not-found screen, through the route's error boundary.
  if (notFound) throw notFound;

  function rate(isHelpful: boolean) {
    // One rating per answer: once sent it stands; while sending, the buttons are disabled.
    if (state.status !== 'success' || ratingStatus === 'sending' || ratingStatus === 'sent') return;
    const faqId = state.faq.id;
    setRating(isHelpful ? 'helpful' : 'not-helpful');
    setRatingStatus('sending');
    getApi()
      .call('faqRating', { body: { faq_id: faqId, is_helpful: isHelpful } })
      .then((response) => {
        setRatingStatus('sent');
        const totals = response.data;
        setState((previous) =>
          previous.status === 'success' && previous.faq.id === totals.faq_id
            ? {
                status: 'success',
                faq: {
                  ...previous.faq,
                  helpful_count: totals.helpful_count,
                  not_helpful_count: totals.not_helpful_count,
                },
              }
            : previous,
        );
      })
      .catch(() => setRatingStatus('error'));
  }

  return (
    <FaqDetailScreen
      {...state}
      related={related}
      categorySlug={categorySlug}
      rating={rating}
      ratingStatus={ratingStatus}
      onRate={rate}
      onRetry={() => {
        setState({ status: 'loading' });
        setAttempt((count) => count + 1);
      }}
      onNavigate={(path) => void navigateTo(path)}
      askHref={paths.qna()}
      LinkComponent={AppLink}
    />
  );
}
