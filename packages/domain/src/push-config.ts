/**
 * Spec §5 push setup check: push messaging cannot start without the provider's project id, api key,
 * app id and sender id. Build values are not shown (§1), so an unset one usually arrives as an
 * empty environment variable; the check reports it as a value instead of throwing.
 */

/** The four values push setup needs (§5), under the push provider's own configuration names. */
export const REQUIRED_PUSH_CONFIG_FIELDS = Object.freeze([
  'projectId',
  'apiKey',
  'appId',
  'messagingSenderId',
] as const);

/** One of the four required push configuration values. */
export type PushConfigField = (typeof REQUIRED_PUSH_CONFIG_FIELDS)[number];

/** A complete push app configuration: the four §5 values, all present. */
export type PushAppConfig = Record<PushConfigField, string>;

/** Push configuration as the build hands it over: any value may be missing, and other keys may ride along. */
export type PushConfigInput = Partial<Record<PushConfigField, string | null>> &
  Record<string, unknown>;

/** Spec §8: the push error code of an incomplete setup. */
export const MISSING_APP_CONFIG_CODE = 'missing-app-config-values';

/** Spec §5: the error message of an incomplete push setup, word for word. */
export const MISSING_APP_CONFIG_MESSAGE = 'missing app config values';

/** The outcome of the push setup check. */
export type PushConfigCheck<T extends PushConfigInput = PushConfigInput> =
  | { readonly ok: true; readonly config: Omit<T, PushConfigField> & PushAppConfig }
  | {
      readonly ok: false;
      readonly code: typeof MISSING_APP_CONFIG_CODE;
      readonly message: typeof MISSING_APP_CONFIG_MESSAGE;
      /** Which of the four values are missing, in the order above, for the developer's log. */
      readonly missing: readonly PushConfigField[];
    };

/**
 * Spec §5: push setup needs a project id, api key, app id and sender id, otherwise the error
 * 'missing app config values'. A value that is missing, null, not a string or only spaces counts as
 * missing. On success the config comes back as a new object with those four values trimmed (a
 * trailing newline from an env file would otherwise break every provider call); other keys are kept.
 * @example checkPushConfig({ projectId: 'p', apiKey: 'k', appId: 'a', messagingSenderId: '1' }).ok // true
 * @example checkPushConfig({ projectId: 'p' }) // { ok: false, code: 'missing-app-config-values', message: 'missing app config values', missing: ['apiKey', 'appId', 'messagingSenderId'] }
 */
export function checkPushConfig<T extends PushConfigInput>(config: T): PushConfigCheck<T> {
  const present: Partial<PushAppConfig> = {};
  const missing: PushConfigField[] = [];
  for (const field of REQUIRED_PUSH_CONFIG_FIELDS) {
    const value: unknown = config[field];
    const trimmed = typeof value === 'string' ? value.trim() : '';
    if (trimmed === '') missing.push(field);
    else present[field] = trimmed;
  }
  if (missing.length > 0) {
    return {
      ok: false,
      code: MISSING_APP_CONFIG_CODE,
      message: MISSING_APP_CONFIG_MESSAGE,
      missing,
    };
  }
  return { ok: true, config: { ...config, ...(present as PushAppConfig) } };
}
