import type { Ticker } from '@saham/domain/api/types';
import { TICKER_TYPES } from '@saham/domain/constants';
import { formatRupiah } from '@saham/domain/money';
import ListFilterIcon from 'lucide-react/icons/list-filter';
import PauseIcon from 'lucide-react/icons/pause';
import PlayIcon from 'lucide-react/icons/play';
import type * as React from 'react';
import { useEffect, useId, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { cn } from '../lib/cn.ts';
import { useControllableState } from '../lib/use-controllable-state.ts';
import { usePageSettled } from '../lib/use-page-settled.ts';
import { IconButton } from './icon-button.tsx';
import { inputVariants } from './input.tsx';
import { PriceChange } from './price-change.tsx';
import { idNumberFormat } from '@saham/domain/number-format';

/**
 * One entry of the market ticker (spec §1 market ticker, §3 tickers): IHSG, a sector index or a
 * stock: the domain's API type, by the name this bar gives it.
 */
export type MarketTicker = Ticker;

/** What the ticker shows: every entry, or one kind (spec §3 analytics label "ticker type"). */
export type MarketTickerType = MarketTicker['type'] | 'all';

/** The kinds of entry as members read them, in the order the type picker offers them. */
export const tickerTypeLabels: Record<MarketTickerType, string> = {
  all: 'Semua',
  index: 'Indeks',
  sector: 'Sektor',
  stock: 'Saham',
};

const INDEX_POINTS = { minimumFractionDigits: 2, maximumFractionDigits: 2 } as const;

/**
 * A ticker's level as members read it: index points with two decimals ('7.100,50'), a stock's
 * price in rupiah (spec §9).
 * @example formatTickerLevel({ type: 'index', last: 7100.5 }) // '7.100,50'
 */
export function formatTickerLevel(item: Pick<MarketTicker, 'type' | 'last'>): string {
  return item.type === 'stock'
    ? formatRupiah(item.last)
    : idNumberFormat(INDEX_POINTS).format(item.last);
}

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
  const query = window.matchMedia(reducedMotionQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** The member's reduced-motion setting, kept current when they change it. */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia?.(reducedMotionQuery).matches ?? false,
    // Without a window (server rendering) assume the calm option.
    () => true,
  );
}

/** Props of {@link MarketTickerBar}. */
export type MarketTickerBarProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  /** IHSG and the sector indices, in the order the server sends them. */
  tickers: readonly MarketTicker[];
  /** Called when the member picks an entry (spec §1 analytics: ticker click with its type). */
  onItemClick?: (item: MarketTicker) => void;
  /** Names the region for screen readers. */
  label?: string;
  /** Whether it is paused, when the caller owns it. */
  paused?: boolean;
  /** Start paused. */
  defaultPaused?: boolean;
  /** Called when the member pauses or resumes it. */
  onPausedChange?: (paused: boolean) => void;
  /**
   * Overrides the member's prefers-reduced-motion setting (previews, tests). Left out, the
   * setting decides: with reduced motion the bar never moves and is simply scrolled by hand.
   */
  reducedMotion?: boolean;
  /** Scrolling speed in pixels per second. */
  speed?: number;
  /** The kind of entry shown, when the caller owns it. */
  type?: MarketTickerType;
  /** The kind shown first; every entry by default. */
  defaultType?: MarketTickerType;
  /** Called when the member picks a kind (spec §1 analytics: ticker type click). */
  onTypeChange?: (type: MarketTickerType) => void;
  /**
   * Renders the entries a wide screen shows at once with the bar, and the rest when they can come
   * into view: as the bar starts to glide (the page loaded, the browser idle, three seconds more)
   * or as soon as the member reaches for the bar (a pointer or a finger on it, focus inside, the
   * pause button, the kind picker). Off by default: the bar renders whole at once.
   */
  deferFarEntries?: boolean;
  /**
   * Holds the bar still until the page has loaded, the browser has been idle and three more
   * seconds have passed, so the first entries (IHSG) are read standing; it looks the same
   * meanwhile. Off by default: the bar glides at once.
   */
  deferGlide?: boolean;
};

/**
 * The entries that fill the widest bar (about 1,100 px at 140-200 px each) when the rest wait to
 * come into view (`deferFarEntries`).
 */
const FIRST_ENTRIES = 8;

/** How long a settled page's bar holds still before it glides (`deferGlide`). */
const GLIDE_HOLD_MS = 3000;

/**
 * The market ticker (spec §1): IHSG and the sector indices with their change, gliding sideways.
 * Accessible by design (WCAG 2.2.2): it never moves for members who prefer reduced motion, it has
 * a pause button, and it stops while hovered or while the keyboard is inside it, so every entry
 * can be reached with Tab and scrolled into view. Paused, it becomes a row the member scrolls.
 * Each entry is a button that reports the pick through `onItemClick`. When the entries are of more
 * than one kind (indices, sectors, stocks), a picker at the start narrows the row to one kind; the
 * spec names the "ticker type" label but shows no control for it (§3), so this is our design: a
 * native select, which keeps the bar one line high on a phone and opens the system's picker; on a
 * phone it is a filter icon, so the entries keep the width.
 * @example <MarketTickerBar tickers={tickers} onItemClick={(item) => track('ticker', item.type)} />
 */
