import { routes } from '@saham/domain/routes';
import type * as React from 'react';
import { useId } from 'react';
import type { LinkComponentType } from '../../components/app-shell.tsx';
import { ErrorState } from '../../components/error-state.tsx';
import { LeadCapture, type LeadCaptureProps } from '../../components/lead-capture.tsx';
import { RichContent } from '../../components/rich-content.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { CtaLink } from '../content/cta-link.tsx';

/**
 * A landing page as the screen needs it: the fields of domain api/content's `landingPage` schema
 * (spec §7 GET console/public/v1/landing-page/{slug}), which exports no type of its own.
 */
export interface LandingPage {
  id: number;
  slug: string;
  title: string;
  /** HTML from the console; shown sanitised. */
  content: string;
  banner_image: string | null;
  cta_label: string | null;
  /** A root-relative path in the app or an absolute http(s) URL. */
  cta_url: string | null;
  published_at: string;
}

/** The landing page's state: loading, failed, or the page from the server. */
export type LandingPageState =
  { status: 'loading' } | { status: 'error' } | { status: 'success'; page: LandingPage };

/** Props of {@link LandingPageScreen} besides its state. */
export interface LandingPageScreenBaseProps {
  onRetry: () => void;
  /** The call to action was used (for analytics; the link itself navigates). */
  onCtaClick?: (page: LandingPage) => void;
  /** An in-app link inside the page was clicked; the app routes to the path. */
  onNavigate?: (path: string) => void;
  /**
   * The page's lead form (spec §1 lead capture, §7 POST crm/ex/v1/lead) and, once sent, its
   * WhatsApp hand-over; no form when absent.
   */
  lead?: LeadCaptureProps;
  LinkComponent?: LinkComponentType;
}

/** Props of {@link LandingPageScreen}. */
export type LandingPageScreenProps = LandingPageScreenBaseProps & LandingPageState;

/**
 * A marketing page made in the console (spec §2 /landing/{id}, §7 GET
 * console/public/v1/landing-page/{slug}): banner, title, the sanitised content and its call to
 * action, which stays at the bottom of the screen on phones so it is always one tap away, and
 * the lead form when the app gives one.
 * @example <LandingPageScreen status="success" page={page} onRetry={reload} LinkComponent={AppLink} />
 */
export function LandingPageScreen(props: LandingPageScreenProps) {
  const { onRetry, onCtaClick, onNavigate, lead, LinkComponent = 'a' } = props;
  const id = useId();

  if (props.status !== 'success') {
    return (
      <div
        data-slot="landing-page-screen"
        data-status={props.status}
        aria-busy={props.status === 'loading'}
        className="m:px-6 m:py-8 mx-auto flex w-full max-w-3xl flex-col gap-5 px-4 py-5"
      >
        {/* The page's own title is not known yet. */}
        <h1 className="sr-only">{routes.landing.meta.title}</h1>
        {props.status === 'loading' ? (
          <>
            <Spinner label="Memuat halaman…" className="sr-only" />
            <Skeleton className="m:aspect-landing-wide aspect-landing w-full rounded-2xl" />
            <Skeleton shape="text" className="h-8 w-4/5" />
            {Array.from({ length: 6 }, (_, index) => (
              <Skeleton key={index} shape="text" className={index === 5 ? 'w-1/2' : 'w-full'} />
            ))}
          </>
        ) : (
          <ErrorState
            title="Halaman gagal dimuat"
            description="Periksa koneksi internet Anda, lalu coba lagi."
            onRetry={onRetry}
          />
        )}
      </div>
    );
  }

  const { page } = props;
  const cta =
    page.cta_url && page.cta_label
      ? (width: 'full' | 'auto'): React.ReactNode => (
          <CtaLink
            href={page.cta_url as string}
            width={width}
            LinkComponent={LinkComponent}
            onClick={() => onCtaClick?.(page)}
          >
            {page.cta_label}
          </CtaLink>
        )
      : null;

  return (
    <div data-slot="landing-page-screen" data-status="success" className="flex flex-col">
      <article className="m:px-6 m:py-8 mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-5">
        {page.banner_image ? (
          <img
            src={page.banner_image}
            alt=""
            className="m:aspect-landing-wide bg-muted shadow-card aspect-landing w-full rounded-2xl object-cover"
          />
        ) : null}
        <h1 className="m:text-4xl text-2xl leading-tight font-extrabold text-balance break-words">
          {page.title}
        </h1>
        <RichContent
          html={page.content}
          headingLevel={2}
          videoTitle={page.title}
          onNavigate={onNavigate}
        />
        {lead ? (
          <section
            aria-labelledby={`${id}-lead`}
            className="border-border bg-card shadow-card m:p-6 flex flex-col gap-3 rounded-2xl border p-4"
          >
            <h2 id={`${id}-lead`} className="text-lg font-bold">
              Hubungi tim kami
            </h2>
            <LeadCapture {...lead} />
          </section>
        ) : null}
        {cta ? (
          <div className="m:flex border-border bg-card shadow-card hidden items-center justify-between gap-4 rounded-2xl border p-6">
            <p className="text-lg font-bold">Tertarik? Lanjutkan sekarang.</p>
            {cta('auto')}
          </div>
        ) : null}
      </article>
      {cta ? (
        // Phones: the call to action rides along at the bottom of the screen.
        <div className="m:hidden border-border bg-surface/95 sticky bottom-0 z-20 border-t px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur">
          {cta('full')}
        </div>
      ) : null}
    </div>
  );
}
