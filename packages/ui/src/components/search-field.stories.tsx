import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { SearchField } from './search-field.tsx';

const meta = {
  title: 'Components/SearchField',
  component: SearchField,
  args: {
    label: 'Cari kode atau nama saham',
    placeholder: 'Cari kode atau nama saham…',
    value: '',
    onValueChange: fn(),
    onSearch: fn(),
  },
  // The screen owns the text; the stories keep it in state so typing shows.
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <div className="max-w-md">
        <SearchField
          {...args}
          value={value}
          onValueChange={(next) => {
            args.onValueChange(next);
            setValue(next);
          }}
        />
      </div>
    );
  },
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A search landmark with a named search box; Enter asks for the results. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('search')).toBeInTheDocument();
    const field = canvas.getByRole('searchbox', { name: 'Cari kode atau nama saham' });
    await userEvent.type(field, 'BBCA{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('BBCA');
    await expect(args.onSearch).toHaveBeenCalledWith('BBCA');
  },
};

export const Filled: Story = {
  args: { value: 'Telkom' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox')).toHaveValue('Telkom');
  },
};

/** Stock codes are capitals: the phone keyboard starts in capitals (stock search). */
export const StockCodes: Story = {
  args: { autoCapitalize: 'characters', placeholder: 'Contoh: BBCA atau Telkom' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox')).toHaveAttribute('autocapitalize', 'characters');
  },
};

/** Searching with nothing typed asks for the whole list again. */
export const EmptySearch: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('searchbox'), '{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('');
  },
};
