import { MAX_ACTIVE_CHATS, MAX_DEPOSIT, UPLOAD_LIMIT_BYTES } from './constants.ts';

/*
 * Every text the reference server sends, declared once so both sides use the same string
 * (issue 27: server messages reached members in English). Texts the spec gives are quoted exactly;
 * the rest are designed (§8: other messages not shown) in plain English like the spec's own, and
 * the app matches them loosely (see the classifiers). A message is typed `ServerMessage`, which
 * only this module makes; the text members read for each lives in `member-messages.ts`, whose
 * test fails for a message without one. The two are apart so a first screen carries the few bytes
 * it matches against and loads the translations only when a call fails (issue 29's /login budget).
 */

/** The brand of {@link ServerMessage} (exported so declaration files can name it). */
export declare const serverMessageBrand: unique symbol;

/** A text the server may send, made only here; `member-messages.ts` gives its Indonesian text. */
export type ServerMessage = string & { readonly [serverMessageBrand]: true };

/** Declares a text the server sends. */
function serverMessage<const T extends string>(server: T): T & ServerMessage {
  return server as T & ServerMessage;
}

/**
 * Case, surrounding space and a trailing full stop do not change what a server message means.
 * @example canonicalMessage(' Not allowed. ') // 'not allowed'
 */
export function canonicalMessage(text: string): string {
  return text.trim().replace(/\.+$/, '').trim().toLowerCase();
}

/**
 * Spec §6, §8: the member may no longer use the session; the app shows a logout alert.
 * @example matchesServerMessage(body.message, NOT_ALLOWED_MESSAGE)
 */
export const NOT_ALLOWED_MESSAGE = serverMessage('Not Allowed');

/**
 * Spec §6, §8: a free member (or an expired subscription) asked for VIP content; back to the back-link.
 * @example res.status(403).json({ message: MEMBERSHIP_EXPIRED_MESSAGE })
 */
export const MEMBERSHIP_EXPIRED_MESSAGE = serverMessage('not membership/membership is expired');

/**
 * Spec §6, §8: a free member opened content without a free preview; back to the back-link.
 * @example res.status(403).json({ message: NO_PREVIEW_FOR_FREE_USER_MESSAGE })
 */
export const NO_PREVIEW_FOR_FREE_USER_MESSAGE = serverMessage('no preview for free user');

/**
 * Spec §8: a buy's capital above the §9 maximum. Built from MAX_DEPOSIT; it reads
 * 'maximal deposit is 1000000000000'. The app shows MAX_DEPOSIT_DISPLAY_MESSAGE instead.
 * @example res.status(400).json({ message: MAX_DEPOSIT_SERVER_MESSAGE })
 */
export const MAX_DEPOSIT_SERVER_MESSAGE = serverMessage(`maximal deposit is ${MAX_DEPOSIT}`);

/**
 * Spec §8: statuses above 500, and failures without a usable response, carry this message.
 * @example normaliseError(503, undefined).message // 'Server Error'
 */
export const SERVER_ERROR_MESSAGE = serverMessage('Server Error');

/**
 * What members read for {@link SERVER_ERROR_MESSAGE} (member-messages.ts uses it). Here as well, as
 * the app's words for a failure that is not a call's, shown without loading the members' texts.
 */
export const SERVER_ERROR_MEMBER_TEXT = 'Terjadi gangguan pada server. Silakan coba lagi.';

/**
 * Spec §5, §6: one ongoing question blocks new ones. The spec describes the message without giving
 * its text; designed to say exactly that, and recognised by `classifyQaPermission`.
 * @example classifyQaPermission(QA_ONGOING_MESSAGE) // 'ongoing'
 */
export const QA_ONGOING_MESSAGE = serverMessage('a question must be answered first');

/**
 * Spec §5, §6, §9: at most 3 active chats. Designed text, built from MAX_ACTIVE_CHATS:
 * 'the user already has 3 active chats'.
 * @example classifyQaPermission(QA_MAX_CHATS_MESSAGE) // 'maxReached'
 */
export const QA_MAX_CHATS_MESSAGE = serverMessage(
  `the user already has ${MAX_ACTIVE_CHATS} active chats`,
);

