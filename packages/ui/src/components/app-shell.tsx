import {
  activeMenuRoute,
  menuItems,
  routes,
  type MenuIcon,
  type RouteName,
} from '@saham/domain/routes';
import ArrowLeftIcon from 'lucide-react/icons/arrow-left';
import ChartCandlestickIcon from 'lucide-react/icons/chart-candlestick';
import ChartLineIcon from 'lucide-react/icons/chart-line';
import GraduationCapIcon from 'lucide-react/icons/graduation-cap';
import LayoutDashboardIcon from 'lucide-react/icons/layout-dashboard';
import LightbulbIcon from 'lucide-react/icons/lightbulb';
import MessagesSquareIcon from 'lucide-react/icons/messages-square';
import SearchIcon from 'lucide-react/icons/search';
import type * as React from 'react';
import { cn } from '../lib/cn.ts';
import { IconButton } from './icon-button.tsx';

/** What a link component receives: an anchor's props with a required `href`. */
export type LinkComponentProps = Omit<React.ComponentProps<'a'>, 'href'> & { href: string };

/**
 * The element links render as. `ui` never imports a router: the app passes its router's link
 * (wrapped to take `href`), stories and plain pages use `'a'`.
 * @example const AppLink = ({ href, ...props }: LinkComponentProps) => <RouterLink to={href} {...props} />;
 */
export type LinkComponentType = React.ElementType<LinkComponentProps>;

const menuIcons: Record<MenuIcon, React.ComponentType<React.SVGProps<SVGSVGElement>>> = {
  'layout-dashboard': LayoutDashboardIcon,
  lightbulb: LightbulbIcon,
  'graduation-cap': GraduationCapIcon,
  'chart-line': ChartLineIcon,
  'messages-square': MessagesSquareIcon,
  search: SearchIcon,
};

/**
 * The product's wordmark. The spec does not name the product (§1), so it reads 'Saham' after the
 * workspace; the app may pass its own through AppShell's `brand`.
 * @example <BrandMark />
 */
export function BrandMark({ className, ...props }: React.ComponentProps<'span'>) {
  return (
    <span
      data-slot="brand-mark"
      className={cn(
        'text-foreground inline-flex items-center gap-2 text-lg font-extrabold',
        className,
      )}
      {...props}
    >
      <span
        aria-hidden
        className="bg-brand text-brand-foreground flex size-8 items-center justify-center rounded-lg"
      >
        <ChartCandlestickIcon className="size-5" />
      </span>
      Saham
    </span>
  );
}

/** Props of {@link AppShell}. */
export type AppShellProps = React.ComponentProps<'div'> & {
  /** The current route; its menu screen (or the one up its back-link chain) is highlighted. */
  activeRoute?: RouteName;
  /** How links render; the app's router link, `'a'` by default. */
  LinkComponent?: LinkComponentType;
  /** The screen title in the top bar (route meta title). */
  title?: React.ReactNode;
  /** Back as an action (spec §2 back navigation rules run in the app). Wins over `backHref`. */
  onBack?: () => void;
  /** Back as a link, when the target is known up front. */
  backHref?: string;
  /** The back button's accessible name. */
  backLabel?: string;
  /** Hide the bottom/side menu (spec §2: detail and public screens). */
  hideMenu?: boolean;
  /** Hide the top bar (spec §2 route meta navigation-bar flag off). */
  hideTopBar?: boolean;
  /** Controls at the end of the top bar: notifications, profile, log-in links. */
  actions?: React.ReactNode;
  /** The wordmark; `<BrandMark />` unless given. */
  brand?: React.ReactNode;
  /** Where the wordmark links to. */
  brandHref?: string;
  /** The menu's accessible name. */
  menuLabel?: string;
  /** The skip link's words. */
  skipLinkLabel?: string;
  /** The id of the main landmark the skip link jumps to. */
  mainId?: string;
};

/**
 * The frame of every screen: a skip link, a top bar (back button and title, or the wordmark),
 * the main landmark, and the six menu screens of spec §2 (dashboard, stockpick, education,
 * analysis, qna, stock) as a bottom bar on phones and a side bar from breakpoint m (768 px) up.
 * @example
 * <AppShell activeRoute="stockDetail" title="Detail Saham" onBack={goBack} hideMenu LinkComponent={AppLink}>
 *   <StockDetailScreen … />
 * </AppShell>
 */
