import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { NarrowText } from './narrow-text.tsx';

const meta = {
  title: 'Components/NarrowText',
  component: NarrowText,
  args: { children: 'Bank Rakyat Indonesia', className: 'font-semibold' },
} satisfies Meta<typeof NarrowText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** spec §9: more than 18 characters on a screen 812 px wide or less: 17 and an ellipsis. */
export const LongOnPhone: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Bank Rakyat Indon…')).toBeVisible();
    // Screen readers still get the whole name; on screen it takes no space.
    const whole = canvas.getByText('Bank Rakyat Indonesia');
    await expect(whole.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

export const LongOnDesktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Bank Rakyat Indonesia')).toBeVisible();
    await expect(canvas.getByText('Bank Rakyat Indon…')).not.toBeVisible();
  },
};

/** 18 characters or fewer are never cut. */
export const Short: Story = {
  args: { children: 'Bank Central Asia' },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Bank Central Asia')).toBeVisible();
  },
};
