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

/** Where a call's answer may come from before the network (see `answerFirstFrom`). */
type FirstAnswers = (url: string, init: RequestInit | undefined) => Promise<Response> | undefined;
let firstAnswers: FirstAnswers | null = null;

/**
 * Lets the app's calls take answers that were asked for before the app's code ran: a first
 * screen's early calls put the page's own in place (lib/early-calls.ts, http/page-start.ts). A
 * request without such an answer goes to the network.
 * @example answerFirstFrom(takePageStartResponse)
 */
export function answerFirstFrom(answers: FirstAnswers): void {
  firstAnswers = answers;
}

/**
 * The app's one Api over the eight clients of §7.
 * @example const me = await getApi().call('me')
 */
export function getApi(): Api {
  api ??= createApi(
    config.baseUrls,
    {
      token: () => session.user?.token ?? null,
      location: () => ({ pathname: window.location.pathname, search: window.location.search }),
      onFailure: carryOutAppEffect,
      onLoading: trackLoading,
      // spec §1, §7: the header step names the client build on every request.
      clientHeaders: clientHeaders(config),
    },
    (input, init) => firstAnswers?.(String(input), init) ?? fetch(input, init),
  );
  return api;
}

/** Where /refresh-token returns to: the remembered screen, else the dashboard. */
export function takeRefreshReturn(): string {
  const from = ui.refreshFrom ?? paths.dashboard();
  ui.refreshFrom = null;
  return from;
}
