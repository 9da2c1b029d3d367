import type { TrackRecordSummary } from '@saham/domain/api/track-record';
import { MAX_ACTIVE_CHATS } from '@saham/domain/constants';
import { paths, routes } from '@saham/domain/routes';
import ArrowRightIcon from 'lucide-react/icons/arrow-right';
import BellRingIcon from 'lucide-react/icons/bell-ring';
import CheckIcon from 'lucide-react/icons/check';
import GraduationCapIcon from 'lucide-react/icons/graduation-cap';
import LightbulbIcon from 'lucide-react/icons/lightbulb';
import MessagesSquareIcon from 'lucide-react/icons/messages-square';
import MinusIcon from 'lucide-react/icons/minus';
import SearchIcon from 'lucide-react/icons/search';
import ShieldCheckIcon from 'lucide-react/icons/shield-check';
import type * as React from 'react';
import type { LinkComponentType } from '../../components/app-shell.tsx';
import { Badge, MembershipBadge, SignalBadge } from '../../components/badge.tsx';
import { Button } from '../../components/button.tsx';
import { Card } from '../../components/card.tsx';
import { PriceChange } from '../../components/price-change.tsx';
import { RupiahAmount } from '../../components/rupiah-amount.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { TrackRecordFigures } from '../../components/track-record-summary.tsx';
import { cn } from '../../lib/cn.ts';

/** Props of {@link HomeScreen}. */
export interface HomeScreenProps {
  loginHref?: string;
  signupHref?: string;
  /**
   * Whether sign-up with Google is offered (§2), so the call to sign up names it only then: the
   * copy never promises a method the sign-up page does not show.
   */
  googleSignup?: boolean;
  /**
   * The track record's public summary (issue 28: visitors see how the ideas did); without it the
   * section is not shown.
   */
  trackRecord?: HomeTrackRecord;
  LinkComponent?: LinkComponentType;
}

/** The home's track-record section: the public summary's load and where the full record is. */
export interface HomeTrackRecord {
  status: 'loading' | 'error' | 'success';
  summary: TrackRecordSummary | null;
  onRetry: () => void;
  /** Where a visitor goes to see every idea: the full record is a member screen, so log in. */
  href: string;
}

/**
 * How the closed ideas did (issue 28), in four figures. The space is held while the summary loads
 * (the page is prerendered), so nothing below it moves when the figures arrive.
 */
function TrackRecordSection({
  trackRecord,
  LinkComponent,
}: {
  trackRecord: HomeTrackRecord;
  LinkComponent: LinkComponentType;
}) {
  const { status, summary, onRetry, href } = trackRecord;
  return (
    <section
      aria-labelledby="home-track-record"
      aria-busy={status === 'loading'}
      className="m:px-8 m:py-16 px-4 pb-12"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-6">
        <div className="flex max-w-2xl flex-col gap-2">
          <h2 id="home-track-record" className="m:text-3xl text-2xl font-extrabold">
            Rekam jejak Trading Ideas
          </h2>
          <p className="text-muted-foreground">
            Semua ide yang ditutup dalam setahun terakhir, untung maupun rugi, dihitung dari harga
            penutupan harian.
          </p>
        </div>
        {status === 'loading' ? (
          <div className="m:grid-cols-3 grid grid-cols-2 gap-3" aria-hidden>
            {Array.from({ length: 4 }, (_, index) => (
              <Skeleton key={index} className="h-[5.5rem] rounded-xl" />
            ))}
          </div>
        ) : null}
        {status === 'error' ? (
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-muted-foreground text-sm">Rekam jejak belum dapat dimuat.</p>
            <Button variant="outline" size="sm" onClick={onRetry}>
              Coba lagi
            </Button>
          </div>
        ) : null}
        {status === 'success' && summary ? (
          summary.ideas === 0 ? (
            <p className="text-muted-foreground text-sm">
              Belum ada ide yang ditutup dalam setahun terakhir.
            </p>
          ) : (
            <TrackRecordFigures summary={summary} variant="compact" />
          )
        ) : null}
        <p className="text-muted-foreground flex flex-wrap items-center gap-x-3 gap-y-2 text-xs">
          Kinerja masa lalu tidak menjamin hasil di masa depan.
          <LinkComponent
            href={href}
            className="text-primary inline-flex items-center gap-1 text-sm font-semibold underline-offset-2 hover:underline"
          >
            Masuk untuk melihat setiap ide
            <ArrowRightIcon aria-hidden className="size-4" />
          </LinkComponent>
        </p>
      </div>
    </section>
  );
}

