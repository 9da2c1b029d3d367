import {
  PromotionDetailScreen,
  type PromotionDetailState,
} from '@saham/ui/screens/promotion/promotion-detail-screen';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { track } from '../../analytics/track.ts';
import { getApi } from '../../http/client.ts';
import { AppLink } from '../../lib/app-link.tsx';
import { missingRecord } from '../missing-record.ts';

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
  const [state, setState] = useState<PromotionDetailState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [notFound, setNotFound] = useState<unknown>(null);
  const [now] = useState(() => new Date());

  useEffect(() => {
    let current = true;
    getApi()
      .call('promotionDetail', { params: { id } })
      .then((response) => {
        if (current) setState({ status: 'success', promotion: response.data });
      })
      .catch((error: unknown) => {
        if (!current) return;
        const missing = missingRecord(error, 'id');
        if (missing) setNotFound(missing);
        else setState({ status: 'error' });
      });
    return () => {
      current = false;
    };
  }, [id, attempt]);

  if (notFound) throw notFound;

  return (
    <PromotionDetailScreen
      {...state}
      now={now}
      onRetry={() => {
        setState({ status: 'loading' });
        setAttempt((count) => count + 1);
      }}
      // spec §3 analytics label promo: the member took up the offer.
      onCtaClick={(promotion) => track('home_promo_click', { promo: promotion.title })}
      onNavigate={(path) => void navigateTo(path)}
      LinkComponent={AppLink}
    />
  );
}