/**
 * Spec §5: the account check's 400 when the e-mail is taken. Designed text; what matters is that it
 * mentions the e-mail (see `classifyAccountCheck`).
 * @example classifyAccountCheck(400, ACCOUNT_CHECK_EMAIL_EXISTS_MESSAGE).emailExists // true
 */
export const ACCOUNT_CHECK_EMAIL_EXISTS_MESSAGE = serverMessage('email already registered');

/**
 * Spec §5: the account check's 400 when the WhatsApp number is taken. Designed text mentioning phone.
 * @example classifyAccountCheck(400, ACCOUNT_CHECK_PHONE_EXISTS_MESSAGE).whatsappExists // true
 */
export const ACCOUNT_CHECK_PHONE_EXISTS_MESSAGE = serverMessage('phone already registered');

/**
 * Spec §8 (429 on register, password reset and OTP requests): designed text, the HTTP reason phrase.
 * @example res.status(429).json({ message: TOO_MANY_REQUESTS_MESSAGE, remaining_second: 90 })
 */
export const TOO_MANY_REQUESTS_MESSAGE = serverMessage('Too Many Requests');

/**
 * Spec §7 (login with credentials in the body): designed text for wrong e-mail or password. It names
 * neither field alone so it does not tell an attacker which one exists.
 * @example res.status(401).json({ message: INVALID_CREDENTIALS_MESSAGE })
 */
export const INVALID_CREDENTIALS_MESSAGE = serverMessage('Invalid email or password');

/**
 * Spec §6 (member-only calls carry a bearer token): designed text for a missing or expired token.
 * @example res.status(401).json({ message: UNAUTHORIZED_MESSAGE })
 */
export const UNAUTHORIZED_MESSAGE = serverMessage('Unauthorized');

/**
 * Spec §2, §8: a Google login for an account that is not registered (the app then offers signup).
 * Designed text.
 * @example res.status(404).json({ message: GOOGLE_ACCOUNT_NOT_REGISTERED_MESSAGE })
 */
export const GOOGLE_ACCOUNT_NOT_REGISTERED_MESSAGE = serverMessage(
  'google account is not registered',
);

/**
 * Spec §8 (password change failure returns status 401): designed text for a wrong current password.
 * @example res.status(400).json({ message: WRONG_OLD_PASSWORD_MESSAGE })
 */
export const WRONG_OLD_PASSWORD_MESSAGE = serverMessage('old password is incorrect');

/**
 * Designed text for an unknown resource (§8: other messages not shown).
 * @example res.status(404).json({ message: NOT_FOUND_MESSAGE })
 */
export const NOT_FOUND_MESSAGE = serverMessage('Not Found');

/** Spec §5: the message when a phone verification request carries a non-numeric phone. */
export const PHONE_FORMAT_MESSAGE = serverMessage('Format nomor belum sesuai');

/**
 * Spec §5, §8: shown when a code is verified without a valid phone (or, by our design, a malformed
 * code). Members read it as the spec writes it.
 */
export const INVALID_VERIFICATION_CODE_MESSAGE = serverMessage('Invalid verification code');

/** Spec §5, §8: shown when a register OTP is resent for an invalid number, as the spec writes it. */
export const INVALID_WA_NUMBER_MESSAGE = serverMessage('Invalid WA Number');

/** Spec §5: the account check's 400 when both signup identifiers are taken (designed). */
export const ACCOUNT_CHECK_BOTH_EXIST_MESSAGE = serverMessage('email and phone already registered');

/** A login for an account whose WhatsApp is not verified yet (designed; §8 shows none). */
export const ACCOUNT_NOT_VERIFIED_MESSAGE = serverMessage('account is not verified');

/** A Google ID token that fails signature, audience, issuer or expiry checks (designed). */
export const INVALID_GOOGLE_TOKEN_MESSAGE = serverMessage('invalid Google token');

/** Google did not vouch for an e-mail, which every account needs (designed). */
export const GOOGLE_EMAIL_UNVERIFIED_MESSAGE = serverMessage(
  'Google account has no verified email',
);

/** A WhatsApp login for a number no account has (designed). */
export const PHONE_NOT_REGISTERED_MESSAGE = serverMessage('phone number is not registered');

/** A reply or an end on a Tanya Saham chat that has ended (designed). */
export const CHAT_ENDED_MESSAGE = serverMessage('this chat has ended; ask a new question instead');

