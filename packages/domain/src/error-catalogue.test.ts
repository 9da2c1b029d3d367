import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clientHasInterceptors,
  decideError,
  errorFlows,
  isPushErrorCode,
  normaliseError,
  PUSH_ERROR_FALLBACK_MESSAGE,
  pushErrorCodes,
  pushErrorMessage,
  pushErrorMessages,
  refreshRedirectExemptions,
  shouldRedirectToRefresh,
  type ErrorCatalogueInput,
} from './error-catalogue.ts';
import { httpClients, type HttpClient } from './http-clients.ts';
import { MAX_DEPOSIT_DISPLAY_MESSAGE } from './money.ts';
import {
  ACCOUNT_CHECK_EMAIL_EXISTS_MESSAGE,
  ACCOUNT_CHECK_PHONE_EXISTS_MESSAGE,
  GOOGLE_ACCOUNT_NOT_REGISTERED_MESSAGE,
  INVALID_CREDENTIALS_MESSAGE,
  INVALID_VERIFICATION_CODE_MESSAGE,
  MAX_DEPOSIT_SERVER_MESSAGE,
  MEMBERSHIP_EXPIRED_MESSAGE,
  NO_PREVIEW_FOR_FREE_USER_MESSAGE,
  NOT_ALLOWED_MESSAGE,
  QA_MAX_CHATS_MESSAGE,
  QA_ONGOING_MESSAGE,
  TOO_MANY_REQUESTS_MESSAGE,
  WRONG_OLD_PASSWORD_MESSAGE,
} from './server-messages.ts';
import { memberMessage } from './member-messages.ts';

/** What members read for 'Server Error' (issue 27: never the English). */
const serverErrorText = 'Terjadi gangguan pada server. Silakan coba lagi.';

/** A failed call on the dashboard, changed only where a test says so. */
function failure(overrides: Partial<ErrorCatalogueInput>): ErrorCatalogueInput {
  return {
    client: 'member',
    path: 'content/ex/v1/post',
    status: 400,
    body: { message: 'Bad Request' },
    currentPath: '/dashboard',
    flow: 'other',
    ...overrides,
  };
}

const paths = {
  login: 'member/public/v1/auth/login',
  refresh: 'member/public/v1/auth/refresh-token',
  me: 'member/ex/v1/members/me',
  membership: 'member/ex/v1/member_products/membership',
  changePassword: 'member/ex/v1/members/change-password',
  googleLogin: 'member/public/v1/google/login',
  googleRegister: 'member/public/v1/google/register',
  productsActive: 'member/ex/v1/member_products/active',
  setFirebaseToken: 'member/ex/v1/members/set-firebase-token',
  posts: 'content/ex/v1/post',
  tanyaSaham: 'crm/ex/v1/tanya-saham/check',
} as const;
type PathName = keyof typeof paths;

// Written out by hand from spec §8 rather than derived from the implementation.
const exempt: Record<HttpClient, readonly PathName[] | 'all'> = {
  member: ['login', 'refresh', 'me', 'membership', 'changePassword'],
  backend: ['login', 'refresh', 'googleLogin', 'googleRegister'],
  trading: [],
  gateway: [],
  media: [],
  partner: [],
  freemium: [],
  webRoot: 'all',
};

const statuses = [400, 401, 403, 404, 429, 500, 503];

const table = httpClients.flatMap((client) =>
  (Object.keys(paths) as PathName[]).flatMap((pathName) =>
    statuses.map((status) => {
      const exempted = exempt[client] === 'all' || exempt[client].includes(pathName);
      return { client, pathName, status, redirects: status === 401 && !exempted };
    }),
  ),
);