export function AppShell({
  className,
  activeRoute,
  LinkComponent = 'a',
  title,
  onBack,
  backHref,
  backLabel = 'Kembali',
  hideMenu = false,
  hideTopBar = false,
  actions,
  brand = <BrandMark />,
  brandHref = '/',
  menuLabel = 'Menu utama',
  skipLinkLabel = 'Langsung ke konten utama',
  mainId = 'main-content',
  children,
  ...props
}: AppShellProps) {
  const current = activeRoute ? activeMenuRoute(activeRoute) : null;
  const hasBack = Boolean(onBack || backHref);
  const showMenu = !hideMenu;

  function menuLinks(layout: 'bottom' | 'side') {
    return (
      <ul className={layout === 'bottom' ? 'flex' : 'flex flex-col gap-1'}>
        {menuItems.map((item) => {
          const Icon = menuIcons[item.icon];
          const active = item.route === current;
          return (
            <li key={item.route} className={layout === 'bottom' ? 'min-w-0 flex-1' : undefined}>
              <LinkComponent
                href={item.href}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'group/menu-link focus-visible:ring-ring outline-none focus-visible:ring-2',
                  'duration-fast ease-standard transition-colors',
                  layout === 'bottom'
                    ? 'text-muted-foreground aria-[current=page]:text-primary flex h-16 flex-col items-center justify-center gap-0.5 rounded-lg px-0.5 text-[0.6875rem] leading-none font-semibold'
                    : 'text-muted-foreground hover:bg-accent hover:text-accent-foreground aria-[current=page]:bg-secondary aria-[current=page]:text-secondary-foreground flex h-11 items-center gap-3 rounded-lg px-3 text-sm font-semibold',
                )}
              >
                {layout === 'bottom' ? (
                  // The current screen's icon sits on a pill, so colour is not the only cue.
                  <span className="duration-fast group-aria-[current=page]/menu-link:bg-secondary flex h-7 w-12 items-center justify-center rounded-full transition-colors">
                    <Icon aria-hidden className="size-5" />
                  </span>
                ) : (
                  <Icon aria-hidden className="size-5 shrink-0" />
                )}
                <span className="max-w-full truncate">
                  {/* The side bar has room for the route's full title; the bottom bar does not. */}
                  {layout === 'side' ? routes[item.route].meta.title : item.label}
                </span>
              </LinkComponent>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <div
      data-slot="app-shell"
      data-menu={showMenu ? 'visible' : 'hidden'}
      // pointer-events-auto: a modal dialog's overlay covers the page and takes every pointer event
      // outside the dialog. Radix also sets pointer-events: none on <body> while one is open; the
      // property is inherited, so without this every element of the page was restyled as a dialog
      // opened (about 800 elements on the dashboard, 120-180 ms of a throttled phone's popup
      // promotion). The shell keeps its own value and the restyle stops here.
      className={cn('bg-background text-foreground pointer-events-auto min-h-dvh', className)}
      {...props}
    >
      <a
        href={`#${mainId}`}
        // Focus main directly: a bare fragment link would be resolved against a <base> or the
        // router's URL handling, and the app must not navigate for it.
        onClick={(event) => {
          const main = document.getElementById(mainId);
          if (!main) return;
          event.preventDefault();
          main.focus();
          main.scrollIntoView({ block: 'start' });
        }}
        className={cn(
          'bg-primary text-primary-foreground shadow-raised sr-only z-[60] rounded-lg px-4 py-2 text-sm font-semibold',
          'focus-visible:ring-ring focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus-visible:ring-2 focus-visible:ring-offset-2',
        )}
      >
        {skipLinkLabel}
      </a>

      {showMenu ? (
        <nav
          aria-label={menuLabel}
          data-slot="app-shell-side-nav"
          className="border-border bg-surface m:flex fixed inset-y-0 left-0 z-40 hidden w-60 flex-col gap-6 border-r px-3 py-4"
        >
          <LinkComponent
            href={brandHref}
            className="focus-visible:ring-ring w-fit rounded-lg px-2 outline-none focus-visible:ring-2"
          >
            {brand}
          </LinkComponent>
          {menuLinks('side')}
        </nav>
      ) : null}

      <div className={cn('flex min-h-dvh flex-col', showMenu && 'm:pl-60')}>
        {hideTopBar ? null : (
          <header
            data-slot="app-shell-top-bar"
            className="border-border bg-surface/95 supports-[backdrop-filter]:bg-surface/85 m:px-4 sticky top-0 z-30 flex h-14 shrink-0 items-center gap-2 border-b px-2 backdrop-blur"
          >
            {hasBack ? (
              onBack ? (
                <IconButton aria-label={backLabel} onClick={onBack}>
                  <ArrowLeftIcon aria-hidden />
                </IconButton>
              ) : (
                <IconButton aria-label={backLabel} asChild>
                  <LinkComponent href={backHref as string}>
                    <ArrowLeftIcon aria-hidden />
                  </LinkComponent>
                </IconButton>
              )
            ) : (
              // Without a back button the wordmark leads; on wide screens the side bar shows it.
              <LinkComponent
                href={brandHref}
                className={cn(
                  'focus-visible:ring-ring rounded-lg px-2 outline-none focus-visible:ring-2',
                  showMenu && 'm:hidden',
                )}
              >
                {brand}
              </LinkComponent>
            )}
            {/* A detail screen names itself beside its back button. A menu screen shows the
                wordmark on phones and its title beside the side bar; public screens the wordmark. */}
            {title && (hasBack || showMenu) ? (
              <p
                data-slot="app-shell-title"
                className={cn(
                  'text-foreground min-w-0 flex-1 truncate text-base font-bold',
                  !hasBack && 'm:block hidden',
                )}
              >
                {title}
              </p>
            ) : null}
            {actions ? (
              <div className="ml-auto flex shrink-0 items-center gap-1">{actions}</div>
            ) : null}
          </header>
        )}

        <main
          id={mainId}
          tabIndex={-1}
          className={cn(
            'flex-1 outline-none',
            // Room for the bottom bar (and the phone's home indicator) under the last content.
            showMenu && 'm:pb-0 pb-[calc(4rem+env(safe-area-inset-bottom))]',
          )}
        >
          {children}
        </main>
      </div>

      {showMenu ? (
        <nav
          aria-label={menuLabel}
          data-slot="app-shell-bottom-nav"
          className="border-border bg-surface shadow-raised m:hidden fixed inset-x-0 bottom-0 z-40 border-t px-1 pb-[env(safe-area-inset-bottom)]"
        >
          {menuLinks('bottom')}
        </nav>
      ) : null}
    </div>
  );
}