/** Rating a question before any analyst answered it (designed). */
export const RATING_BEFORE_ANSWER_MESSAGE = serverMessage(
  'a question can be rated once an analyst has answered',
);

/** Spec §7 rating: once per chat (designed). */
export const ALREADY_RATED_MESSAGE = serverMessage('this chat has already been rated');

/** Spec §7 delete-chat removes ended chats from the history (designed). */
export const DELETE_ACTIVE_CHAT_MESSAGE = serverMessage('end the chat before deleting it');

/** An analyst calling a call that only the asking member may make (designed). */
export const MEMBERS_ONLY_MESSAGE = serverMessage('only the member who asked may do this');

/** An analyst trying to ask (designed): analysts answer questions. */
export const ANALYSTS_DO_NOT_ASK_MESSAGE = serverMessage(
  'analysts answer questions; they do not ask them',
);

/** A member calling an analyst's call (designed). */
export const ANALYSTS_ONLY_MESSAGE = serverMessage('Forbidden: analysts only');

/** A stock code that is not one of the listed stocks (designed). */
export const UNKNOWN_STOCK_MESSAGE = serverMessage('stock: not a listed stock code');

/** The most rows one portfolio holds (the contract's portfolio answers at most 200). */
export const MAX_PORTFOLIO_ROWS = 200;

/** A portfolio already holding {@link MAX_PORTFOLIO_ROWS} rows (designed). */
export const PORTFOLIO_FULL_MESSAGE = serverMessage(
  `a portfolio holds at most ${MAX_PORTFOLIO_ROWS} stocks`,
);

/** Sending a portfolio with neither rows nor a screenshot (designed). */
export const EMPTY_PORTFOLIO_MESSAGE = serverMessage(
  'add a stock or a screenshot to the portfolio before sending it',
);

/** Selling a stock-diary position that was already sold (designed). */
export const POSITION_ALREADY_SOLD_MESSAGE = serverMessage('position is already sold');

/** Spec §5, §9: an upload larger than 2,040,000 bytes (§5 shows no text; designed). */
export const UPLOAD_TOO_LARGE_MESSAGE = serverMessage(
  `File too large: at most ${UPLOAD_LIMIT_BYTES} bytes`,
);

/** An attachment that is not PNG, JPEG or WebP (designed). */
export const UPLOAD_TYPE_MESSAGE = serverMessage('Image must be PNG, JPEG or WebP');

/** Code delivery (WhatsApp, e-mail) that is not set up on this server: a 503 (designed). */
export const CODE_DELIVERY_UNAVAILABLE_MESSAGE = serverMessage('Code delivery is not configured');

/** The embedded database is overloaded and turned the request away at once: a 503 (designed, issue 24). */
export const SERVER_BUSY_MESSAGE = serverMessage('Server busy: try again in a moment');

/** Node's parser refused a URL and headers over its 16 KB (designed; issue 24's fuzzer). */
export const HEADERS_TOO_LARGE_MESSAGE = serverMessage(
  'Request header fields too large: the URL and headers must stay under 16 KB',
);

/** A request that did not arrive in time (designed). */
export const REQUEST_TIMEOUT_MESSAGE = serverMessage('Request Timeout');

/** Bytes that are not an HTTP request at all (designed). */
export const MALFORMED_HTTP_MESSAGE = serverMessage('Bad Request: not a well-formed HTTP request');

/** A request the server could not read at all (designed): a client's bug, not a member's. */
export const BAD_REQUEST_MESSAGE = serverMessage('Bad Request');

/*
 * Messages about one field of a request: `<field>: <what is wrong>` or `<field> is required`
 * (validation of the contract's schemas, the body's form, a stock-diary price). Members read them
 * by field; the builders below are the only way the server makes one.
 */
/** A field whose value breaks its rule: the rule's own text when it is a server message. */
export function invalidFieldMessage(field: string, problem: string): ServerMessage {
  return `${field}: ${problem}` as ServerMessage;
}

/** A field the request must carry. */
export function requiredFieldMessage(field: string): ServerMessage {
  return `${field} is required` as ServerMessage;
}

/** A NUL character (U+0000) in a text field (issue 24: databases refuse it). */
export function nulCharacterMessage(field: string): ServerMessage {
  return invalidFieldMessage(field, 'must not contain the NUL character (U+0000)');
}

