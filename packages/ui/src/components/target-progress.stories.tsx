import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TargetProgress } from './target-progress.tsx';

const meta = {
  title: 'Components/TargetProgress',
  component: TargetProgress,
  args: { stopLoss: 8900, entry: 9200, target: 9800, last: 9500, label: 'Posisi harga BBCA' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md'] } },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TargetProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Halfway from entry to target: the meter says so in words, the levels are written under it. */
export const Profit: Story = {
  play: async ({ canvas }) => {
    const meter = canvas.getByRole('meter', { name: 'Posisi harga BBCA' });
    await expect(meter).toHaveAttribute(
      'aria-valuetext',
      'Harga terakhir Rp 9.500, 50% menuju target Rp 9.800 dari entry Rp 9.200. Stop loss Rp 8.900.',
    );
    await expect(canvas.getByText('Rp 9.800')).toBeVisible();
    await expect(canvas.getByText('Rp 8.900')).toBeVisible();
  },
};

/** Below entry, heading for the stop loss, in the down colour. */
export const Loss: Story = {
  args: { last: 9050 },
  play: async ({ canvas }) => {
    const meter = canvas.getByRole('meter');
    await expect(meter.getAttribute('aria-valuetext')).toContain('50% menuju stop loss Rp 8.900');
    await expect(canvas.getByText('Rp 9.050')).toHaveClass('text-price-down');
  },
};

/** Past the target: the dot stays at the end of the bar and the words say the target was hit. */
export const TargetReached: Story = {
  args: { last: 9950 },
  play: async ({ canvas }) => {
    const meter = canvas.getByRole('meter');
    await expect(meter).toHaveAttribute('aria-valuenow', '100');
    await expect(meter.getAttribute('aria-valuetext')).toContain('target Rp 9.800 tercapai');
  },
};

export const StopLossHit: Story = {
  args: { last: 8850 },
  play: async ({ canvas }) => {
    const meter = canvas.getByRole('meter');
    await expect(meter).toHaveAttribute('aria-valuenow', '0');
    await expect(meter.getAttribute('aria-valuetext')).toContain('menyentuh stop loss Rp 8.900');
  },
};

export const AtEntry: Story = { args: { last: 9200 } };

/** The compact bar used inside stock pick cards. */
export const Small: Story = {
  args: { size: 'sm', stopLoss: 2650, entry: 2750, target: 3100, last: 2890 },
};
