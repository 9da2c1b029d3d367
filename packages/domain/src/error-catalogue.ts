import type { HttpClient } from './http-clients.ts';
import {
  backLinkHref,
  isLoginOrSignupPage,
  signupAfterGoogleFailure,
  withQueryFlags,
} from './navigation.ts';
import { isTooManyOtpRequests, otpDelayFromFailure, otpDelayInBody } from './otp.ts';
import { paths } from './routes.ts';
import {
  classifyAccountCheck,
  classifyQaPermission,
  matchesServerMessage,
  MEMBERSHIP_EXPIRED_MESSAGE,
  NO_PREVIEW_FOR_FREE_USER_MESSAGE,
  NOT_ALLOWED_MESSAGE,
  NOT_FOUND_MESSAGE,
  SERVER_ERROR_MESSAGE,
  TOO_MANY_REQUESTS_MESSAGE,
  UNAUTHORIZED_MESSAGE,
} from './server-messages.ts';

/*
 * Spec §8 (with the §6 rules it refers to) as one pure mapping: from a failed call to the normalised
 * error the app keeps and the one effect the app carries out. The app's HTTP layer and its actions
 * execute the decision; nothing here touches the browser.
 */

/**
 * Spec §8: path fragments for which a client's 401 does NOT redirect to /refresh-token. Clients 3-7
 * have none (they redirect on every 401); the web-root client has no interceptors at all, so it is
 * absent here (see `clientHasInterceptors`).
 * @example refreshRedirectExemptions.backend // ['auth', 'google/login', 'google/register']
 */
export const refreshRedirectExemptions: Readonly<
  Record<Exclude<HttpClient, 'webRoot'>, readonly string[]>
> = {
  member: [
    'auth',
    'member/ex/v1/members/me',
    'member_products/membership',
    'members/change-password',
  ],
  backend: ['auth', 'google/login', 'google/register'],
  trading: [],
  gateway: [],
  media: [],
  partner: [],
  freemium: [],
};

/**
 * Spec §7: every client but the web-root one passes its responses through the error interceptors.
 * @example clientHasInterceptors('webRoot') // false
 */
export function clientHasInterceptors(
  client: HttpClient,
): client is Exclude<HttpClient, 'webRoot'> {
  return client !== 'webRoot';
}

/**
 * Spec §8, the interceptor's 401 rule: redirect to /refresh-token unless the client exempts the path
 * (client 1: 'auth', members/me, member_products/membership, members/change-password; client 2: 'auth',
 * google/login, google/register; clients 3-7: never exempt; web root: no interceptor).
 * @example shouldRedirectToRefresh('member', 'member/ex/v1/members/me', 401) // false
 * @example shouldRedirectToRefresh('trading', 'emitten/ex/v1/stocks', 401) // true
 */
export function shouldRedirectToRefresh(client: HttpClient, path: string, status: number): boolean {
  if (status !== 401 || !clientHasInterceptors(client)) return false;
  return !refreshRedirectExemptions[client].some((fragment) => path.includes(fragment));
}

/**
 * Spec §3, §8: errors are kept as status, message and data (`data` is the parsed response body).
 * @example const error: AppError = { status: 500, message: 'Server Error', data: null }
 */
export interface AppError {
  status: number;
  message: string;
  data: unknown;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The server's message: a non-empty string, or a list of them (validation errors), joined. */
function readMessage(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() === '' ? undefined : value;
  if (Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'string')) {
    return value.join(', ');
  }
  return undefined;
}

// Spec §8: other messages are not shown; a body without one gets the designed text for its status.
function fallbackMessage(status: number): string {
  if (status === 401) return UNAUTHORIZED_MESSAGE;
  if (status === 404) return NOT_FOUND_MESSAGE;
  if (status === 429) return TOO_MANY_REQUESTS_MESSAGE;
  return SERVER_ERROR_MESSAGE;
}

/**
 * Spec §8 normalisation: a status above 500 becomes 500 'Server Error'; a missing or non-object
 * response becomes 'Server Error' (with status 500 when no HTTP status arrived at all, e.g. status 0
 * for a network failure); otherwise the server's status, message and body are kept.
 * @example normaliseError(503, { message: 'down' }) // { status: 500, message: 'Server Error', data: { message: 'down' } }
 * @example normaliseError(400, 'oops') // { status: 400, message: 'Server Error', data: null }
 */
