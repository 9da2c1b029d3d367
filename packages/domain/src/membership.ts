/**
 * Spec §3 and §6: membership status, the VIP flag and the per-feature availability record.
 */

/** The membership call's answer as far as these rules read it (§3); other fields are the API's. */
export interface MembershipResponseLike {
  id?: number | string | null;
  status_membership?: string | null;
  phone_sales?: string | null;
  message?: string | null;
  is_vip?: boolean | null;
}

/** Spec §3: the membership status the app keeps, with the status lower-cased. */
export interface MembershipStatus {
  status_membership: string;
  phone_sales: string | null;
  message: string | null;
  is_vip: boolean;
}

/** The status of a visitor treated as a non-user (§3: a membership without an id). */
export const NON_USER_STATUS = 'non-user';

/** Spec §3: the lower-cased status of a VIP (paid) member. */
export const VIP_STATUS = 'vip';

/** Spec §3: the lower-cased status of a free member. */
export const FREE_STATUS = 'free';

/**
 * The membership of a visitor without one: free variant, no sales contact.
 * @example NON_USER_MEMBERSHIP.is_vip // false
 */
export const NON_USER_MEMBERSHIP: MembershipStatus = {
  status_membership: NON_USER_STATUS,
  phone_sales: null,
  message: null,
  is_vip: false,
};

/**
 * Spec §3: whether a membership is known (the call answered with an id), as opposed to the
 * non-user stand-in kept until it has.
 * @example isMembershipKnown(NON_USER_MEMBERSHIP) // false
 */
export function isMembershipKnown(status: Pick<MembershipStatus, 'status_membership'>): boolean {
  return status.status_membership !== NON_USER_STATUS;
}

/**
 * Spec §3: the status is lower-cased (free, vip) and used only if the membership has an id;
 * otherwise the visitor is a non-user. An id of 0 or '' is no id: the server never issues one.
 * An explicit is_vip from the server wins; without it a status of 'vip' makes the member VIP.
 * @example normalizeMembership({ id: 9, status_membership: 'VIP', is_vip: true }).status_membership // 'vip'
 * @example normalizeMembership({ status_membership: 'VIP' }).status_membership // 'non-user'
 */
export function normalizeMembership(
  raw: MembershipResponseLike | null | undefined,
): MembershipStatus {
  if (raw == null || raw.id == null || raw.id === '' || raw.id === 0)
    return { ...NON_USER_MEMBERSHIP };
  const status = (raw.status_membership ?? '').trim().toLowerCase() || FREE_STATUS;
  return {
    status_membership: status,
    phone_sales: raw.phone_sales ?? null,
    message: raw.message ?? null,
    is_vip: typeof raw.is_vip === 'boolean' ? raw.is_vip : status === VIP_STATUS,
  };
}

/**
 * Spec §6: whether the member is VIP (paid). A non-user never is.
 * @example isVip(normalizeMembership({ id: 1, status_membership: 'VIP' })) // true
 */
export function isVip(membership: Pick<MembershipStatus, 'is_vip'> | null | undefined): boolean {
  return membership?.is_vip === true;
}

/**
 * Spec §6: VIP content (a trading idea, a post, a FAQ marked VIP) is locked for everyone but a VIP
 * member: they see it with the upgrade offer instead of its details.
 * @example isLockedFor({ is_vip: true }, false) // true
 * @example isLockedFor({ is_vip: false }, false) // false
 */
export function isLockedFor(item: { is_vip: boolean }, memberIsVip: boolean): boolean {
  return item.is_vip && !memberIsVip;
}

/**
 * Spec §6: the VIP flag selects the VIP or the free variant of a call (push-notification settings,
 * FAQ detail whose free variant uses the freemium path). Non-users get the free variant.
 * @example chooseMembershipVariant(true, { vip: 'setting-notification', free: 'setting-notification-free' }) // 'setting-notification'
 */
export function chooseMembershipVariant<T>(
  vipOrMembership: boolean | Pick<MembershipStatus, 'is_vip'> | null | undefined,
  variants: { vip: T; free: T },
): T {
  const vip = typeof vipOrMembership === 'boolean' ? vipOrMembership : isVip(vipOrMembership);
  return vip ? variants.vip : variants.free;
}

/**
 * Spec §3: the enableFeature record, what the member-feature check (§6, query feature_name,
 * answer is_available) said about one feature. `submited` keeps the spec's spelling: it is the
 * field name the app and server share. `status` is whether the feature is available.
 */
export interface EnableFeature<P = unknown> {
  feature: string;
  status: boolean;
  message: string;
  products: P[];
  type: string;
  submited: boolean;
}

/** Spec §3: the default enableFeature type. */
export const ENABLE_FEATURE_DEFAULT_TYPE = 'none';

/**
 * The enableFeature record before any feature was asked about (§3: type defaults to 'none').
 * @example initialEnableFeature().type // 'none'
 */
export function initialEnableFeature<P = unknown>(): EnableFeature<P> {
  return {
    feature: '',
    status: false,
    message: '',
    products: [],
    type: ENABLE_FEATURE_DEFAULT_TYPE,
    submited: false,
  };
}

/** The member-feature check's answer (§6); the product list and type are shown when present. */
export interface FeatureAvailabilityLike<P = unknown> {
  is_available: boolean;
  message?: string | null;
  products?: readonly P[] | null;
  type?: string | null;
}

/**
 * Spec §6: the enableFeature record after the server answered for one feature. An unavailable
 * feature keeps its product list so the screen can offer the products that unlock it.
 * @example enableFeatureFromAvailability('tanya-saham', { is_available: false, message: 'Upgrade' }).status // false
 */
export function enableFeatureFromAvailability<P>(
  feature: string,
  answer: FeatureAvailabilityLike<P>,
): EnableFeature<P> {
  return {
    feature,
    status: answer.is_available,
    message: answer.message ?? '',
    products: [...(answer.products ?? [])],
    type: answer.type || ENABLE_FEATURE_DEFAULT_TYPE,
    submited: true,
  };
}
