import { describe, expect, it } from 'vitest';
import { pushMessageFromNotificationData, pushMessageFromPayload } from './push-message.ts';

const now = new Date('2026-11-28T02:00:00.000Z');

describe('§3 push message from the provider', () => {
  it('reads the notification part first, then the data part, and the link from the options', () => {
    expect(
      pushMessageFromPayload(
        {
          from: '1',
          collapseKey: '',
          messageId: 'm1',
          notification: { title: 'Ide baru: BBCA', body: 'Target 10.500' },
          data: { title: 'ignored', sent_at: '1764295200000' },
          fcmOptions: { link: '/stockpick/7' },
        },
        now,
      ),
    ).toEqual({
      id: 'm1',
      title: 'Ide baru: BBCA',
      body: 'Target 10.500',
      image: null,
      link: '/stockpick/7',
      sentAt: '2025-11-28T02:00:00.000Z',
      receivedAt: now.toISOString(),
    });
  });

  it('names a data-only message from its data, and "Saham" when it has no title', () => {
    const message = pushMessageFromPayload(
      { from: '1', collapseKey: '', messageId: 'm2', data: { landing_url: '/update' } },
      now,
    );
    expect(message).toMatchObject({ title: 'Saham', body: '', link: '/update', sentAt: null });
  });
});

describe('§4 the message behind a clicked notification', () => {
  it('reads firebase’s own notification (its wire form under FCM_MSG), the link from fcmOptions', () => {
    const data = {
      FCM_MSG: {
        from: '1234',
        fcmMessageId: 'fcm-1',
        notification: { title: 'Promo VIP', body: 'Diskon 50%' },
        data: { sent_at: '2026-11-28T01:00:00.000Z' },
        fcmOptions: { link: '/promotion/3' },
      },
    };
    expect(pushMessageFromNotificationData(data, now)).toEqual({
      id: 'fcm-1',
      title: 'Promo VIP',
      body: 'Diskon 50%',
      image: null,
      link: '/promotion/3',
      sentAt: '2026-11-28T01:00:00.000Z',
      receivedAt: now.toISOString(),
    });
  });

  it('takes the link from click_action when firebase kept it there', () => {
    const data = {
      FCM_MSG: { fcmMessageId: 'fcm-2', notification: { title: 'T', click_action: '/faq' } },
    };
    expect(pushMessageFromNotificationData(data, now)?.link).toBe('/faq');
  });

  it('returns the app’s own notification data (a data-only message) as it was stored', () => {
    const stored = pushMessageFromPayload(
      { from: '1', collapseKey: '', messageId: 'm3', data: { title: 'Jawaban analis' } },
      now,
    );
    expect(pushMessageFromNotificationData(stored, now)).toEqual(stored);
  });

  it('is null for any other notification', () => {
    for (const data of [null, undefined, 'x', 42, {}, { FCM_MSG: 'x' }, { id: 1, title: 't' }]) {
      expect(pushMessageFromNotificationData(data, now)).toBeNull();
    }
  });
});
