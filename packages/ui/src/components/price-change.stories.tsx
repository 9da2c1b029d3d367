import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PriceChange } from './price-change.tsx';

const meta = {
  title: 'Components/PriceChange',
  component: PriceChange,
  args: { percent: 1.2 },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    appearance: { control: 'inline-radio', options: ['text', 'pill'] },
  },
} satisfies Meta<typeof PriceChange>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Up is green with a plus sign (IDX convention); screen readers hear 'naik 1,2%'. */
export const Up: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('+1,2%')).toBeVisible();
    await expect(canvas.getByText('naik 1,2%')).toBeInTheDocument();
    await expect(canvas.getByText('+1,2%').parentElement).toHaveAttribute('data-direction', 'up');
  },
};

export const Down: Story = {
  args: { percent: -3.45 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('-3,45%')).toBeVisible();
    await expect(canvas.getByText('turun 3,45%')).toBeInTheDocument();
  },
};

/** A change that rounds to zero is flat, never a green '+0%'. */
export const Flat: Story = {
  args: { percent: 0.001 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('0%')).toBeVisible();
    await expect(canvas.getByText('tidak berubah 0%')).toBeInTheDocument();
  },
};

export const WithPoints: Story = {
  args: { percent: 1.37, points: 125 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('+125 (+1,37%)')).toBeVisible();
    await expect(canvas.getByText('naik 125 (1,37%)')).toBeInTheDocument();
  },
};

export const Pills: Story = {
  render: () => (
    <div className="flex flex-wrap items-center gap-3">
      <PriceChange percent={2.5} appearance="pill" />
      <PriceChange percent={-1.25} appearance="pill" />
      <PriceChange percent={0} appearance="pill" />
    </div>
  ),
};

export const Sizes: Story = {
  render: () => (
    <div className="flex flex-wrap items-center gap-4">
      <PriceChange percent={1.2} size="sm" />
      <PriceChange percent={-1.2} size="md" />
      <PriceChange percent={1.2} points={25} size="lg" />
    </div>
  ),
};
