import { MAX_ACTIVE_CHATS, MAX_DEPOSIT, UPLOAD_LIMIT_BYTES } from './constants.ts';
import { MAX_DEPOSIT_DISPLAY_MESSAGE } from './money.ts';

/*
 * Every text the reference server sends, declared once so both sides use the same string, each
 * with the Indonesian text members read (issue 27: server messages reached members in English).
 * Texts the spec gives are quoted exactly; the rest are designed (§8: other messages not shown) in
 * plain English like the spec's own, and the app matches them loosely (see the classifiers).
 * Spec §8 translates one message itself ('maximal deposit is …' → 'Maksimum modal hanya sampai …');
 * the §5 texts 'Format nomor belum sesuai', 'Invalid verification code' and 'Invalid WA Number'
 * are shown as the spec writes them. A message is typed `ServerMessage`, which only this module
 * makes, so the server cannot send a text that has no Indonesian one.
 */

/** The brand of {@link ServerMessage} (exported so declaration files can name it). */
export declare const serverMessageBrand: unique symbol;

/** A text the server may send, made only here, always with its Indonesian text. */
export type ServerMessage = string & { readonly [serverMessageBrand]: true };

const memberTexts = new Map<string, string>();

/** Registers a server text and the text members read for it. */
function message<const T extends string>(server: T, member: string): T & ServerMessage {
  memberTexts.set(canonical(server), member);
  return server as T & ServerMessage;
}

/** Case, surrounding space and a trailing full stop do not change what a server message means. */
function canonical(text: string): string {
  return text.trim().replace(/\.+$/, '').trim().toLowerCase();
}

/**
 * Spec §6, §8: the member may no longer use the session; the app shows a logout alert.
 * @example matchesServerMessage(body.message, NOT_ALLOWED_MESSAGE)
 */
export const NOT_ALLOWED_MESSAGE = message(
  'Not Allowed',
  'Sesi Anda tidak dapat digunakan lagi. Silakan masuk kembali.',
);

/**
 * Spec §6, §8: a free member (or an expired subscription) asked for VIP content; back to the back-link.
 * @example res.status(403).json({ message: MEMBERSHIP_EXPIRED_MESSAGE })
 */
export const MEMBERSHIP_EXPIRED_MESSAGE = message(
  'not membership/membership is expired',
  'Membership VIP Anda belum aktif atau sudah berakhir.',
);

/**
 * Spec §6, §8: a free member opened content without a free preview; back to the back-link.
 * @example res.status(403).json({ message: NO_PREVIEW_FOR_FREE_USER_MESSAGE })
 */
export const NO_PREVIEW_FOR_FREE_USER_MESSAGE = message(
  'no preview for free user',
  'Konten ini khusus member VIP.',
);

/**
 * Spec §8: a buy's capital above the §9 maximum. Built from MAX_DEPOSIT; it reads
 * 'maximal deposit is 1000000000000'. The app shows MAX_DEPOSIT_DISPLAY_MESSAGE instead.
 * @example res.status(400).json({ message: MAX_DEPOSIT_SERVER_MESSAGE })
 */
export const MAX_DEPOSIT_SERVER_MESSAGE = message(
  `maximal deposit is ${MAX_DEPOSIT}`,
  MAX_DEPOSIT_DISPLAY_MESSAGE,
);

/**
 * Spec §8: statuses above 500, and failures without a usable response, carry this message.
 * @example normaliseError(503, undefined).message // 'Server Error'
 */
export const SERVER_ERROR_MESSAGE = message(
  'Server Error',
  'Terjadi gangguan pada server. Silakan coba lagi.',
);

/**
 * Spec §5, §6: one ongoing question blocks new ones. The spec describes the message without giving
 * its text; designed to say exactly that, and recognised by `classifyQaPermission`.
 * @example classifyQaPermission(QA_ONGOING_MESSAGE) // 'ongoing'
 */
