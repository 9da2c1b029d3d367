import { REMOTE_CONFIG_FETCH_INTERVAL_MS } from '@saham/domain/constants';
import { checkPushConfig } from '@saham/domain/push-config';
import { config } from '../http/client.ts';
import { DEFAULT_SWITCHES, type FeatureSwitches, switches } from './switches.ts';

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
