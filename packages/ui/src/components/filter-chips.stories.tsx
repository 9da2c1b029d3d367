import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { SignalBadge, type Signal } from './badge.tsx';
import { FilterChip, FilterChips } from './filter-chips.tsx';

const meta = {
  title: 'Components/FilterChips',
  component: FilterChips,
  args: { type: 'multiple', 'aria-label': 'Sinyal', onValueChange: fn() },
  render: (args) => (
    <FilterChips {...args}>
      <FilterChip value="buy">Buy</FilterChip>
      <FilterChip value="hold">Hold</FilterChip>
      <FilterChip value="sell">Sell</FilterChip>
    </FilterChips>
  ),
} satisfies Meta<typeof FilterChips>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each chip is a toggle button: pressing it flips `aria-pressed`. */
export const Multiple: Story = {
  play: async ({ args, canvas }) => {
    const buy = canvas.getByRole('button', { name: 'Buy' });
    await expect(buy).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(buy);
    await expect(buy).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Sell' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['buy', 'sell']);
    await userEvent.click(buy);
    await expect(buy).toHaveAttribute('aria-pressed', 'false');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['sell']);
  },
};

/** One duration at a time (spec §2 duration filter): choosing another releases the first. */
export const Single: Story = {
  args: { type: 'single', 'aria-label': 'Durasi', defaultValue: 'short' },
  render: (args) => (
    <FilterChips {...args}>
      <FilterChip value="short">Jangka pendek</FilterChip>
      <FilterChip value="medium">Jangka menengah</FilterChip>
      <FilterChip value="long">Jangka panjang</FilterChip>
    </FilterChips>
  ),
  play: async ({ args, canvas }) => {
    const short = canvas.getByRole('button', { name: 'Jangka pendek' });
    const long = canvas.getByRole('button', { name: 'Jangka panjang' });
    await expect(short).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(long);
    await expect(long).toHaveAttribute('aria-pressed', 'true');
    await expect(short).toHaveAttribute('aria-pressed', 'false');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('long');
  },
};

/** On a phone a long row stays one line and scrolls sideways. */
export const ScrollOnPhone: Story = {
  args: { type: 'multiple', 'aria-label': 'Strategi' },
  globals: { viewport: { value: 'mobile' } },
  render: (args) => (
    <FilterChips {...args}>
      <FilterChip value="breakout">Breakout</FilterChip>
      <FilterChip value="swing">Swing</FilterChip>
      <FilterChip value="buy-on-weakness">Buy on weakness</FilterChip>
      <FilterChip value="scalping">Scalping</FilterChip>
      <FilterChip value="dividend">Dividen</FilterChip>
    </FilterChips>
  ),
};

export const Wrap: Story = {
  args: { type: 'multiple', 'aria-label': 'Strategi', layout: 'wrap', className: 'max-w-xs' },
  render: ScrollOnPhone.render,
};

const picks: { code: string; signal: Signal }[] = [
  { code: 'BBCA', signal: 'buy' },
  { code: 'TLKM', signal: 'hold' },
  { code: 'ASII', signal: 'sell' },
  { code: 'BBRI', signal: 'buy' },
];

function FilteredList() {
  const [signals, setSignals] = useState<string[]>([]);
  const shown = signals.length ? picks.filter((pick) => signals.includes(pick.signal)) : picks;
  return (
    <div className="flex max-w-sm flex-col gap-3">
      <FilterChips type="multiple" aria-label="Sinyal" value={signals} onValueChange={setSignals}>
        <FilterChip value="buy">Buy</FilterChip>
        <FilterChip value="hold">Hold</FilterChip>
        <FilterChip value="sell">Sell</FilterChip>
      </FilterChips>
      <ul aria-label="Trading ideas" className="divide-border flex flex-col divide-y">
        {shown.map((pick) => (
          <li key={pick.code} className="flex items-center justify-between py-2 font-semibold">
            {pick.code}
            <SignalBadge signal={pick.signal} size="sm" />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Controlled: a chip changes the list it filters. */
export const FiltersAList: Story = {
  render: () => <FilteredList />,
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Trading ideas' });
    await expect(list.querySelectorAll('li')).toHaveLength(4);
    await userEvent.click(canvas.getByRole('button', { name: 'Sell' }));
    await expect(list.querySelectorAll('li')).toHaveLength(1);
    await expect(list).toHaveTextContent('ASII');
  },
};
