import type { Meta, StoryObj } from '@storybook/react-vite';
import { MAX_DEPOSIT } from '@saham/domain/constants';
import { expect } from 'storybook/test';
import { RupiahAmount } from './rupiah-amount.tsx';

const meta = {
  title: 'Components/RupiahAmount',
  component: RupiahAmount,
  args: { amount: 1_500_000, className: 'text-2xl font-bold' },
} satisfies Meta<typeof RupiahAmount>;

export default meta;
type Story = StoryObj<typeof meta>;

/** spec §9: 'Rp' and an id-ID number without decimals. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const amount = canvas.getByText('Rp 1.500.000');
    await expect(amount.closest('data')).toHaveAttribute('value', '1500000');
  },
};

export const Negative: Story = {
  args: { amount: -2_500 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('-Rp 2.500')).toBeVisible();
  },
};

export const Zero: Story = { args: { amount: 0 } };

/** spec §9: the maximum deposit fits on a desktop... */
export const LargeOnDesktop: Story = {
  args: { amount: MAX_DEPOSIT },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Rp 1.000.000.000.000')).toBeVisible();
  },
};

/** ...and is cut to 17 characters and an ellipsis on a phone; screen readers still hear it all. */
export const LargeOnPhone: Story = {
  args: { amount: MAX_DEPOSIT },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Rp 1.000.000.000.…')).toBeVisible();
    // The whole amount stays for screen readers (and the tooltip) but takes no space on screen.
    const whole = canvas.getByText('Rp 1.000.000.000.000');
    await expect(whole.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await expect(canvas.getByTitle('Rp 1.000.000.000.000')).toBeInTheDocument();
  },
};
