import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import type { Resolution } from '@saham/domain/chart-resolution';
import { ResolutionChips } from './resolution-chips.tsx';

const meta = {
  title: 'Components/ResolutionChips',
  component: ResolutionChips,
  args: { resolutions: ['1D', '1W', '1M'], value: '1D', onValueChange: fn() },
  render: function Render(args) {
    const [value, setValue] = useState<Resolution>(args.value);
    return (
      <ResolutionChips
        {...args}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          args.onValueChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof ResolutionChips>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Harian, Mingguan and Bulanan, one at a time; the keyboard picks too. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Resolusi grafik' })).toBeInTheDocument();
    const daily = canvas.getByRole('button', { name: 'Harian' });
    const weekly = canvas.getByRole('button', { name: 'Mingguan' });
    await expect(daily).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(weekly);
    await expect(weekly).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('1W');
    // Pressing the shown one again keeps it.
    await userEvent.click(weekly);
    await expect(weekly).toHaveAttribute('aria-pressed', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Bulanan' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('1M');
  },
};

/** Only what the configuration lists (here without Bulanan). */
export const TwoResolutions: Story = {
  args: { resolutions: ['1D', '1W'] },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Harian',
      'Mingguan',
    ]);
  },
};

/** Daily only (the configuration failed or lists nothing else): no choice, nothing shown. */
export const DailyOnly: Story = {
  args: { resolutions: ['1D'] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="filter-chips"]')).toBeNull();
  },
};
