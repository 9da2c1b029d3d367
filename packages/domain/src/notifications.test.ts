import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  NOTIFICATION_CATEGORIES,
  inboxCategoryLabel,
  inboxTabShare,
  inboxTabs,
  isInTab,
  readAllNotifications,
  readNotification,
  type NotificationLike,
} from './notifications.ts';

interface Notification extends NotificationLike {
  id: number;
  title: string;
}

const note = (id: number, is_read: boolean, landing_url?: string | null): Notification => ({
  id,
  is_read,
  title: `Notifikasi ${id}`,
  landing_url,
});

describe('§4 reading one notification', () => {
  it('marks it read, lowers the unread count by one and goes to its landing_url', () => {
    const decision = readNotification(
      { notifications: [note(1, false, '/update/detail/7'), note(2, false)], unreadCount: 2 },
      1,
    );
    expect(decision.notifications).toEqual([note(1, true, '/update/detail/7'), note(2, false)]);
    expect(decision.unreadCount).toBe(1);
    expect(decision.markOnServer).toBe(true);
    expect(decision.navigateTo).toBe('/update/detail/7');
  });

  it.each([undefined, null, '', '   '])('stays put when the landing_url is %j', (landing) => {
    const decision = readNotification(
      { notifications: [note(1, false, landing)], unreadCount: 1 },
      1,
    );
    expect(decision.navigateTo).toBeNull();
    expect(decision.unreadCount).toBe(0);
  });

  it('never lowers the count below 0', () => {
    const decision = readNotification({ notifications: [note(1, false)], unreadCount: 0 }, 1);
    expect(decision.unreadCount).toBe(0);
  });

  it('leaves the count alone for one already read, but still opens it', () => {
    const decision = readNotification(
      { notifications: [note(1, true, '/stock')], unreadCount: 4 },
      1,
    );
    expect(decision.unreadCount).toBe(4);
    expect(decision.markOnServer).toBe(false);
    expect(decision.navigateTo).toBe('/stock');
  });

  it('changes nothing for an id not in the list', () => {
    const decision = readNotification({ notifications: [note(1, false)], unreadCount: 1 }, 99);
    expect(decision).toEqual({
      notifications: [note(1, false)],
      unreadCount: 1,
      markOnServer: false,
      navigateTo: null,
    });
  });

  it('does not mutate the list or the notification', () => {
    const list = [note(1, false, '/x')];
    const frozen = Object.freeze(list.map((n) => Object.freeze(n)));
    readNotification({ notifications: frozen, unreadCount: 1 }, 1);
    expect(list[0]?.is_read).toBe(false);
  });

  it('keeps the unread count between 0 and the previous count, whatever is read', () => {
    fc.assert(
      fc.property(
        fc.array(fc.boolean(), { maxLength: 20 }),
        fc.integer({ min: -5, max: 50 }),
        fc.integer({ min: 0, max: 25 }),
        (reads, unreadCount, id) => {
          const notifications = reads.map((is_read, i) => note(i, is_read));
          const { unreadCount: next } = readNotification({ notifications, unreadCount }, id);
          expect(next).toBeGreaterThanOrEqual(0);
          expect(next).toBeLessThanOrEqual(Math.max(0, unreadCount));
        },
      ),
    );
  });
});

describe('§4 reading all notifications', () => {
  it('reloads the page, with every notification read and the badge at 0 meanwhile', () => {
    const shown = [note(1, false), note(2, true)];
    const decision = readAllNotifications(shown);
    expect(decision.reload).toBe(true);
    expect(decision.unreadCount).toBe(0);
    expect(decision.notifications.every((n) => n.is_read)).toBe(true);
    expect(shown[0]?.is_read).toBe(false);
  });
});

describe('§2 notification categories', () => {
  it('lists all, content, event, ask-stock and other with Indonesian labels', () => {
    expect(NOTIFICATION_CATEGORIES.map((c) => c.slug)).toEqual([
      'all',
      'content',
      'event',
      'ask-stock',
      'other',
    ]);
    expect(NOTIFICATION_CATEGORIES.map((c) => c.label)).toEqual([
      'Semua',
      'Konten',
      'Event',
      'Tanya Saham',
      'Lainnya',
    ]);
  });
});

