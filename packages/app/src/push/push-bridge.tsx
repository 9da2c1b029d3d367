import { ToastProvider, useToast } from '@saham/ui/components/toast';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { track } from '../analytics/track.ts';
import { navigate } from '../navigation.ts';
import { PUSH_CLICK_MESSAGE, PUSH_READY_MESSAGE, type PushMessage } from './push-message.ts';
import { pushState } from './push-state.ts';

/** An app path from a message's link, or null for another site (never followed from a push). */
function appPath(link: string | null): string | null {
  if (!link) return null;
  try {
    const url = new URL(link, window.location.origin);
    return url.origin === window.location.origin ? `${url.pathname}${url.search}` : null;
  } catch {
    return null;
  }
}

/**
 * The page's side of push (§4): a push that arrived while the page was visible shows as a toast
 * (with its link), and a notification clicked while the app was in the background, handed over
 * by the service worker, is tracked (notification_open) and opens its link. Push is what shows
 * toasts, so the toasts' live region comes with it, loaded once the first screen is shown rather
 * than with every page's first JavaScript (issue 5: /login's budget).
 */
export function PushBridge() {
  return (
    <ToastProvider>
      <PushMessages />
    </ToastProvider>
  );
}

function PushMessages() {
  const { toast } = useToast();
  const { foreground } = useSnapshot(pushState);

  useEffect(() => {
    if (foreground.length === 0) return;
    for (const message of pushState.foreground.splice(0)) {
      const path = appPath(message.link);
      toast({
        title: message.title,
        description: message.body || undefined,
        ...(path ? { action: { label: 'Lihat', onClick: () => navigate(path) } } : {}),
      });
    }
  }, [foreground, toast]);

  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: string; message?: PushMessage } | null;
      if (data?.type !== PUSH_CLICK_MESSAGE || !data.message) return;
      const { message } = data;
      track('notification_open', {
        messageId: message.id,
        messageName: message.title,
        messageTime: message.sentAt ?? '',
        messageDeviceTime: message.receivedAt,
      });
      const path = appPath(message.link);
      if (path) navigate(path);
    };
    navigator.serviceWorker.addEventListener('message', onMessage);
    // A window a click opened is handed its message only now that it listens (sw.ts).
    void navigator.serviceWorker.ready.then((registration) =>
      registration.active?.postMessage({ type: PUSH_READY_MESSAGE }),
    );
    return () => navigator.serviceWorker.removeEventListener('message', onMessage);
  }, []);

  return null;
}
