import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { vipLandingPage, webinarLandingPage } from '../landing-page/landing-page.fixtures.ts';
import { DemoLink } from './content.fixtures.ts';
import { CtaLink } from './cta-link.tsx';

const meta = {
  title: 'Components/Parts/Content/CtaLink',
  component: CtaLink,
  args: {
    href: vipLandingPage.cta_url ?? '',
    children: vipLandingPage.cta_label,
    LinkComponent: DemoLink,
    onClick: fn(),
  },
} satisfies Meta<typeof CtaLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A path in the app goes through the router's link and reports the click. */
export const InApp: Story = {
  play: async ({ args, canvas }) => {
    const link = canvas.getByRole('link', { name: 'Upgrade ke VIP' });
    await expect(link).toHaveAttribute('href', '/profile');
    await expect(link).not.toHaveAttribute('target');
    await userEvent.click(link);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

/**
 * Another site (here WhatsApp sales) opens in a new tab, without opener or referrer, and says so
 * to screen readers. The story stops the tab from opening: nothing may leave the machine.
 */
export const External: Story = {
  args: { href: webinarLandingPage.cta_url ?? '', children: webinarLandingPage.cta_label },
  decorators: [
    (Story) => (
      // Cancelling the click's default keeps the tab from opening; the link's handler still runs.
      <div onClickCapture={(event) => event.preventDefault()}>
        <Story />
      </div>
    ),
  ],
  play: async ({ args, canvas }) => {
    const link = canvas.getByRole('link', {
      name: 'Daftar lewat WhatsApp (membuka tab baru)',
    });
    await expect(link).toHaveAttribute('href', webinarLandingPage.cta_url);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await userEvent.click(link);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

/** The full width of a phone's sticky bottom bar. */
export const FullWidth: Story = {
  args: { width: 'full' },
  decorators: [
    (Story) => (
      <div className="w-80">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Upgrade ke VIP' });
    await expect(link.getBoundingClientRect().width).toBe(320);
  },
};

/** The small size, beside other content. */
export const Small: Story = {
  args: { size: 'sm' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('link', { name: 'Upgrade ke VIP' }).getBoundingClientRect().height,
    ).toBe(32);
  },
};
