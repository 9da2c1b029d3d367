import { paths } from '@saham/domain/routes';
import {
  FaqDetailScreen,
  type FaqHelpfulness,
} from '@saham/ui/screens/faq-detail/faq-detail-screen';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { track } from '../../analytics/track.ts';
import { getApi } from '../../http/client.ts';
import { AppLink } from '../../lib/app-link.tsx';
import { membership } from '../../state/membership.ts';
import { pendingStatus, useCall } from '../../lib/use-call.ts';
import { throwIfMissing } from '../missing-record.ts';
import { chooseMembershipVariant, isLockedFor } from '@saham/domain/membership';
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
  const [rating, setRating] = useState<FaqHelpfulness | null>(null);
  const [ratingStatus, setRatingStatus] = useState<RatingStatus>('idle');
  const isVip = member.is_vip;

  const detail = useCall(['faqDetail', id, isVip, categorySlug], async (signal) => {
    // spec §6: the VIP flag picks the call; a free member reads the freemium variant, which
    // answers a VIP-only FAQ with its question and an empty answer. The Q&A main page's lists are
    // the legacy partner calls (§7 faq-frequent, faq-last), so what they open is read through the
    // same legacy faq/{id}, in its VIP variant; a category's question through the content call.
    const call = chooseMembershipVariant(isVip, {
      vip: categorySlug === '' ? 'legacyFaqDetail' : 'faqDetail',
      free: 'legacyFaqDetailFree',
    } as const);
    const response = await getApi().call(call, { params: { id }, signal });
    const faq = response.data;
    if (signal.aborted) return faq;
    track('qna_faq_detail', { category: faq.category?.name ?? '', faq: faq.question });
    // The answer is for VIP members: offer the upgrade (§2 upgrade popup).
    if (isLockedFor(faq, isVip) && faq.answer.trim() === '') openUpgrade('faq');
    return faq;
  });
  // Related questions are an extra section: failing, it is left out (the screen hides an empty
  // one) and a retry asks again.
  const related = useCall(['faqRelated', id], (signal) =>
    getApi()
      .call('faqRelated', { params: { id }, signal })
      .then((response) => response.data),
  );
  const { state } = detail;
  // An FAQ that does not exist is the not-found screen, through the route's error boundary.
  throwIfMissing(state, 'id');

  function rate(isHelpful: boolean) {
    // One rating per answer: once sent it stands; while sending, the buttons are disabled.
    if (state.status !== 'success' || ratingStatus === 'sending' || ratingStatus === 'sent') return;
    const faqId = state.data.id;
    setRating(isHelpful ? 'helpful' : 'not-helpful');
    setRatingStatus('sending');
    getApi()
      .call('faqRating', { body: { faq_id: faqId, is_helpful: isHelpful } })
      .then((response) => {
        setRatingStatus('sent');
        const totals = response.data;
        detail.update((faq) =>
          faq.id === totals.faq_id
            ? {
                ...faq,
                helpful_count: totals.helpful_count,
                not_helpful_count: totals.not_helpful_count,
              }
            : faq,
        );
      })
      .catch(() => setRatingStatus('error'));
  }

  return (
    <FaqDetailScreen
      {...(state.status === 'success'
        ? { status: 'success', faq: state.data }
        : { status: pendingStatus(state) })}
      related={related.state.status === 'success' ? related.state.data : []}
      categorySlug={categorySlug}
      rating={rating}
      ratingStatus={ratingStatus}
      onRate={rate}
      onRetry={() => {
        detail.retry();
        related.retry();
      }}
      onNavigate={(path) => void navigateTo(path)}
      askHref={paths.qna()}
      LinkComponent={AppLink}
    />
  );
}