export function MarketTickerBar({
  className,
  tickers,
  onItemClick,
  label = 'Ticker pasar',
  paused: pausedProp,
  defaultPaused = false,
  onPausedChange,
  reducedMotion,
  speed = 40,
  type: typeProp,
  defaultType = 'all',
  onTypeChange,
  deferFarEntries = false,
  deferGlide = false,
  onFocus,
  onBlur,
  ...props
}: MarketTickerBarProps) {
  const prefersReducedMotion = usePrefersReducedMotion();
  const calm = reducedMotion ?? prefersReducedMotion;
  const [paused, setPaused] = useControllableState({
    value: pausedProp,
    defaultValue: defaultPaused,
    onChange: onPausedChange,
  });
  const [type, setType] = useControllableState<MarketTickerType>({
    value: typeProp,
    defaultValue: defaultType,
    onChange: onTypeChange,
  });
  const typeId = useId();
  // Only the kinds the server sent, in a fixed order; one kind needs no picker.
  const kinds = useMemo(
    () => TICKER_TYPES.filter((kind) => tickers.some((item) => item.type === kind)),
    [tickers],
  );
  // A kind that a refresh no longer carries falls back to every entry rather than an empty row.
  const current: MarketTickerType = type === 'all' || kinds.includes(type) ? type : 'all';
  const shown = useMemo(
    () => (current === 'all' ? tickers : tickers.filter((item) => item.type === current)),
    [tickers, current],
  );
  // A moving strip is drawn again on every frame: during a page's first seconds that competed with
  // loading it (issue 5: a Lighthouse trace of the dashboard spent 0.7-1.2 s more of its 2 cores
  // compositing while the bar moved, and the page's own tasks ran longer for it).
  const settled = usePageSettled(deferGlide, GLIDE_HOLD_MS);
  // The far entries are most of the bar's elements (a phone shows two or three of 20-30 entries)
  // and out of view until the bar glides or the member moves it. On a member's dashboard they
  // arrived with its first content (issue 5: half of that frame's style and layout), then a frame
  // later, where they still made a long task of the load's own (issue 29: 220 layout objects,
  // 12-14 ms of a 2-core machine's CPU). They now come when they can first be seen, and the loop
  // below measures again when they do.
  const farSettled = usePageSettled(deferFarEntries, GLIDE_HOLD_MS);
  const [reached, setReached] = useState(false);
  const reach = () => setReached(true);
  const complete = !deferFarEntries || farSettled || reached;
  const entries = complete ? shown : shown.slice(0, FIRST_ENTRIES);
  const [keyboardInside, setKeyboardInside] = useState(false);
  // How many entries the loop's repeat holds (see the effect below).
  const [repeatCount, setRepeatCount] = useState(0);
  const viewportRef = useRef<HTMLDivElement>(null);
  const trackRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const animationRef = useRef<Animation | null>(null);
  // A pointer resting on the bar keeps it still, also when the glide starts or starts over.
  const pointerInside = useRef(false);
  const moving = !calm && !paused && !keyboardInside && shown.length > 0;

  useEffect(() => {
    const viewport = viewportRef.current;
    const track = trackRef.current;
    const list = listRef.current;
    if (!moving || !viewport || !track || !list || typeof track.animate !== 'function') {
      return undefined;
    }
    let animation: Animation | null = null;
    const measure = () => {
      // The track slides by one list's width, then starts over. For the seam not to show, the
      // entries that fill the viewport at the start follow the list again: only those, not a
      // second copy of every entry, which doubled the page's elements on the dashboard and with
      // them the cost of every restyle (half the page's style work on a throttled phone).
      const loop = list.offsetWidth;
      const items = Array.from(list.children) as HTMLElement[];
      const hidden = items.findIndex((item) => item.offsetLeft >= viewport.clientWidth);
      setRepeatCount(hidden === -1 ? items.length : hidden);
      const duration = (loop / speed) * 1000;
      if (duration <= 0) return;
      const keyframes = [{ transform: 'translateX(0)' }, { transform: `translateX(-${loop}px)` }];
      if (animation) {
        (animation.effect as KeyframeEffect | null)?.setKeyframes(keyframes);
        animation.effect?.updateTiming({ duration });
        return;
      }
      animation = track.animate(keyframes, { duration, iterations: Infinity, easing: 'linear' });
      if (!settled || pointerInside.current) animation.pause();
      animationRef.current = animation;
    };
    // The sizes are read in a ResizeObserver's callback, after the browser's own layout: read in
    // the effect, they forced a layout of the whole page inside the commit (Lighthouse "forced
    // reflow", about 70 ms on a throttled phone).
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    if (observer) {
      observer.observe(list);
      observer.observe(viewport);
    } else measure();
    return () => {
      observer?.disconnect();
      animation?.cancel();
      animationRef.current = null;
    };
  }, [moving, shown, speed, settled]);

  const state = calm ? 'static' : moving ? 'running' : 'paused';

  function list(copy: 'main' | 'repeat') {
    const repeat = copy === 'repeat';
    return (
      <ul
        ref={repeat ? undefined : listRef}
        className="flex shrink-0 items-stretch gap-2 pr-2"
        // The repeat only fills the loop: screen readers and Tab see the entries once.
        aria-hidden={repeat || undefined}
        inert={repeat || undefined}
      >
        {(repeat ? entries.slice(0, repeatCount) : entries).map((item) => (
          <li key={item.code} className="flex">
            <button
              type="button"
              data-type={item.type}
              onClick={() => onItemClick?.(item)}
              className={cn(
                'hover:bg-accent flex h-10 cursor-pointer items-center gap-2 rounded-lg px-3 text-sm whitespace-nowrap',
                'focus-visible:ring-ring duration-fast ease-standard transition-colors outline-none focus-visible:ring-2 focus-visible:ring-inset',
              )}
            >
              <span className="text-foreground font-bold">{item.name}</span>
              <span className="text-foreground tabular-nums">{formatTickerLevel(item)}</span>
              <PriceChange percent={item.change_percent} size="sm" />
            </button>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section
      data-slot="market-ticker-bar"
      data-state={state}
      aria-label={label}
      className={cn(
        'border-border bg-card text-card-foreground flex items-center gap-1 rounded-xl border p-1',
        className,
      )}
      onFocus={(event) => {
        onFocus?.(event);
        reach();
        // Stop while the keyboard is inside, then bring the focused entry into view.
        if (event.target instanceof HTMLButtonElement && event.target.closest('ul')) {
          setKeyboardInside(true);
          const target = event.target;
          requestAnimationFrame(() =>
            target.scrollIntoView({ block: 'nearest', inline: 'nearest' }),
          );
        }
      }}
      onBlur={(event) => {
        onBlur?.(event);
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
          setKeyboardInside(false);
        }
      }}
      {...props}
    >
      {kinds.length > 1 ? (
        // On a phone the picker is a 36 px filter button: its word took a third of a 375 px
        // strip and cut the entries off (issue 27). The native select lies over the icon, so a
        // tap still opens the system's picker; from 576 px (s) up it shows its word again.
        <div
          data-slot="market-ticker-type"
          data-filtered={current !== 'all' || undefined}
          className="group/type s:size-auto relative size-9 shrink-0"
        >
          <label htmlFor={typeId} className="sr-only">
            Jenis ticker
          </label>
          <select
            id={typeId}
            value={current}
            onChange={(event) => {
              reach();
              setType(event.target.value as MarketTickerType);
            }}
            className={cn(
              inputVariants({ size: 'sm' }),
              'peer s:static s:w-auto s:pr-8 s:pl-3 s:opacity-100 absolute inset-0 cursor-pointer px-0 opacity-0',
            )}
          >
            {(['all', ...kinds] as const).map((kind) => (
              <option key={kind} value={kind}>
                {tickerTypeLabels[kind]}
              </option>
            ))}
          </select>
          <span
            aria-hidden
            className={cn(
              // The select's own border and colours (not inputVariants: a span matches `:read-only`).
              'border-input bg-card text-card-foreground duration-fast ease-standard flex rounded-lg border transition-[border-color,box-shadow]',
              's:hidden pointer-events-none absolute inset-0 items-center justify-center [&_svg]:size-4',
              'peer-focus-visible:border-ring peer-focus-visible:ring-ring/25 peer-focus-visible:ring-3',
              // A narrowed row shows on the button, as the word did.
              'group-data-[filtered]/type:bg-secondary group-data-[filtered]/type:text-secondary-foreground group-data-[filtered]/type:border-transparent',
            )}
          >
            <ListFilterIcon />
          </span>
        </div>
      ) : null}
      <div
        ref={viewportRef}
        data-slot="market-ticker-viewport"
        className={cn(
          // relative: the screen-reader-only words inside are positioned, and must stay clipped.
          'relative min-w-0 flex-1',
          moving
            ? 'overflow-hidden [mask-image:linear-gradient(to_right,transparent,black_1.5rem,black_calc(100%-1.5rem),transparent)]'
            : '[scrollbar-width:none] overflow-x-auto',
        )}
        onPointerEnter={() => {
          reach();
          pointerInside.current = true;
          animationRef.current?.pause();
        }}
        onPointerLeave={() => {
          pointerInside.current = false;
          if (settled) animationRef.current?.play();
        }}
      >
        <div ref={trackRef} className="flex w-max">
          {list('main')}
          {/* The seam is seen only as the loop ends: it comes with the whole list. */}
          {moving && complete && repeatCount > 0 ? list('repeat') : null}
        </div>
      </div>
      {calm ? null : (
        <IconButton
          size="sm"
          shape="round"
          aria-label={paused ? 'Putar ticker' : 'Jeda ticker'}
          onClick={() => {
            reach();
            setPaused(!paused);
          }}
        >
          {paused ? <PlayIcon aria-hidden /> : <PauseIcon aria-hidden />}
        </IconButton>
      )}
    </section>
  );
}
