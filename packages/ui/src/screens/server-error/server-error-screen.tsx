import { paths } from '@saham/domain/routes';
import HouseIcon from 'lucide-react/icons/house';
import ServerCrashIcon from 'lucide-react/icons/server-crash';
import type { LinkComponentType } from '../../components/app-shell.tsx';
import { Button } from '../../components/button.tsx';
import { ErrorState } from '../../components/error-state.tsx';

/** Props of {@link ServerErrorScreen}. */
export interface ServerErrorScreenProps {
  /** Try the page again. */
  onRetry?: () => void;
  /** While the retry runs. */
  retrying?: boolean;
  /** Where 'Ke Beranda' leads: the dashboard for members, the home for visitors. */
  homeHref?: string;
  /** A reference for support, e.g. the failed request's id. */
  reference?: string;
  LinkComponent?: LinkComponentType;
}

/**
 * Server error (spec §2 /server-error; §8: statuses above 500 become 'Server Error'). Names the
 * error and its status in Indonesian (issue 27: not the server's English), explains in the
 * member's words, and offers a retry and the way home.
 * @example <ServerErrorScreen onRetry={reload} homeHref={paths.dashboard()} />
 */
export function ServerErrorScreen({
  onRetry,
  retrying = false,
  homeHref = paths.home(),
  reference,
  LinkComponent = 'a',
}: ServerErrorScreenProps) {
  return (
    <div
      data-slot="server-error-screen"
      className="flex min-h-[70dvh] items-center justify-center px-4"
    >
      <ErrorState
        icon={<ServerCrashIcon />}
        title={
          <>
            <span className="text-danger mb-2 block text-sm font-bold tracking-wide uppercase">
              Kesalahan server · 500
            </span>
            <span role="heading" aria-level={1} className="text-2xl font-extrabold">
              Layanan sedang terganggu
            </span>
          </>
        }
        description={
          <>
            <p>Server kami sedang tidak bisa melayani permintaan Anda. Coba lagi sebentar lagi.</p>
            {reference ? (
              <p className="mt-2 text-xs">
                Kode referensi: <span className="font-mono">{reference}</span>
              </p>
            ) : null}
          </>
        }
        onRetry={onRetry}
        retrying={retrying}
      >
        <Button asChild variant={onRetry ? 'ghost' : 'default'}>
          <LinkComponent href={homeHref}>
            <HouseIcon aria-hidden />
            Ke Beranda
          </LinkComponent>
        </Button>
      </ErrorState>
    </div>
  );
}
