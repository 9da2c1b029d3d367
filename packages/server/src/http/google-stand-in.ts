import { createHash } from 'node:crypto';
import { TEXT_LIMITS } from '@saham/domain/api/common';
import { emailAddress } from '@saham/domain/api/member';
import type { Hono, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { demoGoogleAccount } from '../db/seed/demo-accounts.ts';
import type { GoogleTokenSigner } from '../security/google-stand-in.ts';
import { escapeHtml } from './docs-page.ts';

/*
 * Spec §2 offers login and sign-up with Google; it shows no development provider. This stand-in
 * is ours: in development mode the reference server plays Google's part, so `npm start` shows and
 * completes both flows without a Google client id. A small page (opened by the app as a popup,
 * as Google Identity Services opens its own) lists the demo Google account and takes any other,
 * then hands the app an ID token signed with the development key, whose JWKS is served here too.
 * The verifier (security/google-id-token.ts) trusts that key in development mode only.
 */

/** Where the stand-in lives, under API_PREFIX (so Vite's dev proxy reaches it as it does /api). */
export const GOOGLE_STAND_IN_ROUTE = '/_dev/google';

/** The message the sign-in page posts to the app that opened it. */
export const GOOGLE_STAND_IN_MESSAGE = 'saham-google-stand-in';

/** What the pages may do: their own script and form, nothing from anywhere else. */
const PAGE_CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'unsafe-inline'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ');

/**
 * Middleware for the stand-in's routes, registered before the security headers so it runs after
 * them: the page needs its script and its form (the global policy allows neither), and the app
 * that opened it must keep its handle on it (`same-origin` opener policy would cut it off).
 * @example app.use(`${prefix}${GOOGLE_STAND_IN_ROUTE}/*`, googleStandInHeaders)
 */
export const googleStandInHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  c.res.headers.set('Content-Security-Policy', PAGE_CONTENT_SECURITY_POLICY);
  c.res.headers.set('Cross-Origin-Opener-Policy', 'unsafe-none');
};

