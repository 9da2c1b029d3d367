import { inDisplayOrder } from '@saham/domain/lists';
import { isLockedFor } from '@saham/domain/membership';
import type { event, forYouItem, promoBanner } from '@saham/domain/api/content';
import { formatDate, formatTimeOfDay, type DateInput } from '@saham/domain/dates';
import { type PopupPromotionState, currentPopup } from '@saham/domain/popups';
import { isValidPhone, toFullPhoneNumber } from '@saham/domain/phone';
import { paths } from '@saham/domain/routes';
import { fillNamePlaceholder, formatLeadWhatsappText, whatsappChatUrl } from '@saham/domain/text';
import { INVALID_WA_NUMBER_MESSAGE } from '@saham/domain/validation';
import ArrowRightIcon from 'lucide-react/icons/arrow-right';
import CalendarDaysIcon from 'lucide-react/icons/calendar-days';
import ChevronLeftIcon from 'lucide-react/icons/chevron-left';
import ChevronRightIcon from 'lucide-react/icons/chevron-right';
import CircleCheckIcon from 'lucide-react/icons/circle-check';
import CrownIcon from 'lucide-react/icons/crown';
import MapPinIcon from 'lucide-react/icons/map-pin';
import MessageCircleIcon from 'lucide-react/icons/message-circle';
import NewspaperIcon from 'lucide-react/icons/newspaper';
import RotateCwIcon from 'lucide-react/icons/rotate-cw';
import type * as React from 'react';
import { memo, useId, useMemo, useRef, useState } from 'react';
import { Alert, AlertDescription, AlertTitle } from '../../components/alert.tsx';
import type { LinkComponentType } from '../../components/app-shell.tsx';
import { Badge, MembershipBadge, type MembershipLevel } from '../../components/badge.tsx';
import { Button, buttonVariants } from '../../components/button.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { FormControl, FormField, FormLabel, FormMessage } from '../../components/form-field.tsx';
import { IconButton } from '../../components/icon-button.tsx';
import { Input, inputVariants } from '../../components/input.tsx';
import { usePaintedOnce } from '../../lib/use-painted-once.ts';
import {
  MarketTickerBar,
  type MarketTicker,
  type MarketTickerType,
} from '../../components/market-ticker-bar.tsx';
import { PhoneInput } from '../../components/phone-input.tsx';
import type {
  PopupPromotion,
  PopupPromotionDialogProps,
} from '../../components/popup-promotion-dialog.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { StockPickCard, type StockPickCardPick } from '../../components/stock-pick-card.tsx';
import { cn } from '../../lib/cn.ts';
import { deferredDialog } from '../../lib/deferred.tsx';

// The popups arrive after the dashboard (their own call), so their dialog's code loads with the
// first one, not with the dashboard's first load (issue 5 budget: 150 KB).
const DeferredPopupDialog = deferredDialog<PopupPromotionDialogProps & { open: boolean }>(() =>
  import('../../components/popup-promotion-dialog.tsx').then((m) => m.PopupPromotionDialog),
);

/** A promotion banner (spec §1, §3); the domain exports the schema. */
export type PromoBanner = (typeof promoBanner)['_zod']['output'];
/** One item of the for-you feed (spec §1). */
export type ForYouItem = (typeof forYouItem)['_zod']['output'];
/** An event highlight (spec §1). */
export type DashboardEvent = (typeof event)['_zod']['output'];

/** One section's data: each dashboard call loads and fails on its own. */
export type SectionState<T> =
  { status: 'loading' } | { status: 'error' } | { status: 'success'; items: readonly T[] };

/** What the lead form holds, as typed. */
export interface LeadFormValues {
  name: string;
  /** The WhatsApp number as typed, without the dial code (+62 by default). */
  phone: string;
  /** The chosen interest's value; '' until chosen. */
  interest: string;
}

/** The empty lead form. */
export const emptyLeadFormValues: LeadFormValues = { name: '', phone: '', interest: '' };

/** What a valid lead form sends (POST crm/ex/v1/lead: name, phone, source, product). */
export interface LeadSubmission {
  name: string;
  /** Digits only, dial code first ('6281234567890'). */
  phone: string;
  /** The interest, sent as the lead's product. */
  product: string;
}

/** The lead form's progress; `success` carries the response's whatsapp_text (spec §7). */
export type LeadStatus =
  | { status: 'idle' }
  | { status: 'submitting' }
  | { status: 'error'; message: string }
  | { status: 'success'; whatsappText: string | null };

