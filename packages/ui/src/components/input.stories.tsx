import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Input } from './input.tsx';
import { Label } from './label.tsx';

const meta = {
  title: 'Components/Input',
  component: Input,
  args: { id: 'search', placeholder: 'Cari kode atau nama saham' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
  // Every field needs a label; the stories show the pairing the app should copy.
  render: (args) => (
    <div className="flex max-w-sm flex-col gap-2">
      <Label htmlFor={args.id}>Cari Saham</Label>
      <Input {...args} />
    </div>
  ),
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Cari Saham' });
    await userEvent.type(field, 'BBCA');
    await expect(field).toHaveValue('BBCA');
  },
};

export const Filled: Story = { args: { defaultValue: 'TLKM' } };

/** The red border comes from `aria-invalid`, the attribute FormField sets. */
export const Invalid: Story = {
  args: { 'aria-invalid': true, defaultValue: '08x' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Cari Saham' })).toBeInvalid();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Cari Saham' })).toBeDisabled();
  },
};

export const ReadOnly: Story = { args: { readOnly: true, defaultValue: 'budi@contoh.id' } };

export const Sizes: Story = {
  render: (args) => (
    <div className="flex max-w-sm flex-col gap-3">
      <Input {...args} id="small" size="sm" aria-label="Kecil" />
      <Input {...args} id="medium" size="md" aria-label="Sedang" />
      <Input {...args} id="large" size="lg" aria-label="Besar" />
    </div>
  ),
};