/** Spec §3 stock price info: a price outside the stock's all-time range (amounts as rupiah). */
export function priceOutOfRangeMessage(field: string, low: string, high: string): ServerMessage {
  return invalidFieldMessage(field, `must be between ${low} and ${high}`);
}

/** A buy whose lots cost more than its deposit (amounts as rupiah). */
export function depositTooSmallMessage(lot: number, price: string, cost: string): ServerMessage {
  return invalidFieldMessage(
    'deposit',
    `${lot} lot at ${price} costs ${cost}, more than the deposit`,
  );
}

/** A buy following a trading idea about another stock. */
export function pickOfOtherStockMessage(stockCode: string): ServerMessage {
  return invalidFieldMessage('stock_pick_id', `the idea is not about ${stockCode}`);
}

/** A price with a fraction of a rupiah (IDX prices are whole rupiah). */
export function wholeRupiahMessage(field: string): ServerMessage {
  return invalidFieldMessage(field, 'must be a whole number of rupiah');
}

/** A value outside the values a field takes (a notification category, a setting's slug). */
export function oneOfMessage(field: string, values: readonly string[]): ServerMessage {
  return invalidFieldMessage(field, `must be one of ${values.join(', ')}`);
}

/** A body larger than the call takes (an upload's gets {@link UPLOAD_TOO_LARGE_MESSAGE}). */
export function bodyTooLargeMessage(limitBytes: number): ServerMessage {
  return invalidFieldMessage('body', `larger than the limit of ${limitBytes} bytes`);
}

/**
 * Whether a received message (of any type) is the given canonical server message, ignoring case,
 * surrounding space and a trailing full stop.
 * @example matchesServerMessage('not allowed.', NOT_ALLOWED_MESSAGE) // true
 */
export function matchesServerMessage(received: unknown, expected: string): boolean {
  return typeof received === 'string' && canonicalMessage(received) === canonicalMessage(expected);
}

/** Spec §5 account check outcome: which of the signup identifiers already belong to an account. */
export interface AccountCheckResult {
  emailExists: boolean;
  whatsappExists: boolean;
}

// 'email', 'e-mail', 'E-Mail', also inside field names such as 'user_email' or 'userEmail'.
const mentionsEmail = /e-?mail/i;
// 'phone' (also inside 'handphone', 'telephone', 'phone_number'), Indonesian 'telepon',
// 'whatsapp'/'whats app', and 'WA' as a word of its own ('nomor WA', 'wa_number'; not 'was').
const mentionsPhone = /phone|telepon|whats[\s-]?app|(?:^|[^a-z])wa(?:[^a-z]|$)/i;

/**
 * Spec §5: a 400 from the account check whose message mentions e-mail marks the e-mail as existing;
 * one mentioning phone (or WhatsApp) marks WhatsApp as existing. Any other status marks nothing.
 * @example classifyAccountCheck(400, 'Email already registered') // { emailExists: true, whatsappExists: false }
 */
export function classifyAccountCheck(status: number, message: unknown): AccountCheckResult {
  if (status !== 400 || typeof message !== 'string') {
    return { emailExists: false, whatsappExists: false };
  }
  return { emailExists: mentionsEmail.test(message), whatsappExists: mentionsPhone.test(message) };
}

/** Spec §5, §6 Q&A permission: a question still waiting for its answer, the chat limit, or neither. */
export type QaPermission = 'ongoing' | 'maxReached' | 'none';

const answeredFirst = /answered\s+first/i;
const activeChats = /already\s+has\s+(\d+)\s+active\s+chats?/i;

/**
 * Spec §5: the server message saying a question must be answered first marks an ongoing Q&A; one
 * saying the user already has 3 (MAX_ACTIVE_CHATS or more) active chats marks the maximum reached.
 * @example classifyQaPermission('The user already has 3 active chats') // 'maxReached'
 */
export function classifyQaPermission(message: unknown): QaPermission {
  if (typeof message !== 'string') return 'none';
  if (answeredFirst.test(message)) return 'ongoing';
  const chats = activeChats.exec(message);
  if (chats && Number(chats[1]) >= MAX_ACTIVE_CHATS) return 'maxReached';
  return 'none';
}