/**
 * What a member may ask about. Spec §1 names lead capture without its fields; these are the
 * product's services.
 */
export const leadInterests = [
  { value: 'membership-vip', label: 'Membership VIP' },
  { value: 'trading-ideas', label: 'Trading Ideas' },
  { value: 'kelas-saham', label: 'Kelas & webinar saham' },
  { value: 'tanya-saham', label: 'Tanya Saham' },
] as const;

/** The lead form's messages: §5's 'Invalid WA Number' for the number, ours for the rest. */
export const LEAD_FORM_MESSAGES = {
  nameRequired: 'Nama wajib diisi',
  phone: INVALID_WA_NUMBER_MESSAGE as string,
  interestRequired: 'Pilih minat Anda',
} as const;

/**
 * Checks the lead form: a name, a valid WhatsApp number (spec §5, 'Invalid WA Number') and an
 * interest. Returns the submission or the messages.
 * @example checkLeadForm({ name: 'Budi', phone: '0812 3456 7890', interest: 'membership-vip' }).ok // true
 */
export function checkLeadForm(
  values: LeadFormValues,
):
  | { ok: true; submission: LeadSubmission }
  | { ok: false; errors: Partial<Record<keyof LeadFormValues, string>> } {
  const errors: Partial<Record<keyof LeadFormValues, string>> = {};
  const phone = toFullPhoneNumber(values.phone);
  if (values.name.trim() === '') errors.name = LEAD_FORM_MESSAGES.nameRequired;
  if (!isValidPhone(phone)) errors.phone = LEAD_FORM_MESSAGES.phone;
  if (values.interest === '') errors.interest = LEAD_FORM_MESSAGES.interestRequired;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, submission: { name: values.name.trim(), phone, product: values.interest } };
}

// The lead's WhatsApp link is the domain's (spec §7 line breaks); kept importable from here.
export { whatsappChatUrl };

/** The greeting's words; `[nama]` becomes the member's name (spec §3 placeholder). */
export const DEFAULT_GREETING = 'Halo, [nama]';

/** Props of {@link DashboardScreen}: each section's state and callbacks, never a fetch or a store. */
export interface DashboardScreenProps {
  /** The member's name for the greeting (spec §3 user.name). */
  memberName: string | null;
  /** The greeting template with the [nama] placeholder. */
  greeting?: string;
  /** The member's level: the free variant offers VIP and locks VIP ideas (spec §6). */
  membership: MembershipLevel;
  /** The clock for posted times (spec §9). */
  now: DateInput;
  /** IHSG and sector indices (spec §1 market ticker). */
  tickers: SectionState<MarketTicker>;
  onTickerClick?: (ticker: MarketTicker) => void;
  /** The member narrowed the ticker to one kind of entry, or back to all (spec §1 analytics). */
  onTickerTypeChange?: (type: MarketTickerType) => void;
  onTickersRetry?: () => void;
  /** Promotion banners, in order. */
  banners: SectionState<PromoBanner>;
  onBannerClick?: (banner: PromoBanner) => void;
  /** Trading idea highlights. */
  picks: SectionState<StockPickCardPick>;
  onOpenPick: (pick: StockPickCardPick) => void;
  onPicksRetry?: () => void;
  /** The personalised for-you feed. */
  forYou: SectionState<ForYouItem>;
  onForYouClick?: (item: ForYouItem) => void;
  onForYouRetry?: () => void;
  /**
   * Where "Lihat semua" of the for-you feed goes (spec §2 analytics: feed For You See All; §7
   * shows no page of its own for the feed, so the app picks one); no link without it.
   */
  forYouHref?: string;
  onForYouSeeAll?: () => void;
  /**
   * Whether the for-you feed is offered at all (a feature switch of the app's remote config,
   * issue 6); on by default. Off, the section is not there, rather than empty.
   */
  forYouEnabled?: boolean;
  /** Whether lead capture is offered (a remote feature switch like the feed's); on by default. */
  leadEnabled?: boolean;
  /** Event highlights. */
  events: SectionState<DashboardEvent>;
  onEventClick?: (event: DashboardEvent) => void;
  onEventsRetry?: () => void;
  /** The lead form's values, owned by the app so a draft survives. */
  leadValues: LeadFormValues;
  onLeadValuesChange: (values: LeadFormValues) => void;
  onLeadSubmit: (submission: LeadSubmission) => void;
  leadStatus: LeadStatus;
  /** The sales contact's WhatsApp number (spec §3 membership phone_sales). */
  salesPhone: string | null;
  /** Opens the VIP upgrade (spec §2 upgrade popup). */
  onUpgrade: () => void;
  /** Popup promotions (spec §3 record; §4 one by one). */
  popupState: PopupPromotionState<PopupPromotion>;
  onPopupStateChange: (state: PopupPromotionState<PopupPromotion>) => void;
  onPopupOpen?: (popup: PopupPromotion) => void;
  /** A popup promotion came on screen (spec §2 analytics: its view). */
  onPopupView?: (popup: PopupPromotion) => void;
  /** The app's router link; `'a'` by default. */
  LinkComponent?: LinkComponentType;
  /**
   * Renders the sections below the fold on a phone (for you, events, lead capture) once the first
   * frame has painted, so that frame, and the banner's largest paint, do not wait for them; the
   * browser then lays them out only as they come near the screen. The ticker's entries beyond a
   * wide screen wait for that frame too, and its glide for the page to settle. Off by default: a
   * story renders everything at once.
   */
  deferBelowFold?: boolean;
}

