import { APP_VERSION, CLIENT_ID } from '@saham/domain/constants';
import {
  DEFAULT_API_PREFIX,
  type HttpClient,
  httpClientBasePaths,
  httpClients,
} from '@saham/domain/http-clients';

/**
 * The build values of spec §1. §1 names the environment, mode, client id and version; the service
 * base addresses, external links, analytics and push settings are "not shown", so each comes from
 * a `VITE_*` variable with a default that points at the reference server on the same origin.
 */
export interface AppConfig {
  /** One base URL per client of §7 (`VITE_API_<CLIENT>`; default: this origin's /api/<client>). */
  readonly baseUrls: Readonly<Record<HttpClient, string>>;
  readonly clientId: number;
  readonly appVersion: string;
  /** The academy site that /event/{slug} hands over to (§2; `VITE_ACADEMY_URL`). */
  readonly academyUrl: string;
  /**
   * Google Identity Services client id (`VITE_GOOGLE_CLIENT_ID`). Without it Google login shows only
   * where the reference server stands in for Google (development mode), else it is hidden.
   */
  readonly googleClientId: string | null;
  /**
   * Where the reference server says whether it stands in for Google (development mode only; ours,
   * the spec shows no such provider): asked only when no Google client id is configured.
   */
  readonly googleStandInUrl: string;
  /** The sales team's WhatsApp number for upgrades (§3 phone_sales is the server's; this is the fallback). */
  readonly salesPhone: string | null;
  /** The web analytics tool's container (`VITE_GTM_ID`); unset: events are only recorded. */
  readonly gtmId: string | null;
  /**
   * The push and analytics provider's app config (`VITE_FIREBASE_*`), checked by the domain's §5
   * push-config rule before anything loads.
   */
  readonly firebase: {
    readonly projectId: string | null;
    readonly apiKey: string | null;
    readonly appId: string | null;
    readonly messagingSenderId: string | null;
    readonly vapidKey: string | null;
    readonly measurementId: string | null;
  };
}

type Env = Readonly<Record<string, unknown>>;

function read(env: Env, name: string): string | null {
  const value = env[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** `VITE_API_MEMBER`, `VITE_API_WEB_ROOT`, ... */
function envNameOf(client: HttpClient): string {
  return `VITE_API_${client.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase()}`;
}

/**
 * The app's configuration from an environment (Vite's `import.meta.env` in the browser, a plain
 * object in tests). `origin` is prepended to the default base URLs; '' keeps them relative.
 * @example readConfig({}, '').baseUrls.member // '/api/member-svc'
 */
export function readConfig(env: Env, origin = ''): AppConfig {
  const prefix = read(env, 'VITE_API_PREFIX') ?? DEFAULT_API_PREFIX;
  const baseUrls = Object.fromEntries(
    httpClients.map((client) => [
      client,
      read(env, envNameOf(client)) ?? `${origin}${prefix}${httpClientBasePaths[client]}`,
    ]),
  ) as Record<HttpClient, string>;
  return {
    baseUrls,
    clientId: Number(read(env, 'VITE_CLIENT_ID') ?? CLIENT_ID),
    appVersion: APP_VERSION,
    academyUrl: read(env, 'VITE_ACADEMY_URL') ?? 'https://academy.saham.example',
    googleClientId: read(env, 'VITE_GOOGLE_CLIENT_ID'),
    googleStandInUrl: `${origin}${prefix}/_dev/google`,
    salesPhone: read(env, 'VITE_SALES_PHONE'),
    gtmId: read(env, 'VITE_GTM_ID'),
    firebase: {
      projectId: read(env, 'VITE_FIREBASE_PROJECT_ID'),
      apiKey: read(env, 'VITE_FIREBASE_API_KEY'),
      appId: read(env, 'VITE_FIREBASE_APP_ID'),
      messagingSenderId: read(env, 'VITE_FIREBASE_MESSAGING_SENDER_ID'),
      vapidKey: read(env, 'VITE_FIREBASE_VAPID_KEY'),
      measurementId: read(env, 'VITE_FIREBASE_MEASUREMENT_ID'),
    },
  };
}
