import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { StrategyChips } from './strategy-chips.tsx';

const strategies = [
  { value: 'breakout', label: 'Breakout' },
  { value: 'swing', label: 'Swing' },
  { value: 'dividen', label: 'Dividen' },
];

const meta = {
  title: 'Components/Parts/Live/StrategyChips',
  component: StrategyChips,
  args: { strategies, value: '', onValueChange: fn() },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <StrategyChips
        strategies={args.strategies}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          args.onValueChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof StrategyChips>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spec §2 strategy filter: all strategies, or one at a time. */
export const AllStrategies: Story = {
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole('group', { name: 'Strategi' });
    await expect(canvas.getByRole('button', { name: 'Semua strategi' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Swing' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('swing');
    await expect(canvas.getByRole('button', { name: 'Swing' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(group).toBeVisible();
  },
};

export const OneChosen: Story = { args: { value: 'breakout' } };