describe('§8 a 401 sends the browser to /refresh-token, per client and path', () => {
  it.each(table)(
    '$client $pathName $status redirects: $redirects',
    ({ client, pathName, status, redirects }) => {
      expect(shouldRedirectToRefresh(client, paths[pathName], status)).toBe(redirects);
      const { effect, error } = decideError(failure({ client, path: paths[pathName], status }));
      expect(effect.kind === 'redirectToRefresh').toBe(redirects);
      if (redirects) {
        expect(effect).toEqual({ kind: 'redirectToRefresh', href: '/refresh-token' });
        // spec §8: the error is rethrown, so it is still there for the caller.
        expect(error.status).toBe(401);
      }
    },
  );

  it('matches the exemptions anywhere in the path, with or without a base or query', () => {
    expect(shouldRedirectToRefresh('member', '/api/member-svc/member/ex/v1/members/me', 401)).toBe(
      false,
    );
    expect(shouldRedirectToRefresh('member', 'member/ex/v1/members/me?fields=id', 401)).toBe(false);
    expect(shouldRedirectToRefresh('backend', 'x/google/register/', 401)).toBe(false);
  });

  it('redirects clients 3 to 7 on every 401, whatever the path', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<HttpClient>('trading', 'gateway', 'media', 'partner', 'freemium'),
        fc.string(),
        (client, path) => {
          expect(shouldRedirectToRefresh(client, path, 401)).toBe(true);
        },
      ),
    );
  });

  it('never redirects anything but a 401', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...httpClients),
        fc.string(),
        fc.integer({ min: 0, max: 999 }).filter((status) => status !== 401),
        (client, path, status) => {
          expect(shouldRedirectToRefresh(client, path, status)).toBe(false);
        },
      ),
    );
  });

  it('lists the exempt fragments of clients 1 and 2 as §8 names them', () => {
    expect(refreshRedirectExemptions.member).toEqual([
      'auth',
      'member/ex/v1/members/me',
      'member_products/membership',
      'members/change-password',
    ]);
    expect(refreshRedirectExemptions.backend).toEqual(['auth', 'google/login', 'google/register']);
  });
});

describe('§2 §6 a 401 on login and signup pages is ignored', () => {
  it.each(['/', '/dashboard', '/forget', '/refresh-token', '/profile'])(
    'redirects a background 401 on %s, which is not a login or signup page',
    (currentPath) => {
      expect(decideError(failure({ status: 401, currentPath })).effect.kind).toBe(
        'redirectToRefresh',
      );
    },
  );

  it.each(['/login', '/signup', '/signup/verify'])(
    'neither redirects nor shows a background 401 on %s, even from clients 3-7',
    (currentPath) => {
      for (const client of ['member', 'trading', 'freemium'] as const) {
        const decision = decideError(
          failure({ client, path: paths.posts, status: 401, currentPath, body: undefined }),
        );
        expect(decision.effect).toEqual({ kind: 'ignore', reason: 'loginOrSignupPage' });
        expect(decision.error.status).toBe(401);
      }
    },
  );

  it.each(['register', 'otpRequest', 'otpVerify', 'accountCheck', 'passwordResetRequest'] as const)(
    'ignores a %s 401 there too: only the flows whose 401 is the answer show it',
    (flow) => {
      for (const currentPath of ['/login', '/signup', '/signup/verify']) {
        const { effect } = decideError(
          failure({ status: 401, body: { message: 'Unauthorized' }, currentPath, flow }),
        );
        expect(effect).toEqual({ kind: 'ignore', reason: 'loginOrSignupPage' });
      }
    },
  );

  it('still tells a member on the login page that the credentials were wrong', () => {
    const { effect } = decideError(
      failure({
        path: paths.login,
        status: 401,
        body: { message: INVALID_CREDENTIALS_MESSAGE },
        currentPath: '/login',
        flow: 'login',
      }),
    );
    expect(effect).toEqual({ kind: 'showMessage', message: INVALID_CREDENTIALS_MESSAGE });
    expect(memberMessage(INVALID_CREDENTIALS_MESSAGE)).toBe('E-mail atau kata sandi salah.');
  });

  it('shows, rather than redirects, a 401 the interceptor exempts on other pages', () => {
    const { effect } = decideError(
      failure({ path: paths.me, status: 401, body: { message: 'Unauthorized' } }),
    );
    expect(effect).toEqual({ kind: 'showMessage', message: 'Unauthorized' });
    expect(memberMessage('Unauthorized')).toBe('Sesi Anda telah berakhir. Silakan masuk kembali.');
  });
});