export const QA_ONGOING_MESSAGE = message(
  'a question must be answered first',
  'Pertanyaan Anda sebelumnya belum dijawab. Tunggu jawaban analis sebelum bertanya lagi.',
);

/**
 * Spec §5, §6, §9: at most 3 active chats. Designed text, built from MAX_ACTIVE_CHATS:
 * 'the user already has 3 active chats'.
 * @example classifyQaPermission(QA_MAX_CHATS_MESSAGE) // 'maxReached'
 */
export const QA_MAX_CHATS_MESSAGE = message(
  `the user already has ${MAX_ACTIVE_CHATS} active chats`,
  `Anda sudah memiliki ${MAX_ACTIVE_CHATS} chat aktif. Akhiri salah satu sebelum bertanya lagi.`,
);

/**
 * Spec §5: the account check's 400 when the e-mail is taken. Designed text; what matters is that it
 * mentions the e-mail (see `classifyAccountCheck`).
 * @example classifyAccountCheck(400, ACCOUNT_CHECK_EMAIL_EXISTS_MESSAGE).emailExists // true
 */
export const ACCOUNT_CHECK_EMAIL_EXISTS_MESSAGE = message(
  'email already registered',
  'E-mail sudah terdaftar.',
);

/**
 * Spec §5: the account check's 400 when the WhatsApp number is taken. Designed text mentioning phone.
 * @example classifyAccountCheck(400, ACCOUNT_CHECK_PHONE_EXISTS_MESSAGE).whatsappExists // true
 */
export const ACCOUNT_CHECK_PHONE_EXISTS_MESSAGE = message(
  'phone already registered',
  'Nomor WhatsApp sudah terdaftar.',
);

/**
 * Spec §8 (429 on register, password reset and OTP requests): designed text, the HTTP reason phrase.
 * @example res.status(429).json({ message: TOO_MANY_REQUESTS_MESSAGE, remaining_second: 90 })
 */
export const TOO_MANY_REQUESTS_MESSAGE = message(
  'Too Many Requests',
  'Terlalu banyak percobaan. Silakan coba lagi sebentar lagi.',
);

/**
 * Spec §7 (login with credentials in the body): designed text for wrong e-mail or password. It names
 * neither field alone so it does not tell an attacker which one exists.
 * @example res.status(401).json({ message: INVALID_CREDENTIALS_MESSAGE })
 */
export const INVALID_CREDENTIALS_MESSAGE = message(
  'Invalid email or password',
  'E-mail atau kata sandi salah.',
);

/**
 * Spec §6 (member-only calls carry a bearer token): designed text for a missing or expired token.
 * @example res.status(401).json({ message: UNAUTHORIZED_MESSAGE })
 */
export const UNAUTHORIZED_MESSAGE = message(
  'Unauthorized',
  'Sesi Anda telah berakhir. Silakan masuk kembali.',
);

/**
 * Spec §2, §8: a Google login for an account that is not registered (the app then offers signup).
 * Designed text.
 * @example res.status(404).json({ message: GOOGLE_ACCOUNT_NOT_REGISTERED_MESSAGE })
 */
export const GOOGLE_ACCOUNT_NOT_REGISTERED_MESSAGE = message(
  'google account is not registered',
  'Akun Google ini belum terdaftar.',
);

/**
 * Spec §8 (password change failure returns status 401): designed text for a wrong current password.
 * @example res.status(400).json({ message: WRONG_OLD_PASSWORD_MESSAGE })
 */
export const WRONG_OLD_PASSWORD_MESSAGE = message(
  'old password is incorrect',
  'Kata sandi lama salah.',
);

/**
 * Designed text for an unknown resource (§8: other messages not shown).
 * @example res.status(404).json({ message: NOT_FOUND_MESSAGE })
 */
export const NOT_FOUND_MESSAGE = message('Not Found', 'Data tidak ditemukan.');