export function normaliseError(status: number, body: unknown): AppError {
  const hasHttpStatus = Number.isInteger(status) && status >= 100;
  const data = typeof body === 'object' && body !== null ? body : null;
  if (!hasHttpStatus || status > 500) {
    return { status: 500, message: SERVER_ERROR_MESSAGE, data };
  }
  if (!isRecord(body)) return { status, message: SERVER_ERROR_MESSAGE, data };
  return { status, message: readMessage(body.message) ?? fallbackMessage(status), data };
}

/** Which call failed, where §8 handles it differently from an ordinary call. */
export const errorFlows = [
  'login',
  'googleLogin',
  'googleRegister',
  'register',
  'passwordResetRequest',
  'passwordChange',
  'otpRequest',
  'otpVerify',
  'accountCheck',
  'qaPermission',
  'other',
] as const;

/**
 * The flow a failed call belongs to (§8). 'other' is any call without a rule of its own, including
 * background calls; form flows always give the member feedback.
 * @example const flow: ErrorFlow = 'googleLogin'
 */
export type ErrorFlow = (typeof errorFlows)[number];

/** A failed call, as the app's HTTP layer sees it. */
export interface ErrorCatalogueInput {
  /** Which of the eight clients made the call (§7). */
  client: HttpClient;
  /** The request path relative to the client's base, e.g. 'member/ex/v1/members/me'. */
  path: string;
  /** The HTTP status; 0 (or any non-HTTP value) when no response arrived. */
  status: number;
  /** The parsed response body; may be missing or not an object. */
  body?: unknown;
  /** The page the member is on (location pathname), e.g. '/login'. */
  currentPath: string;
  /** Its query (location search), kept when a flag is added to the page, e.g. '?type=verifyphone'. */
  currentSearch?: string;
  flow: ErrorFlow;
  /** The Google credential of a Google login, stored with its failure (§3 gsiError). */
  gsiToken?: string | null;
}

/**
 * Spec §3: the stored Google login error.
 * @example const gsiError: GsiError = { status: 404, message: 'google account is not registered', gsiToken: 'eyJ...' }
 */
export interface GsiError {
  status: number;
  message: string;
  gsiToken: string | null;
}

/**
 * What the app does about a failed call. Every variant is plain data (serialisable); `to` and `href`
 * are hrefs built by navigation.ts and routes.ts.
 * - rethrow: no app-level handling; the caller receives the error (web-root client).
 * - redirectToRefresh: send the browser to /refresh-token, then rethrow (§8 401).
 * - ignore: keep the error but show nothing (§6 401 on login/signup pages; §8 429 on register).
 * - logoutAlert: navigate with the alertLogout flag (§6 'Not Allowed').
 * - backLink: clear the selected category and go to the current route's back-link (§6).
 * - googleLoginFailure: store gsiError; on the login page go to signup with from=login (§8).
 * - otpCountdown: restart the resend countdown; `to` adds toManyRequestOtp when too many (§5, §8).
 *   `held` says the request was only held back (a 429, or a body naming the wait): the countdown
 *   is the answer and `message` goes to the OTP record (§3), not on screen. Otherwise the request
 *   was refused (a wrong number): the countdown still starts, for that number, and the member
 *   reads `message`.
 * - qaOngoing / qaMaxChats: the Q&A permission outcomes (§5, §6).
 * - accountCheck: which signup identifiers already exist (§5).
 * - showMessage: show `message` to the member.
 * A `message` is the server's text; members read `memberMessage(message)` (member-messages.ts,
 * §8's own translation of 'maximal deposit is …' included), which the app loads with the first
 * failure rather than with its first screen.
 */
