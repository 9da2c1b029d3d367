import { CODE_DELIVERY_UNAVAILABLE_MESSAGE } from '@saham/domain/server-messages';
import { HttpError } from '../http/errors.ts';

/** A code on its way to a member: by WhatsApp (one-time codes) or e-mail (reset, verification). */
export interface CodeMessage {
  channel: 'whatsapp' | 'email';
  /** The full phone number (digits, with country code) or the e-mail address. */
  to: string;
  purpose: 'login' | 'register' | 'reset_password' | 'verify_email';
  code: string;
  /** The page the message links to with the code (a password-reset e-mail's /create-password). */
  link?: string;
  /** When the code stops working. */
  expiresAt: Date;
}

/** Delivers codes. Production wires a real provider; development keeps them in an outbox. */
export interface CodeSender {
  send(message: CodeMessage): Promise<void>;
}

/** A delivered message as the development outbox shows it. */
export interface OutboxEntry extends CodeMessage {
  sentAt: Date;
}

/**
 * The development sink: keeps every code in memory, readable at the dev-only outbox endpoint
 * (absent in production). It never writes codes to the log.
 * @example const outbox = new DevOutbox(); await outbox.send(message); outbox.list('6281234567890')
 */
export class DevOutbox implements CodeSender {
  readonly #entries: OutboxEntry[] = [];
  readonly #limit: number;

  constructor(limit = 500) {
    this.#limit = limit;
  }

  async send(message: CodeMessage): Promise<void> {
    this.#entries.push({ ...message, sentAt: new Date() });
    if (this.#entries.length > this.#limit) this.#entries.shift();
  }

  /** Newest first; only those sent to `to` when given. */
  list(to?: string): OutboxEntry[] {
    const entries = to === undefined ? this.#entries : this.#entries.filter((e) => e.to === to);
    return [...entries].reverse();
  }
}

/**
 * Production default when no provider is wired: refuses to pretend a code was sent (503), so a
 * misconfigured deployment fails loudly instead of locking members out silently.
 * @example createServer({ sender: myWhatsAppAndMailSender })
 */
export class UnconfiguredSender implements CodeSender {
  async send(): Promise<void> {
    throw new HttpError(503, CODE_DELIVERY_UNAVAILABLE_MESSAGE);
  }
}
