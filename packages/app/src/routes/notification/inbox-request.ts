import type { Notification } from '@saham/domain/api/types';
import { getApi } from '../../http/client.ts';
import { inboxInput } from '../../http/first-calls.ts';
import {
  arrivedEarlyCall,
  forgetEarlyCalls,
  startEarlyCall,
  takeEarlyCall,
} from '../../lib/early-calls.ts';

/** The inbox's early-call name (lib/early-calls.ts). */
const INBOX = 'notification.inbox';

/** Asks for the member's inbox, every category at once (§9: 10,000 at a time). */
function requestInbox(signal?: AbortSignal): Promise<readonly Notification[]> {
  return getApi()
    .call('notificationList', { ...inboxInput(Date.now()), signal })
    .then((response) => response.data);
}

/**
 * Starts the inbox's call as the app starts (main.tsx, on /notification with a session), before
 * the screen's module has run and rendered: the answer is the inbox's largest download, and on a
 * phone's network (bench:lists, Slow 4G) it left only from the screen's first effect.
 * @example if (route === 'notification' && hasToken()) startInboxRequest()
 */
export function startInboxRequest(): void {
  startEarlyCall(INBOX, () => requestInbox());
}

/**
 * The inbox: the answer asked for as the page started, once, or a new call (a later visit, a
 * retry, another session). An early answer is not aborted with `signal`: the screen that leaves
 * drops it.
 * @example useCall(['notificationList'], loadInbox)
 */
export function loadInbox(signal: AbortSignal): Promise<readonly Notification[]> {
  return takeEarlyCall<readonly Notification[]>(INBOX) ?? requestInbox(signal);
}

/**
 * The inbox when the answer asked for as the page started is already here as the screen first
 * renders: the screen renders its rows at once instead of its loading rows and then its rows, one
 * render, layout and paint of the page fewer before the first row (issue 29). It only looks.
 * @example useCall(['notificationList'], loadInbox, { arrived: arrivedInbox })
 */
export function arrivedInbox(): readonly Notification[] | undefined {
  return arrivedEarlyCall<readonly Notification[]>(INBOX);
}

/**
 * Lets go of the early answer once the inbox is on screen (whether it took it through
 * `arrivedInbox` or `loadInbox`): a later visit asks again, as §9's no-cache call wants.
 * @example useEffect(forgetEarlyInbox, [])
 */
export function forgetEarlyInbox(): void {
  forgetEarlyCalls([INBOX]);
}