export type ErrorEffect =
  | { kind: 'rethrow' }
  | { kind: 'redirectToRefresh'; href: string }
  | { kind: 'ignore'; reason: 'loginOrSignupPage' | 'registerRateLimited' }
  | { kind: 'logoutAlert'; to: string }
  | {
      kind: 'backLink';
      reason: 'membershipExpired' | 'noPreview';
      to: string;
      clearSelectedCategory: true;
    }
  | { kind: 'googleLoginFailure'; gsiError: GsiError; to: string | null }
  | { kind: 'otpCountdown'; countdown: number; message: string; to: string | null; held: boolean }
  | { kind: 'qaOngoing'; message: string }
  | { kind: 'qaMaxChats'; message: string }
  | { kind: 'accountCheck'; emailExists: boolean; whatsappExists: boolean; message: string }
  | { kind: 'showMessage'; message: string };

/**
 * The decision for one failed call: the error to keep and the effect to carry out.
 * @example const { error, effect } = decideError(input)
 */
export interface ErrorDecision {
  error: AppError;
  effect: ErrorEffect;
}

/** Spec §8's flow-specific rewrites of the normalised error. */
function errorFor({ status, body, flow }: ErrorCatalogueInput): AppError {
  const error = normaliseError(status, body);
  // spec §8: a rate-limited password-reset request is treated as a 500 in full, so it reads like
  // any other 500 after normalisation: status 500, 'Server Error'.
  if (flow === 'passwordResetRequest' && status === 429) {
    return { ...error, status: 500, message: SERVER_ERROR_MESSAGE };
  }
  // spec §8: a password change failure returns status 401, whatever the server's status was.
  if (flow === 'passwordChange') return { ...error, status: 401 };
  return error;
}

/** Spec §5, §8: the rules that belong to one flow; undefined lets the general rules decide. */
function flowEffect(input: ErrorCatalogueInput, error: AppError): ErrorEffect | undefined {
  const { status, body, currentPath, flow } = input;
  switch (flow) {
    case 'googleLogin':
      // spec §8: 401 or more, except 429, stores the Google error; other failures show the message.
      if (status < 401 || status === 429) return undefined;
      return {
        kind: 'googleLoginFailure',
        gsiError: {
          status: error.status,
          message: error.message,
          gsiToken: input.gsiToken ?? null,
        },
        to: currentPath.includes('login') ? signupAfterGoogleFailure() : null,
      };
    case 'register':
    case 'googleRegister':
      // spec §8: a 429 on register and Google register is not shown as an error.
      return status === 429 ? { kind: 'ignore', reason: 'registerRateLimited' } : undefined;
    case 'otpRequest': {
      // spec §8: an OTP request failure sets the countdown from remaining_second, default 60.
      // Only a failure the server answered: without an answer no code was asked for, and §4's
      // no-connection alert is the member's news.
      if (!hasAnswer(status)) return undefined;
      return otpCountdownEffect(input, error, status === 429 || otpDelayInBody(body) !== undefined);
    }
    case 'otpVerify':
      // A code burnt by too many wrong tries answers 429 with the wait before a new one (§8's
      // remaining_second). Any other refusal ('Invalid verification code', §5) is only shown: the
      // resend countdown is the one the code's request started.
      return status === 429 ? otpCountdownEffect(input, error, true) : undefined;
    case 'accountCheck': {
      const found = classifyAccountCheck(status, error.message);
      if (!found.emailExists && !found.whatsappExists) return undefined;
      return { kind: 'accountCheck', ...found, message: error.message };
    }
    case 'qaPermission': {
      const permission = classifyQaPermission(error.message);
      if (permission === 'ongoing') {
        return { kind: 'qaOngoing', message: error.message };
      }
      if (permission === 'maxReached') {
        return { kind: 'qaMaxChats', message: error.message };
      }
      return undefined;
    }
    default:
      // login, passwordResetRequest, passwordChange and other: their rules live in `errorFor`
      // or in the general message rules.
      return undefined;
  }
}

/** Whether a response arrived (any HTTP status), as against a network failure (status 0). */
function hasAnswer(status: number): boolean {
  return Number.isInteger(status) && status >= 100;
}

