import { NOT_FOUND_MESSAGE } from '@saham/domain/server-messages';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { ContractRoutes } from '../../contract.ts';
import { features, memberships, products } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { membershipMessage, membershipOf } from '../../services/membership.ts';

/** Membership status, subscriptions and feature availability (spec §3, §6, §7). */
export const memberProductRoutes: ContractRoutes = (implement) => {
  implement('membership', async ({ viewer, services }) => {
    const state = await membershipOf(services.db, viewer.account.id, services.now());
    return {
      status: 200,
      message: 'success',
      data: {
        // spec §3: the status is used only if it has an id; every member has one (their account's).
        id: viewer.account.id,
        status_membership: state.isVip ? 'vip' : 'free',
        phone_sales: services.config.salesPhone,
        message: membershipMessage(state),
        is_vip: state.isVip,
        expired_at: state.expiresAt?.toISOString() ?? null,
      },
    };
  });

  implement('activeProducts', async ({ viewer, services }) => {
    const rows = await services.db
      .select({ membership: memberships, product: products })
      .from(memberships)
      .innerJoin(products, eq(products.id, memberships.productId))
      .where(
        and(
          eq(memberships.accountId, viewer.account.id),
          isNull(memberships.cancelledAt),
          gt(memberships.expiresAt, services.now()),
        ),
      )
      .orderBy(desc(memberships.expiresAt));
    return {
      status: 200,
      message: 'success',
      data: rows.map(({ membership, product }) => ({
        id: membership.id,
        product_id: product.id,
        product_name: product.name,
        product_slug: product.code,
        status: 'active' as const,
        started_at: membership.startsAt.toISOString(),
        expired_at: membership.expiresAt.toISOString(),
        price: product.priceRupiah,
      })),
    };
  });

  implement('featureAvailability', async ({ query, viewer, services }) => {
    const [feature] = await services.db
      .select()
      .from(features)
      .where(eq(features.name, query.feature_name));
    if (!feature) throw new HttpError(404, NOT_FOUND_MESSAGE, { field: 'feature_name' });
    const state = await membershipOf(services.db, viewer.account.id, services.now());
    const available = feature.isActive && (feature.minLevel === 'free' || state.isVip);
    const offers = available
      ? []
      : await services.db
          .select({
            id: products.id,
            name: products.name,
            slug: products.code,
            price: products.priceRupiah,
          })
          .from(products)
          .where(eq(products.level, 'vip'))
          .orderBy(products.priceRupiah);
    return {
      status: 200,
      message: 'success',
      data: {
        feature: feature.name,
        is_available: available,
        status: state.isVip ? 'vip' : 'free',
        message: available ? '' : (feature.message ?? ''),
        type: available ? 'none' : 'upgrade',
        products: offers,
      },
    };
  });
};
