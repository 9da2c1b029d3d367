import { Spinner } from '@saham/ui/components/spinner';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { takeRefreshReturn } from '../../http/client.ts';
import { forceLogout, refreshSession } from '../../state/auth.ts';

/**
 * spec §2 /refresh-token, §4, §8: where a 401 sends the browser. It refreshes the token and
 * returns the member to the screen they were on, whose calls then run again with the new token;
 * without a refresh token, or when refreshing fails, the member is logged out.
 */
export function Component() {
  const navigateTo = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    // StrictMode runs effects twice in development; a refresh token may be used only once.
    if (started.current) return;
    started.current = true;
    void refreshSession().then((refreshed) => {
      if (refreshed) void navigateTo(takeRefreshReturn(), { replace: true });
      // refreshSession logs out on failure; without a refresh token there was nothing to try.
      else forceLogout();
    });
  }, [navigateTo]);

  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner size="lg" label="Memperbarui sesi…" showLabel />
    </div>
  );
}