/** Spec §5, §8: the countdown from remaining_second (default 60) and, over 60 s, the flag. */
function otpCountdownEffect(
  input: ErrorCatalogueInput,
  error: AppError,
  held: boolean,
): ErrorEffect {
  const countdown = otpDelayFromFailure(input.body);
  return {
    kind: 'otpCountdown',
    countdown,
    message: error.message,
    // spec §5: a delay over 60 seconds flags too many OTP requests (§2 query flag).
    to: isTooManyOtpRequests(countdown)
      ? withQueryFlags(currentHref(input), { tooManyOtpRequests: true })
      : null,
    held,
  };
}

/** The page the member is on, with its query, so an added flag keeps e.g. type=verifyphone. */
function currentHref({ currentPath, currentSearch = '' }: ErrorCatalogueInput): string {
  if (currentSearch === '' || currentSearch === '?') return currentPath;
  return `${currentPath}${currentSearch.startsWith('?') ? '' : '?'}${currentSearch}`;
}

/** Spec §6, §8: what a server message means on any call. */
function messageEffect(input: ErrorCatalogueInput, message: string): ErrorEffect | undefined {
  if (matchesServerMessage(message, NOT_ALLOWED_MESSAGE)) {
    // spec §6: 'Not Allowed' redirects with the alertLogout flag. The member stays on the page they
    // were on (the guard would bounce a still-signed-in member away from home or login and lose the
    // flag); the alert then logs them out.
    return { kind: 'logoutAlert', to: withQueryFlags(currentHref(input), { alertLogout: true }) };
  }
  const reason = matchesServerMessage(message, MEMBERSHIP_EXPIRED_MESSAGE)
    ? 'membershipExpired'
    : matchesServerMessage(message, NO_PREVIEW_FOR_FREE_USER_MESSAGE)
      ? 'noPreview'
      : undefined;
  if (reason === undefined) return undefined;
  // spec §6: clear the selected category and go to the current route's back-link (§2 back rule 4).
  return {
    kind: 'backLink',
    reason,
    to: backLinkHref(input.currentPath),
    clearSelectedCategory: true,
  };
}

/**
 * Spec §6: "a 401 on login or signup pages is ignored". Taken literally it would hide the answers
 * these flows exist to give, so they keep their 401: a wrong e-mail, password or code
 * ('Invalid credentials' is a 401) would leave a member with a form that silently does nothing,
 * and a Google login's 401 is §8's own rule (store the Google error, go to signup). Every other
 * 401 on those pages (a background call, a code request, the account check) is ignored.
 */
const FLOWS_SHOWING_THEIR_401: ReadonlySet<ErrorFlow> = new Set([
  'login',
  'googleLogin',
  'googleRegister',
]);

/**
 * Spec §8 (and §6) as one decision: the normalised error to keep and the effect to carry out.
 * Order: the web-root client has no interceptors (rethrow, error still normalised); a 401 the
 * interceptor redirects goes to /refresh-token unless the member is on a login or signup page;
 * any other 401 on those pages is ignored, but for the flows whose 401 is the member's answer
 * (`FLOWS_SHOWING_THEIR_401`); then the flow's own rule; then the message rules ('Not Allowed',
 * membership expired, no preview); otherwise the message is shown.
 * @example decideError({ client: 'trading', path: 'x', status: 401, currentPath: '/stock', flow: 'other' }).effect
 * // { kind: 'redirectToRefresh', href: '/refresh-token' }
 */
export function decideError(input: ErrorCatalogueInput): ErrorDecision {
  const error = errorFor(input);
  const { client, path, status, currentPath, flow } = input;
  // spec §7: the web-root client (only the country list, §7) is created without interceptors, so no
  // redirect, alert or message rule applies; its caller gets the normalised error and decides.
  if (!clientHasInterceptors(client)) return { error, effect: { kind: 'rethrow' } };
  const onLoginOrSignupPage = isLoginOrSignupPage(currentPath);
  if (shouldRedirectToRefresh(client, path, status) && !onLoginOrSignupPage) {
    return { error, effect: { kind: 'redirectToRefresh', href: paths.refreshToken() } };
  }
  if (status === 401 && onLoginOrSignupPage && !FLOWS_SHOWING_THEIR_401.has(flow)) {
    return { error, effect: { kind: 'ignore', reason: 'loginOrSignupPage' } };
  }
  const effect = flowEffect(input, error) ??
    messageEffect(input, error.message) ?? {
      kind: 'showMessage',
      message: error.message,
    };
  return { error, effect };
}

