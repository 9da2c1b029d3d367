import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { AppShell } from '../../components/app-shell.tsx';
import { DEMO_LONG_PICK, DEMO_PICKS, DemoLink, LIVE_NOW } from './live.fixtures.ts';
import { PickDetailScreen } from './pick-detail-screen.tsx';

const desktop = { viewport: { value: 'desktop', isRotated: false } };
const [bbca, tlkm] = DEMO_PICKS;
if (!bbca || !tlkm) throw new globalThis.Error('live fixtures changed');

const meta = {
  title: 'Screens/Live/PickDetail',
  component: PickDetailScreen,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    status: 'success',
    pick: bbca,
    now: LIVE_NOW,
    strategyName: 'Breakout',
    hasPosition: true,
    LinkComponent: DemoLink,
    onRetry: fn(),
    onUpgrade: fn(),
    onTabChange: fn(),
    onNotesClick: fn(),
    onBuyClick: fn(),
    onSellClick: fn(),
    onNavigate: fn(),
    onTrackRecordClick: fn(),
  },
  render: (args) => (
    <AppShell
      activeRoute="stockpick"
      title="Trading Ideas"
      onBack={fn()}
      hideMenu
      LinkComponent={DemoLink}
    >
      <PickDetailScreen {...args} />
    </AppShell>
  ),
} satisfies Meta<typeof PickDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The idea with its levels, the buy and sell-all links and the notes. */
export const Mobile: Story = {
  play: async ({ args, canvas, step }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'BBCA' })).toBeInTheDocument();
    await expect(canvas.getByRole('meter', { name: 'Posisi harga BBCA' })).toBeInTheDocument();
    await step('buy and sell-all lead to the named routes (spec §2)', async () => {
      const buy = canvas.getByRole('link', { name: 'Beli BBCA' });
      await expect(buy).toHaveAttribute('href', '/stockpick/buy/101/open');
      await userEvent.click(buy);
      await expect(args.onBuyClick).toHaveBeenCalledWith(bbca);
      await expect(canvas.getByRole('link', { name: 'Jual semua' })).toHaveAttribute(
        'href',
        '/stockpick/sell/101/open',
      );
    });
    await step('the notes open on request and report it', async () => {
      const toggle = canvas.getByRole('button', { name: 'Lihat catatan' });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await userEvent.click(toggle);
      await expect(canvas.getByText(bbca.notes)).toBeVisible();
      await expect(args.onNotesClick).toHaveBeenCalledWith(bbca);
    });
    await step('every idea links to the track record (issue 28)', async () => {
      const link = canvas.getByRole('link', { name: 'Lihat rekam jejak semua ide' });
      await expect(link).toHaveAttribute('href', '/stockpick/rekam-jejak');
      await userEvent.click(link);
      await expect(args.onTrackRecordClick).toHaveBeenCalledOnce();
    });
  },
};

export const Desktop: Story = { globals: desktop };

/** The analysis tab shows the sanitised analysis (spec §2 analytics: analysis tab). */
export const AnalysisTab: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Analisis' }));
    await expect(args.onTabChange).toHaveBeenCalledWith('analysis');
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 2, name: 'Ringkasan BBCA' })).toBeVisible(),
    );
  },
};
export const AnalysisTabDesktop: Story = {
  args: { defaultTab: 'analysis' },
  globals: desktop,
};

/** No open position: only the buy link. */
export const WithoutPosition: Story = {
  args: { hasPosition: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: 'Jual semua' })).not.toBeInTheDocument();
  },
};

/** A VIP idea seen by a VIP member. */
export const Vip: Story = { args: { pick: tlkm, strategyName: 'Buy on Weakness' } };

/** A free member on a VIP idea (spec §6 'no preview for free user'): a teaser and the upgrade. */
export const FreeMemberLocked: Story = {
  args: { status: 'locked', pick: tlkm, strategyName: 'Buy on Weakness' },
  play: async ({ args, canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Khusus member VIP' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('meter')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: /Beli/ })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Upgrade ke VIP' }));
    await expect(args.onUpgrade).toHaveBeenCalled();
  },
};
export const FreeMemberLockedDesktop: Story = { ...FreeMemberLocked, globals: desktop };

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Memuat trading idea…');
  },
};
export const LoadingDesktop: Story = { ...Loading, globals: desktop };

export const Error: Story = {
  args: { status: 'error' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Gagal memuat trading idea');
    await userEvent.click(canvas.getByRole('button', { name: 'Coba lagi' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
export const ErrorDesktop: Story = { ...Error, globals: desktop };

export const LongContent: Story = {
  args: { pick: DEMO_LONG_PICK, strategyName: undefined },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Lihat catatan' }));
  },
};
export const LongContentDesktop: Story = { ...LongContent, globals: desktop };
