import { REMOTE_CONFIG_FETCH_INTERVAL_MS } from '@saham/domain/constants';
import { checkPushConfig } from '@saham/domain/push-config';
import { proxy } from 'valtio';
import { config } from '../http/client.ts';

/**
 * Feature switches the product can turn from the provider's remote config without a deploy
 * (issue 6), with the in-code defaults that hold until (or unless) remote values arrive.
 */
export interface FeatureSwitches {
  /** Google login and sign-up (§1), when a Google client id is also configured. */
  google_login_enabled: boolean;
  /** The for-you feed on the dashboard (§1). */
  for_you_enabled: boolean;
  /** Lead capture on the dashboard (§1). */
  lead_capture_enabled: boolean;
}

/** The in-code defaults: everything on. */
export const DEFAULT_SWITCHES: Readonly<FeatureSwitches> = Object.freeze({
  google_login_enabled: true,
  for_you_enabled: true,
  lead_capture_enabled: true,
});

/**
 * The switches in effect.
 * @example useSnapshot(switches).google_login_enabled
 */
export const switches = proxy<FeatureSwitches>({ ...DEFAULT_SWITCHES });

let started = false;

/**
 * Fetches remote config once per page view, after first paint, only when the provider is
 * configured, at most once an hour (spec §9: 3,600,000 ms minimum fetch interval; firebase keeps
 * the last values in between). Failures keep the defaults.
 * @example startRemoteConfig()
 */
export function startRemoteConfig(): void {
  if (started) return;
  started = true;
  const check = checkPushConfig(config.firebase);
  if (!check.ok) return;
  void (async () => {
    try {
      const [{ firebaseApp }, remote] = await Promise.all([
        import('../push/firebase-app.ts'),
        import('firebase/remote-config'),
      ]);
      const app = firebaseApp(check.config);
      const remoteConfig = remote.getRemoteConfig(app);
      remoteConfig.settings.minimumFetchIntervalMillis = REMOTE_CONFIG_FETCH_INTERVAL_MS;
      remoteConfig.defaultConfig = { ...DEFAULT_SWITCHES };
      await remote.fetchAndActivate(remoteConfig);
      for (const key of Object.keys(DEFAULT_SWITCHES) as (keyof FeatureSwitches)[]) {
        switches[key] = remote.getValue(remoteConfig, key).asBoolean();
      }
    } catch (error) {
      console.warn('remote config unavailable; using defaults', error);
    }
  })();
}
