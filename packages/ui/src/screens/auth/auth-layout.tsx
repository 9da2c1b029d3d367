import { paths } from '@saham/domain/routes';
import ChartCandlestickIcon from 'lucide-react/icons/chart-candlestick';
import LightbulbIcon from 'lucide-react/icons/lightbulb';
import MessagesSquareIcon from 'lucide-react/icons/messages-square';
import GraduationCapIcon from 'lucide-react/icons/graduation-cap';
import type * as React from 'react';
import { BrandMark, type LinkComponentType } from '../../components/app-shell.tsx';
import { cn } from '../../lib/cn.ts';

/** Props of {@link AuthLayout}. */
export type AuthLayoutProps = Omit<React.ComponentProps<'div'>, 'title'> & {
  /** The page heading (the only h1 of the screen). */
  title: React.ReactNode;
  /** A line under the heading. */
  description?: React.ReactNode;
  /** Something above the heading, e.g. an icon or an account chip. */
  lead?: React.ReactNode;
  /** Below the form: the switch between log-in and sign-up. */
  footer?: React.ReactNode;
  /** How links render (the app's router link). */
  LinkComponent?: LinkComponentType;
  /** Where the wordmark leads: the public home (spec §2 /). */
  homeHref?: string;
};

/** Why members come, in one glance: the three services the spec names first (§1). */
const valuePoints = [
  { icon: LightbulbIcon, title: 'Trading Ideas', text: 'Entry, target, dan stop loss yang jelas.' },
  { icon: MessagesSquareIcon, title: 'Tanya Saham', text: 'Tanya langsung ke analis kami.' },
  {
    icon: GraduationCapIcon,
    title: 'Analisis & edukasi',
    text: 'Belajar membaca pasar tiap hari.',
  },
] as const;

/**
 * The frame of the log-in, sign-up and password screens: the form alone on phones; beside a
 * brand panel that says why to join from breakpoint l (992 px) up.
 * @example <AuthLayout title="Masuk" description="Selamat datang kembali." footer={<SignupLink />}>…</AuthLayout>
 */
export function AuthLayout({
  className,
  title,
  description,
  lead,
  footer,
  LinkComponent = 'a',
  homeHref = paths.home(),
  children,
  ...props
}: AuthLayoutProps) {
  return (
    <div
      data-slot="auth-layout"
      className={cn('bg-background l:grid l:grid-cols-[5fr_6fr] flex min-h-dvh w-full', className)}
      {...props}
    >
      {/* Not an <aside>: the layout sits inside the app's <main>, where a complementary landmark
          may not nest. The panel repeats nothing the form needs, so it is plain content. */}
      <div className="bg-brand text-brand-foreground l:flex relative hidden flex-col justify-between overflow-hidden p-10 xl:p-14">
        <LinkComponent
          href={homeHref}
          className="focus-visible:ring-brand-foreground flex w-fit items-center gap-2 rounded-lg text-lg font-extrabold outline-none focus-visible:ring-2"
        >
          <span
            aria-hidden
            className="bg-brand-foreground/15 flex size-8 items-center justify-center rounded-lg"
          >
            <ChartCandlestickIcon className="size-5" />
          </span>
          Saham
        </LinkComponent>
        <div className="flex max-w-md flex-col gap-8">
          <p className="text-3xl leading-tight font-extrabold text-balance">
            Keputusan investasi yang lebih yakin, setiap hari bursa.
          </p>
          <ul className="flex flex-col gap-5">
            {valuePoints.map(({ icon: Icon, title: pointTitle, text }) => (
              <li key={pointTitle} className="flex items-start gap-3">
                <span
                  aria-hidden
                  className="bg-brand-foreground/15 flex size-10 shrink-0 items-center justify-center rounded-xl"
                >
                  <Icon className="size-5" />
                </span>
                <span className="flex flex-col">
                  <span className="font-bold">{pointTitle}</span>
                  <span className="text-brand-foreground/85 text-sm">{text}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
        <p className="text-brand-foreground/80 text-xs">
          Informasi di layanan ini bukan ajakan membeli atau menjual saham.
        </p>
      </div>

      <div className="s:px-6 m:justify-center m:py-12 flex w-full flex-col items-center px-4 py-6">
        <div className="m:rounded-2xl m:border m:border-border m:bg-surface m:p-8 m:shadow-card l:border-0 l:bg-transparent l:p-0 l:shadow-none flex w-full max-w-md flex-col gap-6">
          <LinkComponent
            href={homeHref}
            className="focus-visible:ring-ring l:hidden w-fit rounded-lg outline-none focus-visible:ring-2"
          >
            <BrandMark />
          </LinkComponent>
          <div className="flex flex-col gap-2">
            {lead}
            <h1 className="text-foreground m:text-3xl text-2xl font-extrabold">{title}</h1>
            {description ? (
              <p className="text-muted-foreground m:text-base text-sm">{description}</p>
            ) : null}
          </div>
          {children}
          {footer ? (
            <div className="border-border text-muted-foreground border-t pt-5 text-center text-sm">
              {footer}
            </div>
          ) : null}
        </div>
      </div>
    </div>
  );
}

/**
 * 'atau' between the form and another way in (Google).
 * @example <AuthDivider />
 */
export function AuthDivider({
  children = 'atau',
  className,
  ...props
}: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="auth-divider"
      className={cn(
        'text-muted-foreground flex items-center gap-3 text-xs font-semibold uppercase',
        className,
      )}
      {...props}
    >
      <span aria-hidden className="bg-border h-px flex-1" />
      {children}
      <span aria-hidden className="bg-border h-px flex-1" />
    </div>
  );
}

/**
 * The round icon above an auth screen's heading (pass it as AuthLayout's `lead`).
 * @example <AuthLayout lead={<AuthLeadIcon icon={<KeyRoundIcon />} />} … />
 */
export function AuthLeadIcon({ icon, className }: { icon: React.ReactNode; className?: string }) {
  return (
    <span
      aria-hidden
      className={cn(
        'bg-secondary text-secondary-foreground mb-2 flex size-12 items-center justify-center rounded-full [&_svg]:size-6',
        className,
      )}
    >
      {icon}
    </span>
  );
}
