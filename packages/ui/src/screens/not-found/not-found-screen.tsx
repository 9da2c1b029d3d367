import { paths } from '@saham/domain/routes';
import ArrowLeftIcon from 'lucide-react/icons/arrow-left';
import HouseIcon from 'lucide-react/icons/house';
import SearchXIcon from 'lucide-react/icons/search-x';
import type { LinkComponentType } from '../../components/app-shell.tsx';
import { Button } from '../../components/button.tsx';
import { EmptyState } from '../../components/empty-state.tsx';

/** Props of {@link NotFoundScreen}. */
export interface NotFoundScreenProps {
  /** Where 'Ke Beranda' leads: the dashboard for members, the home for visitors. */
  homeHref?: string;
  /** Go back one step; the button is hidden without it (e.g. a link opened in a new tab). */
  onBack?: () => void;
  LinkComponent?: LinkComponentType;
}

/**
 * Not found (spec §2 /404-not-found; §4: an unmatched route goes to notfound). Says so plainly and
 * offers the way home and back.
 * @example <NotFoundScreen homeHref={paths.dashboard()} onBack={() => history.back()} />
 */
export function NotFoundScreen({
  homeHref = paths.home(),
  onBack,
  LinkComponent = 'a',
}: NotFoundScreenProps) {
  return (
    <div
      data-slot="not-found-screen"
      className="flex min-h-[70dvh] items-center justify-center px-4"
    >
      <EmptyState
        icon={<SearchXIcon />}
        title={
          <>
            <span className="text-primary mb-2 block text-4xl font-extrabold tabular-nums">
              404
            </span>
            <span role="heading" aria-level={1} className="text-2xl font-extrabold">
              Halaman tidak ditemukan
            </span>
          </>
        }
        description="Tautan yang Anda buka mungkin sudah berubah atau tidak lagi tersedia."
      >
        <Button asChild>
          <LinkComponent href={homeHref}>
            <HouseIcon aria-hidden />
            Ke Beranda
          </LinkComponent>
        </Button>
        {onBack ? (
          <Button variant="outline" onClick={onBack}>
            <ArrowLeftIcon aria-hidden />
            Kembali
          </Button>
        ) : null}
      </EmptyState>
    </div>
  );
}
