import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { MAX_ACTIVE_CHATS, UPLOAD_LIMIT_BYTES } from '../constants.ts';
import { UPLOAD_TOO_LARGE_MESSAGE, UPLOAD_TYPE_MESSAGE } from '../server-messages.ts';
import {
  askPermission,
  chatDetailQuery,
  chatMessage,
  createTicketRequest,
  customQuestionRequest,
  deleteChatRequest,
  imageUpload,
  portfolio,
  portfolioAddRequest,
  portfolioDetailRequest,
  portfolioSendRequest,
  portfolioUpdateRequest,
  rating,
  ratingRequest,
  ratingResponse,
  replyRequest,
  ticket,
  ticketListQuery,
} from './tanya-saham.ts';

/** Every problem a schema reports, keyed by field path, so tests read like the 400 body. */
function problems(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) throw new Error(`expected a failure for ${JSON.stringify(input)}`);
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

const at = '2024-05-01T02:00:00Z';

function image(size: number, type = 'image/png') {
  return new File([new Uint8Array(size)], 'portofolio.png', { type });
}

describe('§3 question tickets and chat messages', () => {
  const question = {
    id: 1,
    type: 'stock',
    question: 'Bagaimana BBCA?',
    stock: 'BBCA',
    portofolio_id: null,
    image_url: null,
    status: 'waiting',
    created_at: at,
    updated_at: at,
  };

  it.each(['stock', 'portfolio', 'custom'])('accepts a %s question', (type) => {
    expect(ticket.parse({ ...question, type }).type).toBe(type);
  });

  it.each(['waiting', 'answered', 'ended'])('accepts the %s status', (status) => {
    expect(ticket.parse({ ...question, status }).status).toBe(status);
  });

  it('rejects another type or status and a missing question', () => {
    expect(problems(ticket, { ...question, type: 'crypto' })).toHaveProperty('type');
    expect(problems(ticket, { ...question, status: 'open' })).toHaveProperty('status');
    expect(problems(ticket, { ...question, question: undefined })).toEqual({
      question: 'Invalid input: expected string, received undefined',
    });
  });

  it('accepts messages from the member and the analyst only', () => {
    const message = {
      id: 1,
      ticket_id: 1,
      sender: 'analyst',
      message: 'Masih uptrend',
      image_url: null,
      created_at: at,
    };
    expect(chatMessage.parse(message)).toEqual(message);
    expect(problems(chatMessage, { ...message, sender: 'bot' })).toHaveProperty('sender');
  });

  it('filters the history by status and type and pages the chat', () => {
    expect(ticketListQuery.parse({ status: 'answered', type: 'custom' })).toEqual({
      page: 1,
      size: 20,
      status: 'answered',
      type: 'custom',
    });
    expect(problems(ticketListQuery, { status: 'open' })).toHaveProperty('status');
    expect(chatDetailQuery.parse({ page: '2' })).toEqual({ page: 2, size: 20 });
  });
});

describe('§6 at most 3 active chats; one unanswered question blocks new ones', () => {
  it('answers whether the member may ask, with the maximum of 3', () => {
    const allowed = {
      can_ask: true,
      active_chats: 2,
      max_active_chats: MAX_ACTIVE_CHATS,
      has_unanswered: false,
      message: '',
    };
    expect(askPermission.parse(allowed)).toEqual(allowed);
    expect(
      problems(askPermission, { ...allowed, active_chats: MAX_ACTIVE_CHATS + 1 }),
    ).toHaveProperty('active_chats');
    expect(problems(askPermission, { ...allowed, max_active_chats: 5 })).toHaveProperty(
      'max_active_chats',
    );
  });
});

describe('§7 asking: stock questions as JSON', () => {
  it('creates a question about a stock', () => {
    expect(createTicketRequest.parse({ stock: 'BBCA', question: ' Masih layak beli? ' })).toEqual({
      type: 'stock',
      stock: 'BBCA',
      question: 'Masih layak beli?',
    });
  });

  it('rejects a missing stock, an empty question and an over-long one', () => {
    expect(problems(createTicketRequest, { question: 'x' })).toHaveProperty('stock');
    expect(problems(createTicketRequest, { stock: 'BBCA', question: '  ' })).toHaveProperty(
      'question',
    );
    expect(problems(createTicketRequest, { stock: 'BBCA', question: 'x'.repeat(5001) })).toEqual({
      question: 'Too big: expected string to have <=5000 characters',
    });
  });
});

describe('§5 §9 uploads in multipart bodies: at most 2,040,000 bytes', () => {
  it('accepts an image of exactly the limit', () => {
    expect(imageUpload.safeParse(image(UPLOAD_LIMIT_BYTES)).success).toBe(true);
  });

  it('rejects one byte more, an empty file and a type that is not an image', () => {
    expect(problems(imageUpload, image(UPLOAD_LIMIT_BYTES + 1))).toEqual({
      '': UPLOAD_TOO_LARGE_MESSAGE,
    });
    expect(UPLOAD_TOO_LARGE_MESSAGE).toContain('2040000');
    expect(problems(imageUpload, image(0))).toEqual({ '': 'File is empty' });
    expect(problems(imageUpload, image(10, 'application/pdf'))).toEqual({
      '': UPLOAD_TYPE_MESSAGE,
    });
    expect(problems(imageUpload, 'not a file')).toHaveProperty('');
  });
});

