import type { ContractRoutes } from '../../contract.ts';
import { firebaseTokens } from '../../db/schema.ts';
import { membershipOf } from '../../services/membership.ts';

/** The member's own details and push token (spec §7 member table). */
export const profileRoutes: ContractRoutes = (implement) => {
  implement('me', async ({ viewer, services }) => {
    const { account } = viewer;
    const state = await membershipOf(services.db, account.id, services.now());
    return {
      status: 200,
      message: 'success',
      data: {
        id: account.id,
        name: account.name,
        email: account.email,
        phone: account.phone,
        avatar_url: account.avatarUrl,
        role: account.role,
        is_vip: state.isVip,
        referral_code: account.referralCode,
        email_verified: account.emailVerifiedAt !== null,
        phone_verified: account.phoneVerifiedAt !== null,
        joined_at: account.createdAt.toISOString(),
      },
    };
  });

  implement('setFirebaseToken', async ({ body, viewer, services }) => {
    const now = services.now();
    // One row per push token: a browser that changes hands moves its token to the new member.
    await services.db
      .insert(firebaseTokens)
      .values({
        accountId: viewer.account.id,
        token: body.token,
        device: body.device,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: firebaseTokens.token,
        set: { accountId: viewer.account.id, device: body.device, updatedAt: now },
      });
    return { status: 200, message: 'success', data: null };
  });
};
