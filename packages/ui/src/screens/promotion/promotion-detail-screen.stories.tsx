import { paths } from '@saham/domain/routes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { AppShell } from '../../components/app-shell.tsx';
import { DEMO_NOW, DemoLink } from '../content/content.fixtures.ts';
import {
  endedPromotion,
  longPromotions,
  promotionDetail,
  promotions,
} from './promotion.fixtures.ts';
import { PromotionDetailScreen } from './promotion-detail-screen.tsx';

const desktop = { viewport: { value: 'desktop', isRotated: false } };

const meta = {
  title: 'Screens/Promotion/PromotionDetail',
  component: PromotionDetailScreen,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    status: 'success',
    promotion: promotionDetail,
    now: DEMO_NOW,
    LinkComponent: DemoLink,
    onRetry: fn(),
    onCtaClick: fn(),
    onNavigate: fn(),
  },
  // Spec §2: detail screens hide the menu and show a back button.
  render: (args) => (
    <AppShell
      activeRoute="promotionDetail"
      title="Promo"
      backHref={paths.dashboard()}
      hideMenu
      LinkComponent={DemoLink}
    >
      <PromotionDetailScreen {...args} />
    </AppShell>
  ),
} satisfies Meta<typeof PromotionDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The offer, its period and terms, and the call to action at the bottom of the screen. */
export const Mobile: Story = {
  play: async ({ args, canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: promotionDetail.title }),
    ).toBeInTheDocument();
    await expect(canvas.getByText('01 Januari 2026 – 31 Januari 2026')).toBeInTheDocument();
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Syarat dan ketentuan' }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: /tim sales lewat WhatsApp/ })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    await userEvent.click(canvas.getByRole('link', { name: 'Upgrade ke VIP' }));
    await expect(args.onCtaClick).toHaveBeenCalledWith(promotionDetail);
  },
};

export const Desktop: Story = { globals: desktop };

/** A call to action to another site opens in a new tab. */
export const ExternalCta: Story = {
  args: { promotion: promotions[2] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /Daftar lewat WhatsApp/ })).toHaveAttribute(
      'target',
      '_blank',
    );
  },
};

/** An ended promotion says so and offers no call to action. */
export const Ended: Story = {
  args: { promotion: endedPromotion },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Promo ini sudah berakhir');
    // A one-day promotion shows its single day (spec §9 DD MMMM YYYY).
    await expect(canvas.getByText('12 Desember 2025')).toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Upgrade ke VIP' })).toBeNull();
  },
};
export const EndedDesktop: Story = { ...Ended, globals: desktop };

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Memuat promo…');
  },
};
export const LoadingDesktop: Story = { ...Loading, globals: desktop };

export const Error: Story = {
  args: { status: 'error' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Coba lagi' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
export const ErrorDesktop: Story = { ...Error, globals: desktop };

export const LongContent: Story = { args: { promotion: longPromotions[0] } };
export const LongContentDesktop: Story = { ...LongContent, globals: desktop };
