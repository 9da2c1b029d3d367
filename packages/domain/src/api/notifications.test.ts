import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { NOTIFICATION_FETCH_SIZE } from '../constants.ts';
import {
  notification,
  notificationCategory,
  notificationListQuery,
  unreadCount,
  unreadCountResponse,
} from './notifications.ts';

/** Every problem a schema reports, keyed by field path, so tests read like the 400 body. */
function problems(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) throw new Error(`expected a failure for ${JSON.stringify(input)}`);
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

const item = {
  id: 1,
  title: 'Jawaban baru',
  body: 'Analis menjawab pertanyaanmu',
  category: 'ask-stock',
  is_read: false,
  landing_url: '/qna/history/3',
  created_at: '2024-05-01T02:00:00Z',
};

describe('§3 notifications and their categories', () => {
  it('accepts a notification with or without a landing_url', () => {
    expect(notification.parse(item)).toEqual(item);
    expect(notification.parse({ ...item, landing_url: null }).landing_url).toBeNull();
    expect(notificationCategory.parse({ name: 'Event', slug: 'event' })).toEqual({
      name: 'Event',
      slug: 'event',
    });
  });

  it('rejects a missing is_read, a text is_read and an over-long title', () => {
    expect(problems(notification, { ...item, is_read: undefined })).toEqual({
      is_read: 'Invalid input: expected boolean, received undefined',
    });
    expect(problems(notification, { ...item, is_read: 'false' })).toHaveProperty('is_read');
    expect(problems(notification, { ...item, title: 'x'.repeat(201) })).toHaveProperty('title');
  });
});

describe('§7 notification list: no-cache, timestamp, size 10000', () => {
  it('fetches 10000 at once by default and reads the timestamp as a number', () => {
    expect(notificationListQuery.parse({ timestamp: '1714528800000' })).toEqual({
      page: 1,
      size: NOTIFICATION_FETCH_SIZE,
      timestamp: 1714528800000,
    });
  });

  it('rejects a size above 10000 and a timestamp that is not a number', () => {
    expect(problems(notificationListQuery, { size: '10001' })).toHaveProperty('size');
    expect(problems(notificationListQuery, { timestamp: 'now' })).toHaveProperty('timestamp');
  });
});

describe('§7 count-unread answers the field Count', () => {
  it('accepts Count and rejects the lower-case spelling', () => {
    expect(
      unreadCountResponse.parse({ status: 200, message: 'success', data: { Count: 4 } }).data,
    ).toEqual({
      Count: 4,
    });
    expect(problems(unreadCount, { count: 4 })).toEqual({
      Count: 'Invalid input: expected number, received undefined',
    });
  });
});