describe('§8 errors are kept as status, message and data', () => {
  it('keeps the server status, message and whole body', () => {
    const body = { message: 'Stock not found', data: { code: 'BBCA' } };
    expect(normaliseError(404, body)).toEqual({
      status: 404,
      message: 'Stock not found',
      data: body,
    });
    expect(decideError(failure({ status: 404, body })).error).toEqual({
      status: 404,
      message: 'Stock not found',
      data: body,
    });
  });

  it('joins a list of validation messages', () => {
    expect(
      normaliseError(422, { message: ['email is required', 'phone is required'] }).message,
    ).toBe('email is required, phone is required');
  });

  it.each([
    [401, 'Unauthorized'],
    [404, 'Not Found'],
    [429, TOO_MANY_REQUESTS_MESSAGE],
    [400, 'Server Error'],
    [500, 'Server Error'],
  ])('gives a %d without a message the text %j', (status, message) => {
    for (const body of [{}, { message: '' }, { message: '  ' }, { message: 7 }, { message: [] }]) {
      expect(normaliseError(status, body).message).toBe(message);
    }
    expect(normaliseError(status, { message: ['a', 1] }).message).toBe(message);
  });

  it('always gives a decision that survives JSON unchanged', () => {
    // A response body arrives as JSON text, so it is generated as text and parsed:
    // fc.jsonValue() also yields -0, which no server can send (JSON.stringify(-0) is "0").
    const wireBody = fc.json().map((text): unknown => JSON.parse(text));
    fc.assert(
      fc.property(
        fc.constantFrom(...httpClients),
        fc.constantFrom(...Object.values(paths)),
        fc.integer({ min: 0, max: 599 }),
        fc.oneof(fc.constant(undefined), wireBody),
        fc.constantFrom('/dashboard', '/login', '/signup', '/stock'),
        fc.constantFrom(...errorFlows),
        (client, path, status, body, currentPath, flow) => {
          const decision = decideError({ client, path, status, body, currentPath, flow });
          expect(JSON.parse(JSON.stringify(decision))).toEqual(decision);
          expect(decision.error.status).toBeLessThanOrEqual(500);
          expect(typeof decision.error.message).toBe('string');
        },
      ),
    );
  });
});

describe('§8 status above 500 becomes 500 Server Error', () => {
  it('rewrites any status above 500, whatever the body says', () => {
    fc.assert(
      fc.property(fc.integer({ min: 501, max: 599 }), fc.jsonValue(), (status, body) => {
        const error = normaliseError(status, body);
        expect(error.status).toBe(500);
        expect(error.message).toBe('Server Error');
      }),
    );
  });

  it('keeps 500 itself and its message', () => {
    expect(normaliseError(500, { message: 'database down' })).toMatchObject({
      status: 500,
      message: 'database down',
    });
  });

  it('shows Server Error, in Indonesian, to the member for a 503', () => {
    expect(decideError(failure({ status: 503, body: { message: 'upstream' } })).effect).toEqual({
      kind: 'showMessage',
      message: 'Server Error',
    });
    expect(memberMessage('Server Error')).toBe(serverErrorText);
  });
});

describe('§8 a non-object or missing response is Server Error', () => {
  it.each([undefined, null, '<html>Bad Gateway</html>', 42, true])(
    'reads %j as Server Error, keeping the HTTP status',
    (body) => {
      expect(normaliseError(400, body)).toEqual({
        status: 400,
        message: 'Server Error',
        data: null,
      });
    },
  );

  it('keeps an array body as data but still says Server Error', () => {
    expect(normaliseError(400, ['x'])).toEqual({
      status: 400,
      message: 'Server Error',
      data: ['x'],
    });
  });

  it.each([0, -1, 42, Number.NaN, 404.5])(
    'treats status %d (no HTTP response) as a 500 Server Error',
    (status) => {
      expect(normaliseError(status, undefined)).toEqual({
        status: 500,
        message: 'Server Error',
        data: null,
      });
    },
  );
});

describe('§8 maximal deposit message', () => {
  it('shows the server text in Indonesian with the formatted cap', () => {
    const { error, effect } = decideError(
      failure({ path: 'buy-stock', body: { message: MAX_DEPOSIT_SERVER_MESSAGE } }),
    );
    expect(error.message).toBe('maximal deposit is 1000000000000');
    expect(effect).toEqual({ kind: 'showMessage', message: MAX_DEPOSIT_SERVER_MESSAGE });
    if (effect.kind !== 'showMessage') throw new Error('unreachable');
    expect(memberMessage(effect.message)).toBe('Maksimum modal hanya sampai Rp 1.000.000.000.000');
  });

  it('leaves every other message as the server sent it', () => {
    expect(memberMessage('Maximal deposit is 1000000000000.')).toBe(MAX_DEPOSIT_DISPLAY_MESSAGE);
    expect(memberMessage('maximal deposit is 5')).toBe('maximal deposit is 5');
  });
});