/** The services of spec §1, each in a sentence a visitor understands. */
const features = [
  {
    icon: LightbulbIcon,
    title: routes.stockpick.meta.title,
    text: 'Ide beli dan jual saham pilihan analis, lengkap dengan harga entry, target, dan stop loss.',
  },
  {
    icon: MessagesSquareIcon,
    title: routes.qna.meta.title,
    text: 'Tanyakan saham, portofolio, atau hal lain langsung ke analis, dan dapatkan jawabannya.',
  },
  {
    icon: GraduationCapIcon,
    title: 'Analisis & edukasi',
    text: 'Ulasan pasar harian, video, dan artikel untuk belajar membaca pergerakan saham.',
  },
  {
    icon: SearchIcon,
    title: routes.stock.meta.title,
    text: 'Cari emiten di Bursa Efek Indonesia dan lihat chart serta harga terakhirnya.',
  },
] as const;

/** A cell of the comparison: included, partly (with words), or not. */
type Access = { kind: 'yes'; note?: string } | { kind: 'partly'; note: string } | { kind: 'no' };

/**
 * Free against VIP. Spec §6 says members are free or VIP but not what each level permits; this
 * comparison is the design's reading of the VIP variants the spec does name (§6: notification
 * settings and FAQ details differ; §9: at most 3 active Q&A chats).
 */
const comparison: readonly { feature: string; free: Access; vip: Access }[] = [
  {
    feature: 'Trading Ideas',
    free: { kind: 'partly', note: 'Sebagian' },
    vip: { kind: 'yes', note: 'Semua' },
  },
  {
    feature: 'Analisis & edukasi',
    free: { kind: 'partly', note: 'Pilihan' },
    vip: { kind: 'yes', note: 'Lengkap' },
  },
  {
    feature: 'Tanya Saham ke analis',
    free: { kind: 'partly', note: 'FAQ' },
    vip: { kind: 'yes', note: `${MAX_ACTIVE_CHATS} chat aktif` },
  },
  { feature: 'Notifikasi sinyal buy & sell', free: { kind: 'no' }, vip: { kind: 'yes' } },
  { feature: 'Cari Saham & chart', free: { kind: 'yes' }, vip: { kind: 'yes' } },
];

function AccessCell({ access }: { access: Access }) {
  if (access.kind === 'no') {
    return (
      <span className="text-muted-foreground inline-flex items-center gap-1.5">
        <MinusIcon aria-hidden className="size-4" />
        <span className="sr-only">Tidak termasuk</span>
      </span>
    );
  }
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 font-semibold',
        access.kind === 'yes' ? 'text-success' : 'text-foreground',
      )}
    >
      {access.kind === 'yes' ? <CheckIcon aria-hidden className="size-4 shrink-0" /> : null}
      {access.note ?? <span className="sr-only">Termasuk</span>}
    </span>
  );
}

/**
 * A sample trading idea, so a visitor sees what members get. Marked as an example and undated: it
 * is an illustration, never a current recommendation.
 */
const sample = { entry: 4_250, target: 4_680, stopLoss: 4_060 } as const;