/** Spec §5: the message when a phone verification request carries a non-numeric phone. */
export const PHONE_FORMAT_MESSAGE = message(
  'Format nomor belum sesuai',
  'Format nomor belum sesuai',
);

/**
 * Spec §5, §8: shown when a code is verified without a valid phone (or, by our design, a malformed
 * code). Members read it as the spec writes it.
 */
export const INVALID_VERIFICATION_CODE_MESSAGE = message(
  'Invalid verification code',
  'Invalid verification code',
);

/** Spec §5, §8: shown when a register OTP is resent for an invalid number, as the spec writes it. */
export const INVALID_WA_NUMBER_MESSAGE = message('Invalid WA Number', 'Invalid WA Number');

/** Spec §5: the account check's 400 when both signup identifiers are taken (designed). */
export const ACCOUNT_CHECK_BOTH_EXIST_MESSAGE = message(
  'email and phone already registered',
  'E-mail dan nomor WhatsApp sudah terdaftar.',
);

/** A login for an account whose WhatsApp is not verified yet (designed; §8 shows none). */
export const ACCOUNT_NOT_VERIFIED_MESSAGE = message(
  'account is not verified',
  'Akun Anda belum diverifikasi. Selesaikan verifikasi nomor WhatsApp terlebih dahulu.',
);

/** A Google ID token that fails signature, audience, issuer or expiry checks (designed). */
export const INVALID_GOOGLE_TOKEN_MESSAGE = message(
  'invalid Google token',
  'Masuk dengan Google gagal. Silakan coba lagi.',
);

/** Google did not vouch for an e-mail, which every account needs (designed). */
export const GOOGLE_EMAIL_UNVERIFIED_MESSAGE = message(
  'Google account has no verified email',
  'E-mail akun Google ini belum terverifikasi.',
);

/** A WhatsApp login for a number no account has (designed). */
export const PHONE_NOT_REGISTERED_MESSAGE = message(
  'phone number is not registered',
  'Nomor WhatsApp ini belum terdaftar.',
);

/** A reply or an end on a Tanya Saham chat that has ended (designed). */
export const CHAT_ENDED_MESSAGE = message(
  'this chat has ended; ask a new question instead',
  'Chat ini sudah berakhir. Silakan ajukan pertanyaan baru.',
);

/** Rating a question before any analyst answered it (designed). */
export const RATING_BEFORE_ANSWER_MESSAGE = message(
  'a question can be rated once an analyst has answered',
  'Pertanyaan bisa dinilai setelah analis menjawab.',
);

/** Spec §7 rating: once per chat (designed). */
export const ALREADY_RATED_MESSAGE = message(
  'this chat has already been rated',
  'Chat ini sudah diberi penilaian.',
);

/** Spec §7 delete-chat removes ended chats from the history (designed). */
export const DELETE_ACTIVE_CHAT_MESSAGE = message(
  'end the chat before deleting it',
  'Akhiri chat sebelum menghapusnya.',
);

/** An analyst calling a call that only the asking member may make (designed). */
export const MEMBERS_ONLY_MESSAGE = message(
  'only the member who asked may do this',
  'Hanya member yang bertanya yang dapat melakukan ini.',
);

/** An analyst trying to ask (designed): analysts answer questions. */
export const ANALYSTS_DO_NOT_ASK_MESSAGE = message(
  'analysts answer questions; they do not ask them',
  'Analis menjawab pertanyaan, bukan mengajukannya.',
);

/** A member calling an analyst's call (designed). */
export const ANALYSTS_ONLY_MESSAGE = message('Forbidden: analysts only', 'Khusus untuk analis.');

/** A stock code that is not one of the listed stocks (designed). */
export const UNKNOWN_STOCK_MESSAGE = message(
  'stock: not a listed stock code',
  'Kode saham tidak terdaftar.',
);

/** The most rows one portfolio holds (the contract's portfolio answers at most 200). */
export const MAX_PORTFOLIO_ROWS = 200;

