import { paths, routes } from '@saham/domain/routes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AppShell } from '../../components/app-shell.tsx';
import { DEMO_TRACK_RECORD_SUMMARY } from '../live/track-record.fixtures.ts';
import { HomeScreen, HomeTopBarActions } from './home-screen.tsx';

const trackRecord = {
  status: 'success',
  summary: DEMO_TRACK_RECORD_SUMMARY,
  onRetry: fn(),
  href: paths.login(),
} as const;

const meta = {
  title: 'Screens/Home/Home',
  component: HomeScreen,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'mobile' } },
  // Google sign-up is offered (a Google client id, or the development stand-in for Google).
  args: { googleSignup: true, trackRecord },
  decorators: [
    // spec §2: the home shows the navigation bar and hides the member menu.
    (Story) => (
      <AppShell
        activeRoute="home"
        hideMenu
        title={routes.home.meta.title}
        actions={<HomeTopBarActions />}
      >
        <Story />
      </AppShell>
    ),
  ],
} satisfies Meta<typeof HomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The landing at 375 px: value, the services, Free against VIP, and the way in. */
export const Mobile: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    for (const name of ['Trading Ideas', 'Tanya Saham', 'Analisis & edukasi', 'Cari Saham']) {
      await expect(canvas.getByRole('heading', { level: 3, name })).toBeVisible();
    }
    const table = canvas.getByRole('table', { name: 'Perbandingan keanggotaan Free dan VIP' });
    await expect(within(table).getByRole('columnheader', { name: 'VIP' })).toBeVisible();
    await expect(
      within(table).getByRole('row', { name: /Tanya Saham ke analis/ }),
    ).toHaveTextContent('3 chat aktif');
    const signups = canvas.getAllByRole('link', { name: /Daftar/ });
    for (const link of signups) await expect(link).toHaveAttribute('href', paths.signup());
    await expect(canvas.getAllByRole('link', { name: /Masuk/ })[0]).toHaveAttribute(
      'href',
      paths.login(),
    );
    // Google sign-up is offered here, so the call to sign up names it.
    await expect(
      canvas.getByText('Daftar gratis dalam 1 menit dengan email atau akun Google.'),
    ).toBeVisible();
    // Issue 28: visitors see how the closed ideas did, and where the whole record is.
    const record = canvas.getByRole('region', { name: 'Rekam jejak Trading Ideas' });
    await expect(within(record).getByText('Hit rate')).toBeVisible();
    await expect(within(record).getByText('63%')).toBeVisible();
    await expect(within(record).getByText('+14,20%')).toBeVisible();
    await expect(
      within(record).getByRole('link', { name: 'Masuk untuk melihat setiap ide' }),
    ).toHaveAttribute('href', paths.login());
  },
};

export const Desktop: Story = { ...Mobile, globals: { viewport: { value: 'desktop' } } };

/**
 * Without Google (production with no Google client id): the call to sign up names e-mail only,
 * as the sign-up page then offers nothing else.
 */
export const MobileWithoutGoogle: Story = {
  args: { googleSignup: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Daftar gratis dalam 1 menit dengan email.')).toBeVisible();
    await expect(canvas.queryByText(/Google/)).toBeNull();
  },
};

export const MobileDark: Story = { globals: { theme: 'dark' } };

export const DesktopDark: Story = { globals: { theme: 'dark', viewport: { value: 'desktop' } } };

/** The track record's summary on its way: its space is held, so nothing below moves. */
export const TrackRecordLoading: Story = {
  args: { trackRecord: { ...trackRecord, status: 'loading', summary: null } },
  play: async ({ canvas }) => {
    const record = canvas.getByRole('region', { name: 'Rekam jejak Trading Ideas' });
    await expect(record).toHaveAttribute('aria-busy', 'true');
  },
};

/** The summary failed: one line and a retry, the rest of the page untouched. */
export const TrackRecordError: Story = {
  args: { trackRecord: { ...trackRecord, status: 'error', summary: null, onRetry: fn() } },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Rekam jejak belum dapat dimuat.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Coba lagi' }));
    await expect(args.trackRecord?.onRetry).toHaveBeenCalledOnce();
  },
};
