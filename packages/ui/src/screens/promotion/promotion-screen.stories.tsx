import { paths } from '@saham/domain/routes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { AppShell } from '../../components/app-shell.tsx';
import { DEMO_NOW, DemoLink } from '../content/content.fixtures.ts';
import { longPromotions, promotions } from './promotion.fixtures.ts';
import { PromotionScreen } from './promotion-screen.tsx';

const desktop = { viewport: { value: 'desktop', isRotated: false } };

const meta = {
  title: 'Screens/Promotion/Promotion',
  component: PromotionScreen,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    status: 'success',
    promotions,
    now: DEMO_NOW,
    LinkComponent: DemoLink,
    onRetry: fn(),
    onPromotionClick: fn(),
  },
  render: (args) => (
    <AppShell title="Promo" backHref={paths.dashboard()} hideMenu LinkComponent={DemoLink}>
      <PromotionScreen {...args} />
    </AppShell>
  ),
} satisfies Meta<typeof PromotionScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Running promotions with their period; the ended one is marked. */
export const Mobile: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Promo' })).toBeInTheDocument();
    await expect(canvas.getByText('01 Januari 2026 – 31 Januari 2026')).toBeInTheDocument();
    await expect(canvas.getAllByText('Berakhir')).toHaveLength(1);
    const link = canvas.getByRole('link', { name: 'VIP awal tahun: hemat hingga 40%' });
    await expect(link).toHaveAttribute('href', '/promotion/detail/12');
    await userEvent.click(link);
    await expect(args.onPromotionClick).toHaveBeenCalledWith(promotions[0]);
  },
};

export const Desktop: Story = { globals: desktop };

export const Loading: Story = {
  args: { status: 'loading', promotions: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Memuat promo…');
  },
};
export const LoadingDesktop: Story = { ...Loading, globals: desktop };

export const Empty: Story = {
  args: { status: 'empty', promotions: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Belum ada promo')).toBeInTheDocument();
  },
};
export const EmptyDesktop: Story = { ...Empty, globals: desktop };

export const Error: Story = {
  args: { status: 'error', promotions: [] },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Coba lagi' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
export const ErrorDesktop: Story = { ...Error, globals: desktop };

export const LongContent: Story = { args: { promotions: longPromotions } };
export const LongContentDesktop: Story = { ...LongContent, globals: desktop };