describe('inbox tabs from §7 GET push-notification/category', () => {
  it("are 'Semua' and the server's categories, in its order and with its names", () => {
    expect(
      inboxTabs([
        { name: 'Promo', slug: 'promo' },
        { name: 'Event', slug: 'event' },
      ]),
    ).toEqual([
      { slug: 'all', label: 'Semua' },
      { slug: 'promo', label: 'Promo' },
      { slug: 'event', label: 'Event' },
    ]);
  });

  it("are §2's own until the server names any (missing, empty, or only blank and 'all')", () => {
    const spec = NOTIFICATION_CATEGORIES.map((tab) => ({ ...tab }));
    expect(inboxTabs(undefined)).toEqual(spec);
    expect(inboxTabs(null)).toEqual(spec);
    expect(inboxTabs([])).toEqual(spec);
    expect(
      inboxTabs([
        { name: ' ', slug: 'x' },
        { name: 'Semua', slug: 'all' },
      ]),
    ).toEqual(spec);
  });

  it('never repeats a tab, never lists a blank one, and always starts with Semua', () => {
    const category = fc.record({
      name: fc.oneof(fc.constant(' '), fc.string({ maxLength: 8 })),
      slug: fc.oneof(fc.constantFrom('all', 'event', 'other', ''), fc.string({ maxLength: 6 })),
    });
    fc.assert(
      fc.property(fc.array(category, { maxLength: 8 }), (categories) => {
        const tabs = inboxTabs(categories);
        expect(tabs[0]).toEqual({ slug: 'all', label: 'Semua' });
        expect(new Set(tabs.map((tab) => tab.slug)).size).toBe(tabs.length);
        for (const tab of tabs) {
          expect(tab.slug.trim()).not.toBe('');
          expect(tab.label.trim()).not.toBe('');
        }
      }),
    );
  });

  it("shows a notification under Semua, its own tab, and 'other' when no tab lists its category", () => {
    const tabs = inboxTabs(undefined);
    expect(isInTab('event', 'all', tabs)).toBe(true);
    expect(isInTab('event', 'event', tabs)).toBe(true);
    expect(isInTab('event', 'content', tabs)).toBe(false);
    expect(isInTab('event', 'other', tabs)).toBe(false);
    expect(isInTab('promo', 'other', tabs)).toBe(true);
    expect(isInTab('other', 'other', tabs)).toBe(true);
    expect(inboxCategoryLabel('ask-stock', tabs)).toBe('Tanya Saham');
    expect(inboxCategoryLabel('promo', tabs)).toBe('Lainnya');
    expect(inboxCategoryLabel('all', tabs)).toBe('Lainnya');
  });

  it('loses no notification: each one shows under Semua and under at least one other tab when it has one', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('content', 'event', 'ask-stock', 'other', 'promo', ''),
        (category) => {
          const tabs = inboxTabs(undefined);
          expect(isInTab(category, 'all', tabs)).toBe(true);
          const elsewhere = tabs.filter(
            (tab) => tab.slug !== 'all' && isInTab(category, tab.slug, tabs),
          );
          expect(elsewhere.length).toBe(1);
        },
      ),
    );
  });

  it("gives Semua's share as the inbox itself and every other tab's as the notifications isInTab puts there", () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('content', 'event', 'ask-stock', 'other', 'promo', ''), {
          maxLength: 30,
        }),
        fc.constantFrom('all', 'content', 'event', 'ask-stock', 'other', 'promo'),
        (categories, tab) => {
          const tabs = inboxTabs(undefined);
          const inbox = categories.map((category, id) => ({ id, category }));
          const share = inboxTabShare(inbox, tab, tabs);
          if (tab === 'all') expect(share).toBe(inbox);
          expect(share).toEqual(inbox.filter((item) => isInTab(item.category, tab, tabs)));
        },
      ),
    );
  });
});