/** A section heading with an optional link at its end. */
function SectionHeader({
  id,
  title,
  action,
}: {
  id: string;
  title: string;
  action?: React.ReactNode;
}) {
  return (
    <div className="flex items-center justify-between gap-3">
      <h2 id={id} className="text-foreground text-lg font-bold">
        {title}
      </h2>
      {action}
    </div>
  );
}

/** A section that failed: one line and a retry, so the rest of the dashboard keeps working. */
function SectionError({ what, onRetry }: { what: string; onRetry?: () => void }) {
  return (
    <div
      role="alert"
      className="border-border bg-card text-muted-foreground flex items-center justify-between gap-3 rounded-xl border p-4 text-sm"
    >
      <span>{what} gagal dimuat.</span>
      {onRetry ? (
        <Button variant="outline" size="sm" onClick={onRetry}>
          <RotateCwIcon aria-hidden />
          Coba lagi
        </Button>
      ) : null}
    </div>
  );
}

/**
 * Promotion banners, one at a time, moved by buttons (never on a timer, so nothing moves by itself:
 * WCAG 2.2.2); a swipe moves them on phones. A WAI-ARIA carousel: the region and its slides say
 * what they are, hidden slides are inert.
 */
function BannerCarousel({
  banners,
  onBannerClick,
  LinkComponent,
}: {
  banners: readonly PromoBanner[];
  onBannerClick?: (banner: PromoBanner) => void;
  LinkComponent: LinkComponentType;
}) {
  const [index, setIndex] = useState(0);
  const swipeStart = useRef<number | null>(null);
  const count = banners.length;
  const current = Math.min(index, count - 1);
  const go = (next: number) => setIndex((next + count) % count);

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Promo"
      className="relative flex flex-col gap-3"
    >
      <div
        className="relative overflow-hidden rounded-2xl"
        onPointerDown={(event) => {
          swipeStart.current = event.clientX;
        }}
        onPointerUp={(event) => {
          const start = swipeStart.current;
          swipeStart.current = null;
          if (start === null || count < 2) return;
          const moved = event.clientX - start;
          if (Math.abs(moved) > 40) go(current + (moved < 0 ? 1 : -1));
        }}
      >
        <div
          className="duration-slow ease-standard flex transition-transform"
          style={{ transform: `translateX(-${current * 100}%)` }}
        >
          {banners.map((banner, position) => {
            const hidden = position !== current;
            const picture = (
              <img
                src={banner.image_url}
                alt={banner.title}
                // The first banner is the dashboard's largest paint on a phone (Lighthouse LCP).
                fetchPriority={position === 0 ? 'high' : undefined}
                draggable={false}
                className="bg-muted aspect-[5/2] w-full object-cover"
              />
            );
            return (
              <div
                key={banner.id}
                role="group"
                aria-roledescription="slide"
                aria-label={`${position + 1} dari ${count}`}
                aria-hidden={hidden || undefined}
                inert={hidden || undefined}
                className="w-full shrink-0"
              >
                {banner.landing_url ? (
                  <LinkComponent
                    href={banner.landing_url}
                    onClick={() => onBannerClick?.(banner)}
                    className="focus-visible:ring-ring block rounded-2xl outline-none focus-visible:ring-2 focus-visible:ring-inset"
                  >
                    {picture}
                  </LinkComponent>
                ) : (
                  picture
                )}
              </div>
            );
          })}
        </div>
      </div>
      {count > 1 ? (
        <div className="flex items-center justify-between gap-3">
          <div className="flex items-center gap-1">
            {banners.map((banner, position) => (
              <button
                key={banner.id}
                type="button"
                aria-label={`Tampilkan promo ${position + 1}`}
                aria-current={position === current ? 'true' : undefined}
                onClick={() => go(position)}
                className="group/dot focus-visible:ring-ring flex size-6 cursor-pointer items-center justify-center rounded-full outline-none focus-visible:ring-2"
              >
                <span
                  aria-hidden
                  className={cn(
                    'duration-fast block h-2 rounded-full transition-all',
                    position === current ? 'bg-primary w-5' : 'bg-input w-2',
                  )}
                />
              </button>
            ))}
          </div>
          <div className="flex items-center gap-2">
            <IconButton
              size="sm"
              shape="round"
              variant="outline"
              aria-label="Promo sebelumnya"
              onClick={() => go(current - 1)}
            >
              <ChevronLeftIcon aria-hidden />
            </IconButton>
            <IconButton
              size="sm"
              shape="round"
              variant="outline"
              aria-label="Promo berikutnya"
              onClick={() => go(current + 1)}
            >
              <ChevronRightIcon aria-hidden />
            </IconButton>
          </div>
        </div>
      ) : null}
      <p className="sr-only" aria-live="polite">
        Promo {current + 1} dari {count}: {banners[current]?.title}
      </p>
    </section>
  );
}