function SampleIdea() {
  const upside = ((sample.target - sample.entry) / sample.entry) * 100;
  return (
    <Card asChild className="shadow-raised w-full max-w-sm gap-3">
      <article aria-labelledby="home-sample-title">
        <div className="flex items-start justify-between gap-3">
          <div className="flex flex-col">
            <span className="text-muted-foreground text-xs font-semibold uppercase">
              Contoh Trading Idea
            </span>
            <p id="home-sample-title" className="text-xl font-extrabold">
              BBRI
            </p>
            <span className="text-muted-foreground text-sm">
              Bank Rakyat Indonesia (Persero) Tbk.
            </span>
          </div>
          <SignalBadge signal="buy" />
        </div>
        <dl className="bg-muted grid grid-cols-3 gap-2 rounded-lg p-3 text-sm">
          {[
            { term: 'Entry', amount: sample.entry },
            { term: 'Target', amount: sample.target },
            { term: 'Stop loss', amount: sample.stopLoss },
          ].map(({ term, amount }) => (
            <div key={term} className="flex flex-col gap-0.5">
              <dt className="text-muted-foreground text-xs">{term}</dt>
              <dd className="font-bold">
                <RupiahAmount amount={amount} />
              </dd>
            </div>
          ))}
        </dl>
        <div className="flex items-center justify-between text-sm">
          <span className="text-muted-foreground">Potensi ke target</span>
          <PriceChange percent={upside} />
        </div>
      </article>
    </Card>
  );
}

/**
 * The public home for visitors (spec §2 / and /index.html): what the product offers (Trading
 * Ideas, Tanya Saham, analysis and education), Free against VIP, and the way in (sign up, log in).
 * Visitors with a session never see it (§4: the guard sends them to the dashboard).
 * @example <HomeScreen LinkComponent={AppLink} />
 */
