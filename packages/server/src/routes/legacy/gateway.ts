import type { ContractRoutes } from '../../contract.ts';
import type { AppServices } from '../../app-services.ts';
import { faqRatings } from '../../db/schema.ts';
import type { Viewer } from '../../http/endpoint.ts';
import { autoAnswersFor } from '../../services/faq-auto-answer.ts';
import { askPermissionOf } from '../../services/tanya-saham-permission.ts';
import { assertListedStock, assertMayUseTanyaSaham } from '../../services/tanya-saham-tickets.ts';
import { assertVipAccess, canSeeVip } from '../../services/vip-access.ts';
import { faqById } from '../content/faqs.ts';

/** How a helpful yes/no is stored in faq_ratings (as content/ex/v1/faqs/rating stores it). */
const HELPFUL = 1;
const NOT_HELPFUL = 0;

/**
 * Suggestions for a typed question. A stock, when given, must be a listed one (the question is
 * about it) and puts the FAQs that mention it first.
 */
async function suggest(
  services: AppServices,
  viewer: Viewer,
  query: { val: string; stock?: string | undefined },
) {
  if (query.stock) await assertListedStock(services.db, query.stock);
  const seesVip = await canSeeVip(services.db, viewer, services.now());
  const data = await autoAnswersFor(services.db, {
    text: query.val,
    seesVip,
    stock: query.stock,
  });
  return { status: 200, message: 'success', data };
}

/**
 * spec §7 legacy gateway calls (paths partly shown; chosen paths in domain api/routing.ts):
 * qa-auto-answer and qa-auto-answer-v2 suggest FAQ answers to the question a member is typing
 * (§3 filter val), v2 also takes whether a suggestion helped (§3 filter qa_id), and qa-check says
 * whether the member may ask now, as tanya-saham/check does.
 */
export const gatewayRoutes: ContractRoutes = (implement) => {
  implement('qaAutoAnswer', async ({ query, viewer, services }) =>
    suggest(services, viewer, query),
  );

  // The same suggestions; v2's own part is the feedback below.
  implement('qaAutoAnswerV2', async ({ query, viewer, services }) =>
    suggest(services, viewer, query),
  );

  implement('qaAutoAnswerV2Feedback', async ({ body, viewer, services }) => {
    // A suggestion is an FAQ (qa_id is its id), so whether it helped is that FAQ's rating: one
    // per member, the latest answer wins, and it shows in the FAQ's helpful counts.
    const faq = await faqById(services.db, body.qa_id);
    // A member rates only an answer they could be shown (spec §6).
    if (faq.isVip) await assertVipAccess(services.db, viewer, services.now());
    const rating = body.is_helpful ? HELPFUL : NOT_HELPFUL;
    await services.db
      .insert(faqRatings)
      .values({ faqId: faq.id, accountId: viewer.account.id, rating, createdAt: services.now() })
      .onConflictDoUpdate({
        target: [faqRatings.faqId, faqRatings.accountId],
        set: { rating, createdAt: services.now() },
      });
    return {
      status: 200,
      message: 'success',
      data: { qa_id: faq.id, is_helpful: body.is_helpful },
    };
  });

  implement('qaCheck', async ({ query, viewer, services }) => {
    // spec §5, §6: the same answer as tanya-saham/check (a free member is told by the VIP gate,
    // §6 'not membership/membership is expired'). The legacy call may name the stock the member
    // is about to ask about: it must be one a question can be about.
    await assertMayUseTanyaSaham(services, viewer);
    if (query.stock) await assertListedStock(services.db, query.stock);
    return {
      status: 200,
      message: 'success',
      data: await askPermissionOf(services.db, viewer.account.id),
    };
  });
};