const forYouTypeLabels: Record<ForYouItem['type'], string> = {
  post: 'Artikel',
  stock_pick: 'Trading Idea',
  event: 'Event',
  promotion: 'Promo',
};

/** Props of {@link LeadCapture}: the app owns the values (a draft), the call and its status. */
export interface LeadCaptureProps {
  values: LeadFormValues;
  onValuesChange: (values: LeadFormValues) => void;
  onSubmit: (submission: LeadSubmission) => void;
  status: LeadStatus;
  /** The sales contact's WhatsApp number (spec §3 membership phone_sales). */
  salesPhone: string | null;
}

/**
 * The lead capture form and, once sent, the WhatsApp hand-over (spec §1 lead capture, §7): the
 * dashboard's and the landing page's.
 * @example <LeadCapture values={values} onValuesChange={setValues} onSubmit={send} status={{ status: 'idle' }} salesPhone="6281100002222" />
 */
export function LeadCapture({
  values,
  onValuesChange,
  onSubmit,
  status,
  salesPhone,
}: LeadCaptureProps) {
  const id = useId();
  const [attempted, setAttempted] = useState(false);
  const check = checkLeadForm(values);
  const errors = attempted && !check.ok ? check.errors : {};
  const submitting = status.status === 'submitting';

  if (status.status === 'success') {
    const text = formatLeadWhatsappText(status.whatsappText);
    return (
      <div className="flex flex-col gap-4" role="status">
        <p className="text-foreground flex items-center gap-2 font-semibold">
          <CircleCheckIcon aria-hidden className="text-success size-5" />
          Terima kasih, data Anda sudah kami terima.
        </p>
        {text ? (
          <figure className="flex flex-col gap-2">
            <figcaption className="text-muted-foreground text-sm">
              Pesan yang akan dikirim ke tim kami:
            </figcaption>
            <blockquote className="bg-muted text-foreground rounded-lg p-3 text-sm leading-6 whitespace-pre-line">
              {text}
            </blockquote>
          </figure>
        ) : null}
        {salesPhone ? (
          <a
            href={whatsappChatUrl(salesPhone, status.whatsappText)}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonVariants({ size: 'lg', width: 'full' })}
          >
            <MessageCircleIcon aria-hidden />
            Chat via WhatsApp
            <span className="sr-only"> (membuka tab baru)</span>
          </a>
        ) : null}
      </div>
    );
  }

  return (
    <form
      noValidate
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        setAttempted(true);
        if (check.ok && !submitting) onSubmit(check.submission);
      }}
    >
      <p id={`${id}-title`} className="text-muted-foreground text-sm">
        Tinggalkan kontak Anda, tim kami akan menghubungi lewat WhatsApp.
      </p>
      <FormField error={errors.name} disabled={submitting}>
        <FormLabel>Nama</FormLabel>
        <FormControl>
          <Input
            autoComplete="name"
            value={values.name}
            disabled={submitting}
            onChange={(event) => onValuesChange({ ...values, name: event.target.value })}
          />
        </FormControl>
        <FormMessage />
      </FormField>
      <PhoneInput
        label="Nomor WhatsApp"
        value={values.phone}
        disabled={submitting}
        error={errors.phone}
        onValueChange={(phone) => onValuesChange({ ...values, phone })}
      />
      <FormField error={errors.interest} disabled={submitting}>
        <FormLabel>Minat</FormLabel>
        <FormControl>
          <select
            value={values.interest}
            disabled={submitting}
            onChange={(event) => onValuesChange({ ...values, interest: event.target.value })}
            className={cn(inputVariants(), 'cursor-pointer')}
          >
            <option value="">Pilih minat</option>
            {leadInterests.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </FormControl>
        <FormMessage />
      </FormField>
      {status.status === 'error' ? (
        <Alert variant="danger">
          <AlertTitle>Data belum terkirim</AlertTitle>
          <AlertDescription>{status.message}</AlertDescription>
        </Alert>
      ) : null}
      <Button type="submit" width="full" disabled={submitting} aria-busy={submitting}>
        {submitting ? (
          <Spinner tone="current" size="sm" label="Mengirim…" showLabel className="text-current" />
        ) : (
          'Hubungi saya'
        )}
      </Button>
    </form>
  );
}