/** The script of the result page: hands the token (or the cancel) to the opener, then closes. */
const RETURN_SCRIPT = `const result = document.getElementById('result');
const message = result.dataset.credential
  ? { type: '${GOOGLE_STAND_IN_MESSAGE}', credential: result.dataset.credential }
  : { type: '${GOOGLE_STAND_IN_MESSAGE}', error: 'cancelled' };
if (window.opener) {
  window.opener.postMessage(message, window.location.origin);
  window.close();
} else {
  result.textContent = 'Buka halaman ini dari tombol Google di aplikasi.';
}
`;

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;padding:1.5rem;color:#1f2937;background:#f9fafb}
main{max-width:26rem;margin:0 auto;display:flex;flex-direction:column;gap:1rem}
h1{font-size:1.25rem;margin:0}h2{font-size:1rem;margin:.5rem 0 0}p{margin:0;line-height:1.5}
form{display:flex;flex-direction:column;gap:.75rem}label{display:flex;flex-direction:column;gap:.25rem;font-weight:600}
input{font:inherit;font-weight:400;padding:.6rem;border:1px solid #6b7280;border-radius:.5rem}
button{font:inherit;padding:.75rem;border-radius:.5rem;border:1px solid #6b7280;background:#fff;text-align:left;cursor:pointer}
button.primary{background:#1d4ed8;color:#fff;border-color:#1d4ed8;text-align:center}
button.secondary{text-align:center}
small{color:#4b5563}.error{color:#b91c1c;font-weight:600}`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="id"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body></html>`;
}

/** The chooser: the demo account, a form for any other, and a way back. */
function chooserPage(error?: string, typed: { name?: string; email?: string } = {}): string {
  const account = demoGoogleAccount;
  return page(
    'Masuk dengan Google (pengembangan)',
    `<h1>Pilih akun Google</h1>
<p>Pengganti Google dari server referensi, hanya untuk pengembangan: token dari halaman ini ditolak di produksi.</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post"><button type="submit" name="account" value="demo">${escapeHtml(account.name)}<br><small>${escapeHtml(account.email)}</small></button></form>
<h2>Akun Google lain</h2>
<form method="post">
<label>Nama <input name="name" autocomplete="name" required maxlength="${TEXT_LIMITS.name}" value="${escapeHtml(typed.name ?? '')}"></label>
<label>Email <input name="email" type="email" autocomplete="email" required maxlength="${TEXT_LIMITS.email}" value="${escapeHtml(typed.email ?? '')}"></label>
<button class="primary" type="submit" name="account" value="new">Lanjutkan</button>
</form>
<form method="post"><button class="secondary" type="submit" name="account" value="cancel">Batal</button></form>`,
  );
}

function resultPage(credential: string | null): string {
  const data = credential ? ` data-credential="${escapeHtml(credential)}"` : '';
  return page(
    'Kembali ke aplikasi',
    `<p id="result"${data}>Kembali ke aplikasi…</p><script src="signin.js"></script>`,
  );
}

// eslint-disable-next-line no-control-regex -- control characters are what a name must not carry
const controlCharacters = /[\u0000-\u001f\u007f]/;

/** A field of the form as one string ('' when absent, repeated or a file). */
function field(form: Record<string, unknown>, name: string): string {
  const value = form[name];
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * Google's subject for a typed e-mail: the same e-mail is the same Google account on every visit,
 * as it would be at Google.
 */
function subjectOf(email: string): string {
  return `stand-in-${createHash('sha256').update(email).digest('hex').slice(0, 24)}`;
}

/**
 * Mounts the stand-in's routes. Its settings answer in every mode (`data: null` outside
 * development, so the app asks without a failed request in the console); its JWKS, sign-in page
 * and the page's script exist only with a signer, which the server makes in development mode
 * alone. Bad input answers 4xx with the form and its message, never a 500.
 * {@link googleStandInHeaders} is registered apart, earlier.
 * @example mountGoogleStandIn(app, config.apiPrefix, services.googleStandIn)
 */
export function mountGoogleStandIn(
  app: Hono,
  apiPrefix: string,
  signer: GoogleTokenSigner | undefined,
): void {
  const base = `${apiPrefix}${GOOGLE_STAND_IN_ROUTE}`;
  app.get(base, (c) =>
    c.json({
      status: 200,
      message: 'success',
      data: signer
        ? {
            client_id: signer.clientId,
            issuer: signer.issuer,
            jwks_uri: `${base}/certs`,
            signin_url: `${base}/signin`,
          }
        : null,
    }),
  );
  if (!signer) return;
  app.get(`${base}/certs`, (c) => c.json(signer.jwks));
  app.get(`${base}/signin`, (c) => c.html(chooserPage()));
  app.get(`${base}/signin.js`, (c) =>
    c.body(RETURN_SCRIPT, 200, { 'Content-Type': 'text/javascript; charset=utf-8' }),
  );
  app.post(
    `${base}/signin`,
    bodyLimit({
      maxSize: 4 * 1024,
      onError: (c) => c.html(chooserPage('Isian terlalu panjang.'), 413),
    }),
    async (c) => {
      const type = c.req.header('Content-Type') ?? '';
      if (!type.startsWith('application/x-www-form-urlencoded')) {
        return c.html(chooserPage('Kirim pilihan lewat formulir halaman ini.'), 415);
      }
      const form = await c.req.parseBody();
      const choice = field(form, 'account');
      if (choice === 'cancel') return c.html(resultPage(null));
      if (choice === 'demo') {
        const account = demoGoogleAccount;
        return c.html(resultPage(await signer.idToken(account)));
      }
      if (choice !== 'new') return c.html(chooserPage('Pilih akun Google.'), 400);
      const typed = { name: field(form, 'name'), email: field(form, 'email').toLowerCase() };
      if (typed.name === '' || typed.name.length > TEXT_LIMITS.name) {
        return c.html(chooserPage(`Isi nama (1–${TEXT_LIMITS.name} karakter).`, typed), 400);
      }
      if (controlCharacters.test(typed.name)) {
        return c.html(chooserPage('Nama memuat karakter yang tidak diizinkan.', typed), 400);
      }
      const email = emailAddress.safeParse(typed.email);
      if (!email.success) return c.html(chooserPage('Isi email yang benar.', typed), 400);
      return c.html(
        resultPage(
          await signer.idToken({ sub: subjectOf(email.data), email: email.data, name: typed.name }),
        ),
      );
    },
  );
}