describe('§6 §8 Not Allowed leads to a logout alert', () => {
  it('adds the alertLogout flag to the page the member is on', () => {
    const { effect } = decideError(
      failure({ status: 403, body: { message: NOT_ALLOWED_MESSAGE }, currentPath: '/stockpick' }),
    );
    expect(effect).toEqual({ kind: 'logoutAlert', to: '/stockpick?alertLogout=true' });
  });

  it('keeps the query the page already had', () => {
    const { effect } = decideError(
      failure({
        body: { message: NOT_ALLOWED_MESSAGE },
        currentPath: '/stockpick',
        currentSearch: 'tab=watchlist',
      }),
    );
    expect(effect).toEqual({
      kind: 'logoutAlert',
      to: '/stockpick?tab=watchlist&alertLogout=true',
    });
  });

  it('recognises it whatever the status and case', () => {
    expect(
      decideError(failure({ status: 400, body: { message: 'not allowed' } })).effect.kind,
    ).toBe('logoutAlert');
  });
});

describe('§6 §8 membership expired and no preview go to the back-link', () => {
  it.each([
    [MEMBERSHIP_EXPIRED_MESSAGE, 'membershipExpired'],
    [NO_PREVIEW_FOR_FREE_USER_MESSAGE, 'noPreview'],
  ] as const)('%j clears the selected category and goes back', (message, reason) => {
    const { effect } = decideError(
      failure({ status: 403, body: { message }, currentPath: '/stock/detail/BBCA' }),
    );
    expect(effect).toEqual({ kind: 'backLink', reason, to: '/stock', clearSelectedCategory: true });
  });
});

describe('§8 Google login failure', () => {
  const google = (overrides: Partial<ErrorCatalogueInput>) =>
    failure({
      client: 'backend',
      path: paths.googleLogin,
      flow: 'googleLogin',
      gsiToken: 'gsi-credential',
      currentPath: '/login',
      body: { message: GOOGLE_ACCOUNT_NOT_REGISTERED_MESSAGE },
      ...overrides,
    });

  it.each([401, 403, 404, 500])(
    'stores a %d as gsiError and sends the member from login to signup',
    (status) => {
      const { effect } = decideError(google({ status }));
      expect(effect).toEqual({
        kind: 'googleLoginFailure',
        gsiError: {
          status,
          message: GOOGLE_ACCOUNT_NOT_REGISTERED_MESSAGE,
          gsiToken: 'gsi-credential',
        },
        to: '/signup?from=login',
      });
    },
  );

  it('stores a status above 500 normalised, still as a Google failure', () => {
    const { effect } = decideError(google({ status: 502 }));
    expect(effect).toMatchObject({
      kind: 'googleLoginFailure',
      gsiError: { status: 500, message: 'Server Error' },
    });
  });

  it('stores the error without leaving a page that is not the login page', () => {
    const { effect } = decideError(
      google({ status: 404, currentPath: '/signup', gsiToken: undefined }),
    );
    expect(effect).toMatchObject({
      kind: 'googleLoginFailure',
      to: null,
      gsiError: { gsiToken: null },
    });
  });

  it.each([400, 429])('shows the server message for a %d instead', (status) => {
    const { effect } = decideError(
      google({ status, body: { message: 'Token Google tidak valid' } }),
    );
    expect(effect).toEqual({ kind: 'showMessage', message: 'Token Google tidak valid' });
  });

  it('is not redirected to /refresh-token on the member client either', () => {
    const { effect } = decideError(google({ client: 'member', status: 401 }));
    expect(effect.kind).toBe('googleLoginFailure');
  });
});