describe('§7 multipart calls: reply, lainnya, portfolio add and update', () => {
  it('reads form text as numbers and accepts a text or an image reply', () => {
    expect(replyRequest.parse({ ticket_id: '1', message: 'Terima kasih' })).toEqual({
      ticket_id: 1,
      message: 'Terima kasih',
    });
    const withImage = replyRequest.parse({ ticket_id: '1', image: image(10) });
    expect(withImage.image).toBeInstanceOf(File);
  });

  it('rejects a reply with neither text nor image, and one without a ticket', () => {
    expect(problems(replyRequest, { ticket_id: '1', message: '  ' })).toEqual({
      message: 'Write a message or attach an image',
    });
    expect(problems(replyRequest, { ticket_id: '1' })).toEqual({
      message: 'Write a message or attach an image',
    });
    expect(problems(replyRequest, { message: 'x' })).toHaveProperty('ticket_id');
  });

  it('asks about another matter with an optional image', () => {
    expect(customQuestionRequest.parse({ question: 'Cara membaca laporan?' }).question).toBe(
      'Cara membaca laporan?',
    );
    expect(
      problems(customQuestionRequest, { question: 'x', image: image(UPLOAD_LIMIT_BYTES + 1) }),
    ).toEqual({ image: UPLOAD_TOO_LARGE_MESSAGE });
  });

  it('adds a portfolio with a name and updates its name or image', () => {
    expect(portfolioAddRequest.parse({ name: 'Utama' })).toEqual({ name: 'Utama' });
    expect(problems(portfolioAddRequest, {})).toHaveProperty('name');
    expect(portfolioUpdateRequest.parse({ image: image(5) }).image).toBeInstanceOf(File);
    expect(problems(portfolioUpdateRequest, {})).toEqual({
      '': 'Nothing to update: send a name or an image',
    });
  });
});

describe('§3 portfolio detail payload: portofolio_id, stock, lot, buy_price', () => {
  const row = { portofolio_id: 1, stock: 'BBCA', lot: 10, buy_price: 9000 };

  it('accepts a row and a portfolio holding it', () => {
    expect(portfolioDetailRequest.parse(row)).toEqual(row);
    const held = {
      id: 1,
      name: 'Utama',
      image_url: null,
      details: [{ id: 5, ...row }],
      created_at: at,
      updated_at: at,
    };
    expect(portfolio.parse(held)).toEqual(held);
  });

  it('rejects a fractional lot, a zero or fractional price and a missing portofolio_id', () => {
    expect(problems(portfolioDetailRequest, { ...row, lot: 1.5 })).toHaveProperty('lot');
    expect(problems(portfolioDetailRequest, { ...row, buy_price: 0 })).toHaveProperty('buy_price');
    // §9: whole rupiah only.
    expect(problems(portfolioDetailRequest, { ...row, buy_price: 9250.5 })).toHaveProperty(
      'buy_price',
    );
    expect(problems(portfolioDetailRequest, { ...row, portofolio_id: undefined })).toHaveProperty(
      'portofolio_id',
    );
  });

  it('sends a portfolio to the analyst with a question', () => {
    expect(portfolioSendRequest.parse({ portofolio_id: 1, question: 'Rebalancing?' })).toEqual({
      portofolio_id: 1,
      question: 'Rebalancing?',
    });
    expect(problems(portfolioSendRequest, { portofolio_id: 1 })).toHaveProperty('question');
  });
});

describe('§7 rating, end and delete chat', () => {
  it('rates a ticket 1 to 5 stars', () => {
    expect(ratingRequest.parse({ ticket_id: 1, rating: 5 })).toEqual({ ticket_id: 1, rating: 5 });
    expect(problems(ratingRequest, { ticket_id: 1, rating: 6 })).toHaveProperty('rating');
    expect(problems(ratingRequest, { ticket_id: 1, rating: '5' })).toHaveProperty('rating');
    const given = { ticket_id: 1, rating: 4, comment: null, created_at: at };
    expect(rating.parse(given)).toEqual(given);
    expect(ratingResponse.parse({ status: 200, message: 'success', data: null }).data).toBeNull();
  });

  it('deletes a set of distinct tickets', () => {
    expect(deleteChatRequest.parse({ ids: [1, 2] })).toEqual({ ids: [1, 2] });
    expect(problems(deleteChatRequest, { ids: [] })).toHaveProperty('ids');
    expect(problems(deleteChatRequest, { ids: [1, 1] })).toEqual({ ids: 'ids must be unique' });
    expect(
      problems(deleteChatRequest, { ids: Array.from({ length: 101 }, (_, i) => i + 1) }),
    ).toHaveProperty('ids');
  });
});
