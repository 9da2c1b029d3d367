import { popupStateFromList } from '@saham/domain/popups';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { DEMO_POPUPS } from '../screens/dashboard/dashboard.fixtures.ts';
import { DemoLink } from '../screens/live/live.fixtures.ts';
import { PopupPromotionDialog } from './popup-promotion-dialog.tsx';

const meta = {
  title: 'Components/PopupPromotionDialog',
  component: PopupPromotionDialog,
  args: {
    popups: DEMO_POPUPS,
    onStateChange: fn(),
    onOpenPromotion: fn(),
    onShowPromotion: fn(),
    LinkComponent: DemoLink,
  },
} satisfies Meta<typeof PopupPromotionDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Spec §4: the popups show one by one; every way of closing (button, Escape, the X) shows the
 * next, and closing the last one sets the closed flag.
 */
export const OneByOne: Story = {
  play: async ({ args, step }) => {
    await step('the first popup opens', async () => {
      const first = await screen.findByRole('dialog', { name: 'Diskon 50% Membership VIP' });
      await expect(first).toHaveTextContent('Promo 1 dari 3');
      await expect(args.onShowPromotion).toHaveBeenCalledOnce();
      await expect(args.onShowPromotion).toHaveBeenLastCalledWith(DEMO_POPUPS[0]);
    });
    await step('"Berikutnya" shows the second', async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Berikutnya' }));
      await screen.findByRole('dialog', { name: 'Webinar: Strategi Dividen 2026' });
      await expect(args.onStateChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ currentIndex: 1, closed: false }),
      );
      // Each popup counts one view as it shows (spec §2 analytics).
      await expect(args.onShowPromotion).toHaveBeenCalledTimes(2);
      await expect(args.onShowPromotion).toHaveBeenLastCalledWith(DEMO_POPUPS[1]);
    });
    await step('Escape shows the third, which has no link', async () => {
      await userEvent.keyboard('{Escape}');
      await screen.findByRole('dialog', { name: 'Fitur baru: Watchlist Trading Ideas' });
      await expect(screen.queryByRole('link', { name: /Lihat promo/ })).not.toBeInTheDocument();
    });
    await step('closing the last one closes them all', async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Tutup' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await expect(args.onStateChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ currentIndex: 2, closed: true }),
      );
    });
  },
};

/** Following the link reports the popup and moves on, as closing does. */
export const FollowLink: Story = {
  play: async ({ args }) => {
    await screen.findByRole('dialog', { name: 'Diskon 50% Membership VIP' });
    const link = screen.getByRole('link', { name: 'Lihat promo' });
    await expect(link).toHaveAttribute('href', '/promotion/detail/11');
    await userEvent.click(link);
    await expect(args.onOpenPromotion).toHaveBeenCalledWith(DEMO_POPUPS[0]);
    await screen.findByRole('dialog', { name: 'Webinar: Strategi Dividen 2026' });
  },
};

/** The X over the picture has a name and closes like the rest. */
export const CloseButton: Story = {
  args: { popups: DEMO_POPUPS.slice(0, 1) },
  play: async () => {
    await screen.findByRole('dialog');
    await expect(screen.queryByText(/dari 1/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Tutup promo' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Controlled by the app's persisted record: it opens at the saved index. */
export const Controlled: Story = {
  args: { state: { ...popupStateFromList(DEMO_POPUPS), currentIndex: 1 } },
  play: async () => {
    await expect(
      await screen.findByRole('dialog', { name: 'Webinar: Strategi Dividen 2026' }),
    ).toHaveTextContent('Promo 2 dari 3');
  },
};

/** No popups: nothing opens (an empty list counts as closed, spec §4). */
export const None: Story = {
  args: { popups: [] },
  play: async () => {
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async () => {
    await screen.findByRole('dialog', { name: 'Diskon 50% Membership VIP' });
  },
};
