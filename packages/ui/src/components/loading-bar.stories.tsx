import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LoadingBar } from './loading-bar.tsx';

const meta = {
  title: 'Components/LoadingBar',
  component: LoadingBar,
  args: { active: true },
} satisfies Meta<typeof LoadingBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Calls are running: a thin bar along the top, named for screen readers, never in the way. */
export const Active: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Memuat…' });
    await expect(bar).toBeVisible();
    await expect(getComputedStyle(bar).position).toBe('fixed');
    await expect(getComputedStyle(bar).pointerEvents).toBe('none');
  },
};

/** No call running, or §4's 3 s are over: nothing is drawn. */
export const Idle: Story = {
  args: { active: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};
