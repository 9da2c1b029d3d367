import { PromotionDetailScreen } from '@saham/ui/screens/promotion/promotion-detail-screen';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { track } from '../../analytics/track.ts';
import { getApi } from '../../http/client.ts';
import { AppLink } from '../../lib/app-link.tsx';
import { pendingStatus, useCall } from '../../lib/use-call.ts';
import { throwIfMissing } from '../missing-record.ts';

/**
 * One promotion (spec §2 /promotion/{id} and /promotion/detail/{id}; §7 GET promotion/{id}): its
 * banner, period, offer and terms (sanitised HTML) and call to action; an ended one says so. A
 * promotion that does not exist is the not-found screen (the route's error boundary).
 */
export function PromotionPage() {
  const { id = '' } = useParams();
  // Each promotion starts afresh when a link inside the terms opens another.
  return <Promotion key={id} id={id} />;
}

function Promotion({ id }: { id: string }) {
  const navigateTo = useNavigate();
  const [now] = useState(() => new Date());
  const { state, retry } = useCall(['promotionDetail', id], (signal) =>
    getApi()
      .call('promotionDetail', { params: { id }, signal })
      .then((response) => response.data),
  );
  // A promotion that does not exist is the not-found screen, through the route's error boundary.
  throwIfMissing(state, 'id');

  return (
    <PromotionDetailScreen
      {...(state.status === 'success'
        ? { status: 'success', promotion: state.data }
        : { status: pendingStatus(state) })}
      now={now}
      onRetry={retry}
      // spec §3 analytics label promo: the member took up the offer.
      onCtaClick={(promotion) => track('home_promo_click', { promo: promotion.title })}
      onNavigate={(path) => void navigateTo(path)}
      LinkComponent={AppLink}
    />
  );
}
