import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge, MembershipBadge, SignalBadge } from './badge.tsx';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  args: { children: 'Swing' },
  argTypes: {
    variant: {
      control: 'select',
      options: [
        'neutral',
        'primary',
        'outline',
        'success',
        'warning',
        'danger',
        'buy',
        'hold',
        'sell',
        'vip',
        'free',
      ],
    },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Variants: Story = {
  render: (args) => (
    <div className="flex flex-wrap gap-2">
      <Badge {...args} variant="neutral">
        Artikel
      </Badge>
      <Badge {...args} variant="primary">
        Swing
      </Badge>
      <Badge {...args} variant="outline">
        Jangka pendek
      </Badge>
      <Badge {...args} variant="success">
        Target tercapai
      </Badge>
      <Badge {...args} variant="warning">
        Menunggu
      </Badge>
      <Badge {...args} variant="danger">
        Stop loss
      </Badge>
    </div>
  ),
};

/** spec §2 signals: colour, icon and word, so no one depends on colour alone. */
export const Signals: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      <SignalBadge signal="buy" />
      <SignalBadge signal="hold" />
      <SignalBadge signal="sell" />
    </div>
  ),
  play: async ({ canvas }) => {
    for (const word of ['Buy', 'Hold', 'Sell']) {
      await expect(canvas.getByText(word)).toBeVisible();
    }
    await expect(canvas.getByText('Buy').closest('[data-slot=badge]')).toHaveAttribute(
      'data-signal',
      'buy',
    );
  },
};

export const Membership: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      <MembershipBadge level="vip" />
      <MembershipBadge level="free" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('VIP')).toBeVisible();
    await expect(canvas.getByText('Free')).toBeVisible();
  },
};

export const Small: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      <SignalBadge signal="buy" size="sm" />
      <SignalBadge signal="sell" size="sm" />
      <MembershipBadge level="vip" size="sm" />
    </div>
  ),
};