export function HomeScreen({
  loginHref = paths.login(),
  signupHref = paths.signup(),
  googleSignup = false,
  trackRecord,
  LinkComponent = 'a',
}: HomeScreenProps) {
  const ctas = (
    <div className="s:flex-row flex flex-col gap-3">
      <Button asChild size="lg">
        <LinkComponent href={signupHref}>
          Daftar gratis
          <ArrowRightIcon aria-hidden />
        </LinkComponent>
      </Button>
      <Button asChild size="lg" variant="outline">
        <LinkComponent href={loginHref}>Masuk</LinkComponent>
      </Button>
    </div>
  );

  return (
    <div data-slot="home-screen" className="flex flex-col">
      <section
        aria-labelledby="home-title"
        className="border-border bg-surface m:px-8 m:py-16 border-b px-4 py-10"
      >
        <div className="l:grid-cols-[1.2fr_1fr] mx-auto grid max-w-6xl items-center gap-10">
          <div className="flex flex-col gap-5">
            <Badge variant="primary" className="gap-1.5">
              <ShieldCheckIcon aria-hidden />
              Untuk investor saham Indonesia
            </Badge>
            <h1
              id="home-title"
              className="m:text-4xl text-3xl leading-tight font-extrabold text-balance"
            >
              Ide trading saham yang jelas, dari analis berpengalaman
            </h1>
            <p className="text-muted-foreground m:text-lg max-w-xl text-base">
              Dapatkan Trading Ideas dengan entry, target, dan stop loss, tanya langsung ke analis
              lewat Tanya Saham, dan belajar dari analisis pasar setiap hari bursa.
            </p>
            {ctas}
          </div>
          <div className="l:justify-end flex justify-center">
            <SampleIdea />
          </div>
        </div>
      </section>

      <section aria-labelledby="home-features" className="m:px-8 m:py-16 px-4 py-12">
        <div className="mx-auto flex max-w-6xl flex-col gap-8">
          <div className="flex max-w-2xl flex-col gap-2">
            <h2 id="home-features" className="m:text-3xl text-2xl font-extrabold">
              Semua yang Anda perlukan untuk berinvestasi
            </h2>
            <p className="text-muted-foreground">
              Satu aplikasi untuk menemukan ide, memahami pasar, dan bertanya saat ragu.
            </p>
          </div>
          <ul className="s:grid-cols-2 grid gap-4 xl:grid-cols-4">
            {features.map(({ icon: Icon, title, text }) => (
              <li key={title}>
                <Card className="h-full">
                  <span
                    aria-hidden
                    className="bg-secondary text-secondary-foreground flex size-11 items-center justify-center rounded-xl"
                  >
                    <Icon className="size-5" />
                  </span>
                  <h3 className="text-lg font-bold">{title}</h3>
                  <p className="text-muted-foreground text-sm">{text}</p>
                </Card>
              </li>
            ))}
          </ul>
        </div>
      </section>

      {trackRecord ? (
        <TrackRecordSection trackRecord={trackRecord} LinkComponent={LinkComponent} />
      ) : null}

      <section
        aria-labelledby="home-membership"
        className="border-border bg-surface m:px-8 m:py-16 border-y px-4 py-12"
      >
        <div className="mx-auto flex max-w-4xl flex-col gap-8">
          <div className="flex flex-col gap-2 text-center">
            <h2 id="home-membership" className="m:text-3xl text-2xl font-extrabold">
              Free atau VIP
            </h2>
            <p className="text-muted-foreground">
              Mulai gratis. Upgrade ke VIP kapan saja untuk membuka semua layanan.
            </p>
          </div>
          <div className="border-border bg-card shadow-card overflow-hidden rounded-2xl border">
            <table className="m:text-base w-full text-left text-sm">
              <caption className="sr-only">Perbandingan keanggotaan Free dan VIP</caption>
              <thead>
                <tr className="border-border border-b">
                  <th scope="col" className="text-muted-foreground m:p-4 p-3 font-semibold">
                    Layanan
                  </th>
                  <th scope="col" className="m:w-40 m:p-4 w-24 p-3">
                    <MembershipBadge level="free" />
                  </th>
                  <th scope="col" className="bg-vip/10 m:w-44 m:p-4 w-28 p-3">
                    <MembershipBadge level="vip" />
                  </th>
                </tr>
              </thead>
              <tbody>
                {comparison.map((row) => (
                  <tr key={row.feature} className="border-border border-b last:border-0">
                    <th scope="row" className="m:p-4 p-3 font-medium">
                      {row.feature}
                    </th>
                    <td className="m:p-4 p-3">
                      <AccessCell access={row.free} />
                    </td>
                    <td className="bg-vip/10 m:p-4 p-3">
                      <AccessCell access={row.vip} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      </section>

      <section aria-labelledby="home-cta" className="m:px-8 m:py-16 px-4 py-12">
        <div className="bg-brand text-brand-foreground m:flex-row m:items-center m:justify-between m:p-10 mx-auto flex max-w-6xl flex-col items-start gap-6 rounded-2xl p-6">
          <div className="flex flex-col gap-2">
            <h2 id="home-cta" className="text-2xl font-extrabold">
              Mulai pantau pasar hari ini
            </h2>
            <p className="text-brand-foreground/90 flex items-center gap-2">
              <BellRingIcon aria-hidden className="size-4 shrink-0" />
              {googleSignup
                ? 'Daftar gratis dalam 1 menit dengan email atau akun Google.'
                : 'Daftar gratis dalam 1 menit dengan email.'}
            </p>
          </div>
          <div className="s:w-auto s:flex-row flex w-full flex-col gap-3">
            <Button asChild size="lg" variant="secondary">
              <LinkComponent href={signupHref}>Daftar gratis</LinkComponent>
            </Button>
            <Button
              asChild
              size="lg"
              variant="ghost"
              className="text-brand-foreground hover:bg-brand-foreground/10 hover:text-brand-foreground"
            >
              <LinkComponent href={loginHref}>Sudah punya akun? Masuk</LinkComponent>
            </Button>
          </div>
        </div>
      </section>

      <p className="text-muted-foreground mx-auto max-w-3xl px-4 pb-10 text-center text-xs">
        Seluruh informasi bersifat edukasi dan bukan ajakan membeli atau menjual saham. Investasi
        saham mengandung risiko; keputusan sepenuhnya di tangan Anda.
      </p>
    </div>
  );
}

/** The home top bar's links, for AppShell's `actions` (spec §2: the home shows the nav bar). */
export function HomeTopBarActions({
  loginHref = paths.login(),
  signupHref = paths.signup(),
  LinkComponent = 'a',
}: HomeScreenProps): React.ReactElement {
  return (
    <>
      <Button asChild variant="ghost" size="sm">
        <LinkComponent href={loginHref}>Masuk</LinkComponent>
      </Button>
      <Button asChild size="sm">
        <LinkComponent href={signupHref}>Daftar</LinkComponent>
      </Button>
    </>
  );
}