/** Spec §8: the push-messaging error codes. */
export const pushErrorCodes = [
  'token-unsubscribe-failed',
  'permission-blocked',
  'permission-default',
  'invalid-bg-handler',
  'invalid-vapid-key',
  'use-vapid-key-after-get-token',
  'use-sw-after-get-token',
  'invalid-sw-registration',
  'failed-service-worker-registration',
  'only-available-in-window',
  'only-available-in-sw',
  'unsupported-browser',
  'missing-app-config-values',
] as const;

/**
 * One of the push-messaging error codes of §8.
 * @example const code: PushErrorCode = 'permission-blocked'
 */
export type PushErrorCode = (typeof pushErrorCodes)[number];

/**
 * Spec §8: the push errors' texts are not shown; designed in Indonesian for members, saying what
 * happened and what they can do. (The technical §5 text 'missing app config values' stays in
 * push-config.ts for logs; members read these.)
 * @example pushErrorMessages['permission-blocked']
 */
export const pushErrorMessages: Readonly<Record<PushErrorCode, string>> = {
  'token-unsubscribe-failed': 'Gagal menonaktifkan notifikasi. Silakan coba lagi nanti.',
  'permission-blocked':
    'Notifikasi diblokir. Izinkan notifikasi untuk situs ini di pengaturan browser Anda.',
  'permission-default':
    'Anda belum mengizinkan notifikasi. Izinkan notifikasi agar tidak ketinggalan info saham terbaru.',
  'invalid-bg-handler':
    'Notifikasi latar belakang tidak dapat disiapkan. Silakan muat ulang halaman.',
  'invalid-vapid-key': 'Pengaturan notifikasi tidak valid. Silakan hubungi tim kami.',
  'use-vapid-key-after-get-token':
    'Pengaturan notifikasi berubah setelah notifikasi aktif. Silakan muat ulang halaman.',
  'use-sw-after-get-token':
    'Layanan notifikasi berubah setelah notifikasi aktif. Silakan muat ulang halaman.',
  'invalid-sw-registration': 'Layanan notifikasi tidak valid. Silakan muat ulang halaman.',
  'failed-service-worker-registration':
    'Layanan notifikasi gagal dipasang. Periksa koneksi Anda, lalu muat ulang halaman.',
  'only-available-in-window': 'Fitur notifikasi ini hanya dapat digunakan di jendela browser.',
  'only-available-in-sw': 'Fitur notifikasi ini hanya dapat digunakan di latar belakang browser.',
  'unsupported-browser':
    'Browser Anda belum mendukung notifikasi. Gunakan versi terbaru Chrome, Firefox, Edge, atau Safari.',
  'missing-app-config-values':
    'Notifikasi belum dapat diaktifkan karena pengaturan aplikasi belum lengkap. Silakan hubungi tim kami.',
};

/**
 * For a push error code we do not know (§8: other codes not shown).
 * @example pushErrorMessage('something-new') === PUSH_ERROR_FALLBACK_MESSAGE // true
 */
export const PUSH_ERROR_FALLBACK_MESSAGE = 'Notifikasi sedang bermasalah. Silakan coba lagi nanti.';

/**
 * Whether a value is one of the §8 push error codes.
 * @example isPushErrorCode('permission-default') // true
 */
export function isPushErrorCode(value: unknown): value is PushErrorCode {
  return typeof value === 'string' && (pushErrorCodes as readonly string[]).includes(value);
}

/**
 * The member-facing text for a push error code, with or without the provider's 'messaging/' prefix.
 * @example pushErrorMessage('messaging/permission-blocked') // 'Notifikasi diblokir. ...'
 */
export function pushErrorMessage(code: unknown): string {
  const bare = typeof code === 'string' ? code.replace(/^messaging\//, '') : code;
  return isPushErrorCode(bare) ? pushErrorMessages[bare] : PUSH_ERROR_FALLBACK_MESSAGE;
}