describe('§8 register and Google register: a 429 is not shown', () => {
  it.each(['register', 'googleRegister'] as const)('ignores a 429 on %s', (flow) => {
    const { effect, error } = decideError(
      failure({ flow, status: 429, currentPath: '/signup', path: paths.googleRegister }),
    );
    expect(effect).toEqual({ kind: 'ignore', reason: 'registerRateLimited' });
    expect(error.status).toBe(429);
  });

  it.each(['register', 'googleRegister'] as const)('shows other %s failures', (flow) => {
    const { effect } = decideError(
      failure({
        flow,
        status: 400,
        currentPath: '/signup',
        body: { message: 'Password too short' },
      }),
    );
    expect(effect).toEqual({ kind: 'showMessage', message: 'Password too short' });
  });

  it('shows a 429 on any other flow', () => {
    const { effect } = decideError(failure({ status: 429, body: { message: 'slow down' } }));
    expect(effect).toEqual({ kind: 'showMessage', message: 'slow down' });
  });
});

describe('§8 password-reset request: a 429 is a 500', () => {
  it('turns the 429 into a 500 Server Error', () => {
    const decision = decideError(
      failure({
        flow: 'passwordResetRequest',
        path: 'member/public/v1/auth/send-code/reset-password',
        status: 429,
        body: { message: TOO_MANY_REQUESTS_MESSAGE },
        currentPath: '/forget',
      }),
    );
    expect(decision.error).toMatchObject({ status: 500, message: 'Server Error' });
    expect(decision.effect).toEqual({ kind: 'showMessage', message: 'Server Error' });
  });

  it('keeps other reset failures as they are', () => {
    const { error } = decideError(
      failure({ flow: 'passwordResetRequest', status: 404, body: { message: 'email not found' } }),
    );
    expect(error).toMatchObject({ status: 404, message: 'email not found' });
  });
});

describe('§8 password change failure returns status 401', () => {
  it.each([400, 403, 422, 503])('reports a %d as 401 and shows the message', (status) => {
    const { error, effect } = decideError(
      failure({
        flow: 'passwordChange',
        path: paths.changePassword,
        status,
        body: { message: WRONG_OLD_PASSWORD_MESSAGE },
        currentPath: '/profile',
      }),
    );
    expect(error.status).toBe(401);
    expect(effect.kind).toBe('showMessage');
  });

  it('does not send the member to /refresh-token for its own 401', () => {
    const { effect } = decideError(
      failure({
        flow: 'passwordChange',
        path: paths.changePassword,
        status: 401,
        body: { message: WRONG_OLD_PASSWORD_MESSAGE },
        currentPath: '/profile',
      }),
    );
    expect(effect).toEqual({ kind: 'showMessage', message: WRONG_OLD_PASSWORD_MESSAGE });
    expect(memberMessage(WRONG_OLD_PASSWORD_MESSAGE)).toBe('Kata sandi lama salah.');
  });
});

