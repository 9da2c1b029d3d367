import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isMembershipKnown,
  chooseMembershipVariant,
  enableFeatureFromAvailability,
  initialEnableFeature,
  isLockedFor,
  isVip,
  NON_USER_MEMBERSHIP,
  normalizeMembership,
} from './membership.ts';

describe('§3 membership status', () => {
  it('lower-cases the status of a membership with an id', () => {
    expect(
      normalizeMembership({
        id: 12,
        status_membership: 'VIP',
        phone_sales: '+6281234567890',
        message: 'Aktif',
        is_vip: true,
      }),
    ).toEqual({
      status_membership: 'vip',
      phone_sales: '+6281234567890',
      message: 'Aktif',
      is_vip: true,
    });
    expect(normalizeMembership({ id: 'm-1', status_membership: ' Free ' }).status_membership).toBe(
      'free',
    );
  });

  it.each([null, undefined, {}, { id: null }, { id: '' }, { id: 0 }])(
    'treats %j as a non-user',
    (raw) => {
      expect(normalizeMembership({ ...raw, status_membership: 'VIP', is_vip: true })).toEqual(
        NON_USER_MEMBERSHIP,
      );
    },
  );

  it('treats a missing response as a non-user', () => {
    expect(normalizeMembership(null)).toEqual(NON_USER_MEMBERSHIP);
    expect(normalizeMembership(undefined).status_membership).toBe('non-user');
  });

  it('calls a member with an id but no status free', () => {
    expect(normalizeMembership({ id: 3 })).toEqual({
      status_membership: 'free',
      phone_sales: null,
      message: null,
      is_vip: false,
    });
  });

  it('returns a fresh record each time, never the shared non-user one', () => {
    const a = normalizeMembership(null);
    a.message = 'changed';
    expect(NON_USER_MEMBERSHIP.message).toBeNull();
  });

  it('always yields a lower-case status', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1 }), fc.string(), (id, status) => {
        const { status_membership } = normalizeMembership({ id, status_membership: status });
        expect(status_membership).toBe(status_membership.toLowerCase());
      }),
    );
  });
});

describe('§6 VIP member', () => {
  it('is VIP when the server says is_vip', () => {
    expect(isVip(normalizeMembership({ id: 1, status_membership: 'VIP', is_vip: true }))).toBe(
      true,
    );
  });

  it('is VIP by status when is_vip is missing', () => {
    expect(isVip(normalizeMembership({ id: 1, status_membership: 'VIP' }))).toBe(true);
    expect(isVip(normalizeMembership({ id: 1, status_membership: 'free' }))).toBe(false);
  });

  it('trusts an explicit is_vip over the status', () => {
    expect(isVip(normalizeMembership({ id: 1, status_membership: 'VIP', is_vip: false }))).toBe(
      false,
    );
  });

  it('is never VIP without a membership', () => {
    expect(isVip(null)).toBe(false);
    expect(isVip(undefined)).toBe(false);
    expect(isVip(NON_USER_MEMBERSHIP)).toBe(false);
  });
});

describe('§6 the VIP flag chooses the VIP or free variant of a call', () => {
  const faqDetail = { vip: 'content/ex/v1/faqs/7', free: 'freemium/faqs/7' };

  it('chooses the VIP variant for a VIP', () => {
    expect(chooseMembershipVariant(true, faqDetail)).toBe(faqDetail.vip);
    expect(chooseMembershipVariant({ is_vip: true }, faqDetail)).toBe(faqDetail.vip);
  });

  it('chooses the free variant (freemium path) for a free member and a non-user', () => {
    expect(chooseMembershipVariant(false, faqDetail)).toBe(faqDetail.free);
    expect(
      chooseMembershipVariant(normalizeMembership({ id: 1, status_membership: 'free' }), faqDetail),
    ).toBe(faqDetail.free);
    expect(chooseMembershipVariant(null, faqDetail)).toBe(faqDetail.free);
  });
});

describe('§3 enableFeature record', () => {
  it('starts with type none, not submitted, nothing available', () => {
    expect(initialEnableFeature()).toEqual({
      feature: '',
      status: false,
      message: '',
      products: [],
      type: 'none',
      submited: false,
    });
  });

  it('records an available feature as submitted', () => {
    expect(enableFeatureFromAvailability('tanya-saham', { is_available: true })).toEqual({
      feature: 'tanya-saham',
      status: true,
      message: '',
      products: [],
      type: 'none',
      submited: true,
    });
  });

  it('keeps the message, products and type of an unavailable feature', () => {
    const products = [{ id: 1, name: 'VIP 1 bulan' }];
    const record = enableFeatureFromAvailability('stockpick', {
      is_available: false,
      message: 'Fitur khusus member VIP',
      products,
      type: 'upgrade',
    });
    expect(record).toMatchObject({
      status: false,
      message: 'Fitur khusus member VIP',
      products,
      type: 'upgrade',
    });
    expect(record.products).not.toBe(products);
  });

  it('falls back to type none when the answer has an empty type', () => {
    expect(
      enableFeatureFromAvailability('x', { is_available: false, type: '', products: null }).type,
    ).toBe('none');
  });
});

describe('§3 a known membership', () => {
  it('is one the call answered with an id, not the non-user stand-in', () => {
    expect(isMembershipKnown(NON_USER_MEMBERSHIP)).toBe(false);
    expect(isMembershipKnown(normalizeMembership(null))).toBe(false);
    expect(isMembershipKnown(normalizeMembership({ id: 9, status_membership: 'free' }))).toBe(true);
    expect(isMembershipKnown(normalizeMembership({ id: 9, status_membership: 'VIP' }))).toBe(true);
  });
});

describe('isLockedFor (§6 VIP content)', () => {
  it('locks VIP content for everyone but a VIP member, and nothing else', () => {
    expect(isLockedFor({ is_vip: true }, false)).toBe(true);
    expect(isLockedFor({ is_vip: true }, true)).toBe(false);
    expect(isLockedFor({ is_vip: false }, false)).toBe(false);
    expect(isLockedFor({ is_vip: false }, true)).toBe(false);
  });
});