/*
 * Each section is its own memoised component: the dashboard's calls answer one by one, and an
 * answer re-renders only its own section instead of the whole screen (issue 5: on a mid-range
 * phone every whole-screen render was a long task, and six of them blocked the first seconds).
 * The app passes stable callbacks for this to hold.
 */

const TickerSection = memo(function TickerSection({
  state,
  onItemClick,
  onTypeChange,
  onRetry,
  deferred,
}: {
  state: SectionState<MarketTicker>;
  onItemClick?: (ticker: MarketTicker) => void;
  onTypeChange?: (type: MarketTickerType) => void;
  onRetry?: () => void;
  /** The far entries and the glide wait for the first paint and a settled page. */
  deferred: boolean;
}) {
  if (state.status === 'loading') return <Skeleton className="h-12 w-full rounded-xl" />;
  if (state.status === 'error') return <SectionError what="Ticker pasar" onRetry={onRetry} />;
  return state.items.length > 0 ? (
    <MarketTickerBar
      tickers={state.items}
      onItemClick={onItemClick}
      onTypeChange={onTypeChange}
      deferFarEntries={deferred}
      deferGlide={deferred}
    />
  ) : null;
});

const BannerSection = memo(function BannerSection({
  state,
  onBannerClick,
  LinkComponent,
}: {
  state: SectionState<PromoBanner>;
  onBannerClick?: (banner: PromoBanner) => void;
  LinkComponent: LinkComponentType;
}) {
  const items = state.status === 'success' ? state.items : null;
  const banners = useMemo(() => (items ? inDisplayOrder(items) : []), [items]);
  if (state.status === 'loading') {
    // The picture and the row of dots and arrows the carousel shows below it, so the sections
    // under the banners do not jump when they arrive (layout shift).
    return (
      <div aria-hidden className="flex flex-col gap-3">
        <Skeleton className="aspect-[5/2] w-full rounded-2xl" />
        <Skeleton className="h-8 w-full rounded-full" />
      </div>
    );
  }
  if (state.status === 'error') return <SectionError what="Promo" />;
  return banners.length > 0 ? (
    <BannerCarousel banners={banners} onBannerClick={onBannerClick} LinkComponent={LinkComponent} />
  ) : null;
});

const UpgradeOffer = memo(function UpgradeOffer({
  headingId,
  onUpgrade,
}: {
  headingId: string;
  onUpgrade: () => void;
}) {
  return (
    <section
      aria-labelledby={headingId}
      className="border-vip bg-vip/10 s:flex-row s:items-center flex flex-col gap-3 rounded-2xl border p-5"
    >
      <span className="bg-vip text-vip-foreground flex size-11 shrink-0 items-center justify-center rounded-full">
        <CrownIcon aria-hidden className="size-5" />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h2 id={headingId} className="text-foreground font-bold">
          Upgrade ke VIP
        </h2>
        <p className="text-foreground text-sm">
          Buka semua Trading Ideas, analisis lengkap dan Tanya Saham tanpa batas.
        </p>
      </div>
      <Button onClick={onUpgrade} className="s:self-center self-start">
        Lihat paket VIP
      </Button>
    </section>
  );
});

