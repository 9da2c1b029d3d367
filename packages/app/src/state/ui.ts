import { SPINNER_AUTO_OFF_MS } from '@saham/domain/constants';
import { proxy } from 'valtio';

/**
 * Spec §3 "other flags": modals, preview image, search text, and the §4 spinner. (§4's loading
 * flag around calls is loading.ts.)
 */
export interface UiState {
  /** The full-screen spinner; it clears itself after 3 s (§4, §9). */
  spinner: boolean;
  termsOpen: boolean;
  disclaimerOpen: boolean;
  /** The upgrade-to-VIP popup (§2), with the feature that asked for it. */
  upgrade: { open: boolean; feature: string | null; message: string | null };
  previewImage: { isOpen: boolean; src: string | null };
  /** §2 no-connection alert: the browser reports offline. */
  offline: boolean;
  /** Where /refresh-token returns to (§8: the screen the member was on). */
  refreshFrom: string | null;
  /** A new version of the app is installed and waiting for the member's reload (issue 6). */
  updateReady: boolean;
}

function initialUi(): UiState {
  return {
    spinner: false,
    termsOpen: false,
    disclaimerOpen: false,
    upgrade: { open: false, feature: null, message: null },
    previewImage: { isOpen: false, src: null },
    offline: typeof navigator !== 'undefined' && navigator.onLine === false,
    refreshFrom: null,
    updateReady: false,
  };
}

/**
 * UI flags and modals. Not persisted: they describe this page view only.
 * @example ui.termsOpen = true
 */
export const ui = proxy<UiState>(initialUi());

let spinnerTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * Shows or hides the spinner; shown, it turns itself off after §9's 3 seconds.
 * @example setSpinner(true)
 */
export function setSpinner(on: boolean): void {
  clearTimeout(spinnerTimer);
  ui.spinner = on;
  if (on) spinnerTimer = setTimeout(() => (ui.spinner = false), SPINNER_AUTO_OFF_MS);
}

/** What asked for the upgrade popup (§2): it names the feature in the popup's text. */
export type UpgradeFeature = 'trading-ideas' | 'content' | 'tanya-saham' | 'faq';

/**
 * Opens the upgrade-to-VIP popup (§2) for a feature, with the server's words when a refusal
 * brought it (already in the member's language).
 * @example openUpgrade('trading-ideas')
 */
export function openUpgrade(feature: UpgradeFeature | null, message: string | null = null): void {
  ui.upgrade = { open: true, feature, message };
}

/** Back to the first page view's flags (part of §4 logout). */
export function resetUi(): void {
  Object.assign(ui, initialUi());
}