/** A portfolio already holding {@link MAX_PORTFOLIO_ROWS} rows (designed). */
export const PORTFOLIO_FULL_MESSAGE = message(
  `a portfolio holds at most ${MAX_PORTFOLIO_ROWS} stocks`,
  `Portofolio berisi paling banyak ${MAX_PORTFOLIO_ROWS} saham.`,
);

/** Sending a portfolio with neither rows nor a screenshot (designed). */
export const EMPTY_PORTFOLIO_MESSAGE = message(
  'add a stock or a screenshot to the portfolio before sending it',
  'Tambahkan saham atau tangkapan layar ke portofolio sebelum mengirimnya.',
);

/** Selling a stock-diary position that was already sold (designed). */
export const POSITION_ALREADY_SOLD_MESSAGE = message(
  'position is already sold',
  'Posisi ini sudah dijual.',
);

/** Spec §5, §9: an upload larger than 2,040,000 bytes (§5 shows no text; designed). */
export const UPLOAD_TOO_LARGE_MESSAGE = message(
  `File too large: at most ${UPLOAD_LIMIT_BYTES} bytes`,
  `Ukuran gambar terlalu besar (maksimal ${(UPLOAD_LIMIT_BYTES / 1_000_000).toLocaleString('id-ID')} MB).`,
);

/** An attachment that is not PNG, JPEG or WebP (designed). */
export const UPLOAD_TYPE_MESSAGE = message(
  'Image must be PNG, JPEG or WebP',
  'Format gambar harus PNG, JPEG, atau WebP.',
);

/** Code delivery (WhatsApp, e-mail) that is not set up on this server: a 503 (designed). */
export const CODE_DELIVERY_UNAVAILABLE_MESSAGE = message(
  'Code delivery is not configured',
  'Pengiriman kode sedang tidak tersedia. Silakan coba lagi nanti.',
);

/** Node's parser refused a URL and headers over its 16 KB (designed; issue 24's fuzzer). */
export const HEADERS_TOO_LARGE_MESSAGE = message(
  'Request header fields too large: the URL and headers must stay under 16 KB',
  'Alamat atau data permintaan terlalu panjang.',
);

/** A request that did not arrive in time (designed). */
export const REQUEST_TIMEOUT_MESSAGE = message(
  'Request Timeout',
  'Permintaan terlalu lama. Periksa koneksi Anda lalu coba lagi.',
);

/** Bytes that are not an HTTP request at all (designed). */
export const MALFORMED_HTTP_MESSAGE = message(
  'Bad Request: not a well-formed HTTP request',
  'Permintaan tidak dapat diproses.',
);

/** A request the server could not read at all (designed): a client's bug, not a member's. */
export const BAD_REQUEST_MESSAGE = message('Bad Request', 'Permintaan tidak dapat diproses.');

/*
 * Messages about one field of a request: `<field>: <what is wrong>` or `<field> is required`
 * (validation of the contract's schemas, the body's form, a stock-diary price). Members read them
 * by field; the builders below are the only way the server makes one.
 */

/** The names members know the request's fields by; any other field is "isian". */
const fieldLabels: Readonly<Record<string, string>> = {
  email: 'e-mail',
  password: 'kata sandi',
  old_password: 'kata sandi lama',
  new_password: 'kata sandi baru',
  name: 'nama',
  phone: 'nomor WhatsApp',
  code: 'kode verifikasi',
  question: 'pertanyaan',
  message: 'pesan',
  stock: 'kode saham',
  stock_code: 'kode saham',
  image: 'gambar',
  lot: 'jumlah lot',
  deposit: 'modal',
  buy_price: 'harga beli',
  sell_price: 'harga jual',
  rating: 'penilaian',
  search: 'pencarian',
  query: 'filter',
  body: 'data yang dikirim',
};

function fieldLabel(field: string): string {
  const leaf = field.split('.')[0] ?? field;
  return fieldLabels[leaf.toLowerCase()] ?? `isian “${leaf}”`;
}

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