const PicksSection = memo(function PicksSection({
  headingId,
  state,
  now,
  free,
  onOpenPick,
  onUpgrade,
  onRetry,
  LinkComponent,
}: {
  headingId: string;
  state: SectionState<StockPickCardPick>;
  now: DateInput;
  free: boolean;
  onOpenPick: (pick: StockPickCardPick) => void;
  onUpgrade: () => void;
  onRetry?: () => void;
  LinkComponent: LinkComponentType;
}) {
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <SectionHeader
        id={headingId}
        title="Trading ideas pilihan"
        action={
          <Button asChild variant="link" size="sm">
            <LinkComponent href={paths.stockpick()}>
              Lihat semua
              <ArrowRightIcon aria-hidden />
            </LinkComponent>
          </Button>
        }
      />
      {state.status === 'loading' ? (
        <div className="m:grid-cols-2 grid gap-3" aria-busy>
          <Spinner label="Memuat trading ideas…" className="sr-only" />
          {/* As many cards, about as tall, as the list shows: what follows does not jump. */}
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} className="h-52 rounded-xl" />
          ))}
        </div>
      ) : state.status === 'error' ? (
        <SectionError what="Trading ideas" onRetry={onRetry} />
      ) : state.items.length === 0 ? (
        <EmptyState
          layout="inline"
          title="Belum ada trading idea hari ini"
          description="Ide terbaru dari tim analis akan muncul di sini."
        />
      ) : (
        <ul className="m:grid-cols-2 grid gap-3">
          {state.items.slice(0, 4).map((pick) => (
            <li key={pick.id} className="flex">
              <StockPickCard
                className="w-full"
                pick={pick}
                now={now}
                locked={isLockedFor(pick, !free)}
                onOpen={onOpenPick}
                onUpgrade={onUpgrade}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
});

const ForYouSection = memo(function ForYouSection({
  headingId,
  className,
  state,
  free,
  href,
  onSeeAll,
  onItemClick,
  onRetry,
  LinkComponent,
}: {
  headingId: string;
  className?: string;
  state: SectionState<ForYouItem>;
  free: boolean;
  href?: string;
  onSeeAll?: () => void;
  onItemClick?: (item: ForYouItem) => void;
  onRetry?: () => void;
  LinkComponent: LinkComponentType;
}) {
  return (
    <section aria-labelledby={headingId} className={cn('flex flex-col gap-3', className)}>
      <SectionHeader
        id={headingId}
        title="Untuk Anda"
        action={
          href ? (
            <Button asChild variant="link" size="sm">
              <LinkComponent href={href} onClick={onSeeAll}>
                Lihat semua
                <ArrowRightIcon aria-hidden />
              </LinkComponent>
            </Button>
          ) : undefined
        }
      />
      {state.status === 'loading' ? (
        <div className="flex gap-3 overflow-hidden">
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} className="h-52 w-60 shrink-0 rounded-xl" />
          ))}
        </div>
      ) : state.status === 'error' ? (
        <SectionError what="Rekomendasi" onRetry={onRetry} />
      ) : state.items.length === 0 ? (
        <EmptyState
          layout="inline"
          title="Belum ada rekomendasi"
          description="Baca analisis dan ikuti ide trading agar rekomendasi makin pas."
        />
      ) : (
        <ul className="m:mx-0 m:grid m:grid-cols-2 m:overflow-visible m:px-0 m:scroll-px-0 -mx-4 flex snap-x scroll-px-4 [scrollbar-width:none] gap-3 overflow-x-auto px-4 pb-1">
          {state.items.map((item) => {
            const locked = isLockedFor(item, !free);
            return (
              <li key={item.id} className="m:w-auto flex w-64 shrink-0 snap-start">
                <article className="group/for-you border-border bg-card shadow-card hover:shadow-raised focus-within:ring-ring relative flex w-full flex-col overflow-hidden rounded-xl border transition-shadow focus-within:ring-2">
                  <div className="bg-muted relative aspect-video">
                    {item.thumbnail ? (
                      <img
                        src={item.thumbnail}
                        alt=""
                        loading="lazy"
                        className="size-full object-cover"
                      />
                    ) : (
                      <NewspaperIcon
                        aria-hidden
                        className="text-muted-foreground absolute top-1/2 left-1/2 size-8 -translate-1/2"
                      />
                    )}
                  </div>
                  <div className="flex flex-1 flex-col gap-2 p-3">
                    <div className="flex items-center gap-2">
                      <Badge size="sm" variant="primary">
                        {forYouTypeLabels[item.type]}
                      </Badge>
                      {item.is_vip ? <MembershipBadge level="vip" size="sm" /> : null}
                    </div>
                    <h3 className="text-foreground line-clamp-2 text-sm leading-5 font-bold">
                      <LinkComponent
                        href={item.landing_url}
                        onClick={() => onItemClick?.(item)}
                        className="outline-none after:absolute after:inset-0 after:content-['']"
                      >
                        {item.title}
                        {locked ? <span className="sr-only">, khusus member VIP</span> : null}
                      </LinkComponent>
                    </h3>
                    {item.excerpt ? (
                      <p className="text-muted-foreground line-clamp-2 text-xs">{item.excerpt}</p>
                    ) : null}
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
});

const EventsSection = memo(function EventsSection({
  headingId,
  state,
  onEventClick,
  onRetry,
  LinkComponent,
}: {
  headingId: string;
  state: SectionState<DashboardEvent>;
  onEventClick?: (event: DashboardEvent) => void;
  onRetry?: () => void;
  LinkComponent: LinkComponentType;
}) {
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <SectionHeader id={headingId} title="Event mendatang" />
      {state.status === 'loading' ? (
        <div className="flex flex-col gap-3">
          <Skeleton className="h-20 rounded-xl" />
          <Skeleton className="h-20 rounded-xl" />
        </div>
      ) : state.status === 'error' ? (
        <SectionError what="Event" onRetry={onRetry} />
      ) : state.items.length === 0 ? (
        <EmptyState
          layout="inline"
          icon={<CalendarDaysIcon />}
          title="Belum ada event"
          description="Webinar dan kelas berikutnya akan diumumkan di sini."
        />
      ) : (
        <ul className="flex flex-col gap-3">
          {state.items.map((item) => {
            const [day = '', month = ''] = formatDate(item.start_at).split(' ');
            return (
              <li key={item.id}>
                <article className="border-border bg-card shadow-card hover:shadow-raised focus-within:ring-ring relative flex gap-3 rounded-xl border p-3 transition-shadow focus-within:ring-2">
                  <div
                    aria-hidden
                    className="bg-secondary text-secondary-foreground flex w-14 shrink-0 flex-col items-center justify-center rounded-lg py-2"
                  >
                    <span className="text-xl leading-6 font-extrabold">{day}</span>
                    <span className="text-xs font-semibold">{month.slice(0, 3)}</span>
                  </div>
                  <div className="flex min-w-0 flex-1 flex-col gap-1">
                    <h3 className="text-foreground text-sm leading-5 font-bold">
                      <LinkComponent
                        href={paths.event(item.slug)}
                        onClick={() => onEventClick?.(item)}
                        className="outline-none after:absolute after:inset-0 after:content-['']"
                      >
                        {item.title}
                      </LinkComponent>
                    </h3>
                    <p className="text-muted-foreground text-xs">
                      <time dateTime={item.start_at}>
                        {formatDate(item.start_at)}, {formatTimeOfDay(item.start_at)} WIB
                      </time>
                    </p>
                    <p className="text-muted-foreground flex items-center gap-1 text-xs">
                      <MapPinIcon aria-hidden className="size-3.5 shrink-0" />
                      <span className="truncate">{item.location}</span>
                      {item.is_online ? (
                        <Badge size="sm" variant="outline" className="ml-1">
                          Online
                        </Badge>
                      ) : null}
                    </p>
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
});

const LeadSection = memo(function LeadSection({
  headingId,
  ...props
}: LeadCaptureProps & { headingId: string }) {
  return (
    <section
      aria-labelledby={headingId}
      className="border-border bg-card shadow-card flex flex-col gap-3 rounded-2xl border p-5"
    >
      <h2 id={headingId} className="text-foreground text-lg font-bold">
        Konsultasi gratis
      </h2>
      <LeadCapture {...props} />
    </section>
  );
});

/**
 * With `deferBelowFold`, the sections below a phone's fold are also laid out and painted only
 * when they come near the screen (`content-visibility: auto`): their arrival after the first
 * frame then costs the browser almost nothing, and neither does a restyle of the whole page (a
 * popup's scroll lock). Paint containment would clip the cards' shadows, focus rings and the feed's
 * bleed to the screen's edges (1rem), so the clip edge is moved out by that much, and browsers
 * without `overflow-clip-margin` render these sections as before.
 */
const SKIPPED_WHILE_OFFSCREEN =
  'supports-[overflow-clip-margin:1rem]:[content-visibility:auto] [contain-intrinsic-size:auto_30rem] [overflow-clip-margin:1rem]';

/**
 * The member's dashboard (spec §2 /dashboard): a greeting with the member's name, the market
 * ticker, promotion banners, trading idea highlights, the for-you feed, event highlights, the lead
 * form with its WhatsApp hand-over, popup promotions one by one, and for free members the VIP
 * offer. Each section loads and fails on its own.
 * @example <DashboardScreen memberName="Budi" membership="free" now={now} tickers={{ status: 'success', items: tickers }} … />
 */
export function DashboardScreen({
  memberName,
  greeting = DEFAULT_GREETING,
  membership,
  now,
  tickers,
  onTickerClick,
  onTickerTypeChange,
  onTickersRetry,
  banners,
  onBannerClick,
  picks,
  onOpenPick,
  onPicksRetry,
  forYou,
  onForYouClick,
  onForYouRetry,
  forYouHref,
  onForYouSeeAll,
  forYouEnabled = true,
  leadEnabled = true,
  events,
  onEventClick,
  onEventsRetry,
  leadValues,
  onLeadValuesChange,
  onLeadSubmit,
  leadStatus,
  salesPhone,
  onUpgrade,
  popupState,
  onPopupStateChange,
  onPopupOpen,
  onPopupView,
  LinkComponent = 'a',
  deferBelowFold = false,
}: DashboardScreenProps) {
  const id = useId();
  const free = membership !== 'vip';
  const belowFold = usePaintedOnce(deferBelowFold);
  const offscreen = deferBelowFold ? SKIPPED_WHILE_OFFSCREEN : undefined;

  return (
    <div
      data-slot="dashboard-screen"
      data-membership={membership}
      className="m:px-6 m:py-8 mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-5"
    >
      <header className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <h1 className="m:text-3xl text-foreground truncate text-2xl font-extrabold">
            {fillNamePlaceholder(greeting, memberName)}
          </h1>
          <p className="text-muted-foreground text-sm">
            {formatDate(now)} · Pantau pasar dan ide trading hari ini.
          </p>
        </div>
        <MembershipBadge level={free ? 'free' : 'vip'} className="mt-1.5" />
      </header>

      <TickerSection
        state={tickers}
        onItemClick={onTickerClick}
        onTypeChange={onTickerTypeChange}
        onRetry={onTickersRetry}
        deferred={deferBelowFold}
      />

      <div className="l:grid l:grid-cols-[minmax(0,1fr)_22rem] l:items-start l:gap-8 flex flex-col gap-8">
        <div className="flex min-w-0 flex-col gap-8">
          <BannerSection
            state={banners}
            onBannerClick={onBannerClick}
            LinkComponent={LinkComponent}
          />
          {free ? <UpgradeOffer headingId={`${id}-upgrade`} onUpgrade={onUpgrade} /> : null}
          <PicksSection
            headingId={`${id}-picks`}
            state={picks}
            now={now}
            free={free}
            onOpenPick={onOpenPick}
            onUpgrade={onUpgrade}
            onRetry={onPicksRetry}
            LinkComponent={LinkComponent}
          />
          {belowFold && forYouEnabled ? (
            <ForYouSection
              headingId={`${id}-for-you`}
              className={offscreen}
              state={forYou}
              free={free}
              href={forYouHref}
              onSeeAll={onForYouSeeAll}
              onItemClick={onForYouClick}
              onRetry={onForYouRetry}
              LinkComponent={LinkComponent}
            />
          ) : null}
        </div>

        {belowFold ? (
          <div className={cn('flex min-w-0 flex-col gap-8', offscreen)}>
            <EventsSection
              headingId={`${id}-events`}
              state={events}
              onEventClick={onEventClick}
              onRetry={onEventsRetry}
              LinkComponent={LinkComponent}
            />
            {leadEnabled ? (
              <LeadSection
                headingId={`${id}-lead`}
                values={leadValues}
                onValuesChange={onLeadValuesChange}
                onSubmit={onLeadSubmit}
                status={leadStatus}
                salesPhone={salesPhone}
              />
            ) : null}
          </div>
        ) : null}
      </div>

      <DeferredPopupDialog
        open={currentPopup(popupState) !== null}
        state={popupState}
        onStateChange={onPopupStateChange}
        onOpenPromotion={onPopupOpen}
        onShowPromotion={onPopupView}
        LinkComponent={LinkComponent}
      />
    </div>
  );
}
