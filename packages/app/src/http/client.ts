import type { ErrorDecision } from '@saham/domain/error-catalogue';
import { clientHeaders } from '@saham/domain/http-clients';
import { paths } from '@saham/domain/routes';
import { readConfig } from '../config.ts';
import { currentHref, navigate } from '../navigation.ts';
import { clearSelectedCategory } from '../state/filters.ts';
import { session } from '../state/session.ts';
import { trackLoading } from '../state/loading.ts';
import { ui } from '../state/ui.ts';
import { type Api, createApi } from './api.ts';

/** The build values (§1), read once from Vite's environment. */
export const config = readConfig(import.meta.env);

/**
 * The app-wide effects of spec §8, carried out before the caller sees the error: a 401 goes to
 * /refresh-token (remembering the screen to return to), 'Not Allowed' to the logout alert, an
 * expired membership or a free member's no-preview to the back-link with the category cleared.
 * Flow effects (OTP countdown, Google failure, Q&A limits, account check, messages) are the
 * caller's: it knows the form they belong to.
 */
export function carryOutAppEffect({ effect }: ErrorDecision): void {
  switch (effect.kind) {
    case 'redirectToRefresh': {
      if (window.location.pathname === effect.href) return;
      // Several calls of one screen may fail at once; the first one's screen is the one to return to.
      ui.refreshFrom ??= currentHref();
      navigate(effect.href);
      return;
    }
    case 'logoutAlert':
      navigate(effect.to);
      return;
    case 'backLink':
      clearSelectedCategory();
      navigate(effect.to);
      return;
    default:
      return;
  }
}

let api: Api | null = null;

/**
 * The app's one Api over the eight clients of §7.
 * @example const me = await getApi().call('me')
 */
export function getApi(): Api {
  api ??= createApi(config.baseUrls, {
    token: () => session.user?.token ?? null,
    location: () => ({ pathname: window.location.pathname, search: window.location.search }),
    onFailure: carryOutAppEffect,
    onLoading: trackLoading,
    // spec §1, §7: the header step names the client build on every request.
    clientHeaders: clientHeaders(config),
  });
  return api;
}

/** Where /refresh-token returns to: the remembered screen, else the dashboard. */
export function takeRefreshReturn(): string {
  const from = ui.refreshFrom ?? paths.dashboard();
  ui.refreshFrom = null;
  return from;
}