describe('§5 §8 OTP request failure', () => {
  const otp = (overrides: Partial<ErrorCatalogueInput>) =>
    failure({
      flow: 'otpRequest',
      path: 'member/public/v1/auth/send-code/login',
      status: 429,
      currentPath: '/login',
      ...overrides,
    });

  it('restarts the countdown from remaining_second', () => {
    const { effect } = decideError(otp({ body: { message: 'wait', remaining_second: 45 } }));
    expect(effect).toEqual({
      kind: 'otpCountdown',
      countdown: 45,
      message: 'wait',
      to: null,
      held: true,
    });
  });

  it('reads the wait the reference server nests in data (issue 27: 429 within 60 s)', () => {
    for (const currentSearch of ['', '?type=verifyphone']) {
      const { effect } = decideError(
        otp({
          body: { message: TOO_MANY_REQUESTS_MESSAGE, data: { remaining_second: 49 } },
          currentSearch,
        }),
      );
      // Under 60 s: only the countdown, no too-many flag.
      expect(effect).toEqual({
        kind: 'otpCountdown',
        countdown: 49,
        message: TOO_MANY_REQUESTS_MESSAGE,
        to: null,
        held: true,
      });
    }
  });

  it('counts 60 seconds when remaining_second is missing', () => {
    const { effect } = decideError(otp({ body: { message: TOO_MANY_REQUESTS_MESSAGE } }));
    expect(effect).toMatchObject({ kind: 'otpCountdown', countdown: 60, to: null });
  });

  it('adds the toManyRequestOtp flag when the wait is over 60 seconds', () => {
    const { effect } = decideError(otp({ body: { remaining_second: 61 } }));
    expect(effect).toEqual({
      kind: 'otpCountdown',
      countdown: 61,
      message: TOO_MANY_REQUESTS_MESSAGE,
      to: '/login?toManyRequestOtp=true',
      held: true,
    });
  });

  it('keeps the phone verification step when adding the flag', () => {
    const { effect } = decideError(
      otp({ body: { remaining_second: 300 }, currentSearch: '?type=verifyphone' }),
    );
    expect(effect).toMatchObject({ to: '/login?type=verifyphone&toManyRequestOtp=true' });
    const bare = decideError(otp({ body: { remaining_second: 300 }, currentSearch: '?' }));
    expect(bare.effect).toMatchObject({ to: '/login?toManyRequestOtp=true' });
  });

  it('uses remaining_second on a failure that is not a 429', () => {
    const { effect } = decideError(
      otp({ status: 400, body: { message: 'x', remaining_second: 30 } }),
    );
    expect(effect).toMatchObject({ kind: 'otpCountdown', countdown: 30 });
  });

  it('starts 60 seconds for a refused request that names no wait, and shows its message', () => {
    // spec §8: "OTP request failure: remaining_second (default 60) sets the countdown", every
    // failure; a refusal is not held back, so the member reads why (held: false).
    const { effect } = decideError(
      otp({ status: 400, body: { message: 'Format nomor belum sesuai' } }),
    );
    expect(effect).toEqual({
      kind: 'otpCountdown',
      countdown: 60,
      message: 'Format nomor belum sesuai',
      to: null,
      held: false,
    });
  });

  it('sets a countdown on every answered failure, never on a request that got no answer', () => {
    fc.assert(
      fc.property(
        // A 401 on the login page is ignored (§6, above), before any flow's rule.
        fc.integer({ min: 400, max: 599 }).filter((status) => status !== 401),
        fc.option(fc.integer({ min: 1, max: 3600 }), { nil: undefined }),
        (status, wait) => {
          const body =
            wait === undefined ? { message: 'x' } : { message: 'x', remaining_second: wait };
          const { effect } = decideError(otp({ status, body }));
          expect(effect).toMatchObject({ kind: 'otpCountdown', countdown: wait ?? 60 });
        },
      ),
    );
    expect(decideError(otp({ status: 0, body: undefined })).effect.kind).not.toBe('otpCountdown');
  });
});

describe('§5 §8 verifying a code', () => {
  const verify = (overrides: Partial<ErrorCatalogueInput>) =>
    failure({
      flow: 'otpVerify',
      path: 'member/public/v1/auth/register/verify',
      status: 400,
      currentPath: '/signup/verify',
      currentSearch: '?id=9',
      ...overrides,
    });

  it('shows a refused code without touching the countdown its request started', () => {
    const { effect } = decideError(
      verify({ body: { message: INVALID_VERIFICATION_CODE_MESSAGE } }),
    );
    expect(effect).toEqual({ kind: 'showMessage', message: INVALID_VERIFICATION_CODE_MESSAGE });
  });

  it('restarts the countdown when a code burnt by wrong tries answers 429', () => {
    const { effect } = decideError(
      verify({ status: 429, body: { message: TOO_MANY_REQUESTS_MESSAGE, remaining_second: 120 } }),
    );
    expect(effect).toEqual({
      kind: 'otpCountdown',
      countdown: 120,
      message: TOO_MANY_REQUESTS_MESSAGE,
      to: '/signup/verify?id=9&toManyRequestOtp=true',
      held: true,
    });
  });
});

