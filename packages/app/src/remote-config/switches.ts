import { proxy } from 'valtio';

/**
 * Feature switches the product can turn from the provider's remote config without a deploy
 * (issue 6), with the in-code defaults that hold until (or unless) remote values arrive.
 */
export interface FeatureSwitches {
  /** Google login and sign-up (§1), when a Google provider is also there (lib/google-provider.ts). */
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
 * The switches in effect (remote-config.ts fills them in when the provider answers).
 * @example useSnapshot(switches).google_login_enabled
 */
export const switches = proxy<FeatureSwitches>({ ...DEFAULT_SWITCHES });