const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** The field messages with their own Indonesian text, tried in order; the last one fits any. */
const fieldRules: readonly {
  problem: RegExp;
  member: (label: string, found: RegExpExecArray) => string;
}[] = [
  { problem: /^is required$/, member: (label) => `${capitalised(label)} wajib diisi.` },
  {
    problem: /^must not contain the NUL character/,
    member: (label) => `${capitalised(label)} berisi karakter yang tidak diizinkan.`,
  },
  {
    problem: /^must be between (.+) and (.+)$/,
    member: (label, found) => `${capitalised(label)} harus di antara ${found[1]} dan ${found[2]}.`,
  },
  {
    problem: /^(\d+) lot at (.+) costs (.+), more than the deposit$/,
    member: (_label, found) =>
      `Modal tidak cukup: ${found[1]} lot pada harga ${found[2]} senilai ${found[3]}.`,
  },
  {
    problem: /^the idea is not about (.+)$/,
    member: (_label, found) => `Ide trading ini bukan untuk saham ${found[1]}.`,
  },
  {
    problem: /^must be a whole number of rupiah$/,
    member: (label) => `${capitalised(label)} harus bilangan bulat rupiah.`,
  },
  {
    problem: /^must be one of (.+)$/,
    member: (label, found) => `${capitalised(label)} harus salah satu dari: ${found[1]}.`,
  },
  {
    problem: /^larger than the limit of/,
    member: () => 'Data yang dikirim terlalu besar.',
  },
  { problem: /^/, member: (label) => `${capitalised(label)} belum sesuai.` },
];

const fieldMessagePattern = /^([A-Za-z_][\w.[\]]*)(?:: (.+)| (is required))$/s;

/**
 * The text members read for a server message (issue 27: never the server's English): the
 * registered text of a known message, the field's own text for a `<field>: …` message (the
 * problem's text when it is a known message itself, e.g. an upload's), and otherwise the message
 * as it came, since another back end's own texts (the production API's) are not ours to hide.
 * @example memberMessage('Invalid email or password') // 'E-mail atau kata sandi salah.'
 * @example memberMessage('maximal deposit is 1000000000000') // 'Maksimum modal hanya sampai Rp 1.000.000.000.000'
 * @example memberMessage('name is required') // 'Nama wajib diisi.'
 */
export function memberMessage(text: string): string {
  const known = memberTexts.get(canonical(text));
  if (known !== undefined) return known;
  const field = fieldMessagePattern.exec(text.trim());
  if (!field) return text;
  const [, name = '', problem = field[3] ?? ''] = field;
  const knownProblem = memberTexts.get(canonical(problem));
  if (knownProblem !== undefined) return knownProblem;
  const label = fieldLabel(name);
  for (const rule of fieldRules) {
    const found = rule.problem.exec(problem);
    if (found) return rule.member(label, found);
  }
  return text;
}

/**
 * The server texts with no parameter and what members read for each, for tests and reviews.
 * @example serverMessageTexts().get('invalid email or password') // 'E-mail atau kata sandi salah.'
 */
export function serverMessageTexts(): ReadonlyMap<string, string> {
  return memberTexts;
}

/**
 * The server message, if `text` is one (ignoring case, space and a final stop), typed as such.
 * @example knownServerMessage('Invalid WA Number') // 'Invalid WA Number'
 */
export function knownServerMessage(text: string): ServerMessage | undefined {
  return memberTexts.has(canonical(text)) ? (text as ServerMessage) : undefined;
}

/**
 * Whether a received message (of any type) is the given canonical server message, ignoring case,
 * surrounding space and a trailing full stop.
 * @example matchesServerMessage('not allowed.', NOT_ALLOWED_MESSAGE) // true
 */
export function matchesServerMessage(received: unknown, expected: string): boolean {
  return typeof received === 'string' && canonical(received) === canonical(expected);
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