describe('§5 account check on signup', () => {
  const check = (message: string, status = 400) =>
    decideError(
      failure({
        flow: 'accountCheck',
        path: 'member/public/v1/auth/account-check',
        status,
        body: { message },
        currentPath: '/signup',
      }),
    ).effect;

  it('marks the e-mail as existing', () => {
    expect(check(ACCOUNT_CHECK_EMAIL_EXISTS_MESSAGE)).toEqual({
      kind: 'accountCheck',
      emailExists: true,
      whatsappExists: false,
      message: ACCOUNT_CHECK_EMAIL_EXISTS_MESSAGE,
    });
    expect(memberMessage(ACCOUNT_CHECK_EMAIL_EXISTS_MESSAGE)).toBe('E-mail sudah terdaftar.');
  });

  it('marks WhatsApp as existing', () => {
    expect(check(ACCOUNT_CHECK_PHONE_EXISTS_MESSAGE)).toMatchObject({
      kind: 'accountCheck',
      emailExists: false,
      whatsappExists: true,
    });
  });

  it('shows a 400 that mentions neither, and any other status', () => {
    expect(check('Name is required')).toEqual({ kind: 'showMessage', message: 'Name is required' });
    expect(memberMessage('Name is required')).toBe('Nama wajib diisi.');
    expect(check(ACCOUNT_CHECK_EMAIL_EXISTS_MESSAGE, 409).kind).toBe('showMessage');
  });
});

describe('§5 §6 Q&A permission', () => {
  const ask = (message: string) =>
    decideError(
      failure({
        client: 'backend',
        flow: 'qaPermission',
        path: 'crm/ex/v1/tanya-saham/check',
        status: 403,
        body: { message },
        currentPath: '/qna',
      }),
    ).effect;

  it('marks an ongoing question', () => {
    expect(ask(QA_ONGOING_MESSAGE)).toEqual({
      kind: 'qaOngoing',
      message: QA_ONGOING_MESSAGE,
    });
  });

  it('marks the maximum of active chats', () => {
    expect(ask(QA_MAX_CHATS_MESSAGE)).toEqual({
      kind: 'qaMaxChats',
      message: QA_MAX_CHATS_MESSAGE,
    });
  });

  it('leaves any other message to the general rules', () => {
    expect(ask(MEMBERSHIP_EXPIRED_MESSAGE).kind).toBe('backLink');
    expect(ask('Server Error')).toEqual({ kind: 'showMessage', message: 'Server Error' });
  });

  it('does not read Q&A messages on other flows', () => {
    expect(decideError(failure({ body: { message: QA_ONGOING_MESSAGE } })).effect.kind).toBe(
      'showMessage',
    );
  });
});

describe('§7 the web-root client has no interceptors', () => {
  it('is the only client without them', () => {
    expect(httpClients.filter((client) => !clientHasInterceptors(client))).toEqual(['webRoot']);
  });

  it.each([
    [401, { message: 'Unauthorized' }],
    [403, { message: NOT_ALLOWED_MESSAGE }],
    [403, { message: MEMBERSHIP_EXPIRED_MESSAGE }],
    [400, { message: MAX_DEPOSIT_SERVER_MESSAGE }],
  ])('hands a %d back to its caller untouched by the app rules', (status, body) => {
    const { effect, error } = decideError(
      failure({ client: 'webRoot', path: '/api/country', status, body }),
    );
    expect(effect).toEqual({ kind: 'rethrow' });
    expect(error).toEqual({ status, message: body.message, data: body });
  });

  it('still normalises its errors', () => {
    expect(decideError(failure({ client: 'webRoot', status: 504, body: 'x' })).error).toEqual({
      status: 500,
      message: 'Server Error',
      data: null,
    });
  });
});

describe('§8 push errors', () => {
  it('covers the thirteen codes of §8 with a message each', () => {
    expect(pushErrorCodes).toHaveLength(13);
    expect(Object.keys(pushErrorMessages).sort()).toEqual([...pushErrorCodes].sort());
    for (const code of pushErrorCodes) expect(pushErrorMessages[code].length).toBeGreaterThan(10);
  });

  it('tells a member with blocked notifications where to allow them', () => {
    expect(pushErrorMessage('permission-blocked')).toContain('pengaturan browser');
  });

  it('accepts the provider prefix', () => {
    expect(pushErrorMessage('messaging/unsupported-browser')).toBe(
      pushErrorMessages['unsupported-browser'],
    );
  });

  it.each(['messaging/something-new', 'unknown', '', undefined, 3])(
    'falls back to a general message for %j',
    (code) => {
      expect(pushErrorMessage(code)).toBe(PUSH_ERROR_FALLBACK_MESSAGE);
      expect(isPushErrorCode(code)).toBe(false);
    },
  );
});
