import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Label } from './label.tsx';
import { PasswordInput } from './password-input.tsx';

const meta = {
  title: 'Components/PasswordInput',
  component: PasswordInput,
  args: { id: 'password', autoComplete: 'current-password' },
  render: (args) => (
    <div className="flex max-w-sm flex-col gap-2">
      <Label htmlFor={args.id}>Kata sandi</Label>
      <PasswordInput {...args} />
    </div>
  ),
} satisfies Meta<typeof PasswordInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The toggle reveals what was typed, and says so through `aria-pressed`. */
export const Default: Story = {
  play: async ({ canvas, step }) => {
    const field = canvas.getByLabelText('Kata sandi');
    const toggle = canvas.getByRole('button', { name: 'Tampilkan kata sandi' });
    await userEvent.type(field, 'rahasia123');

    await step('hidden at first', async () => {
      await expect(field).toHaveAttribute('type', 'password');
      await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    });
    await step('the toggle shows the text', async () => {
      await userEvent.click(toggle);
      await expect(field).toHaveAttribute('type', 'text');
      await expect(field).toHaveValue('rahasia123');
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    });
    await step('and hides it again', async () => {
      await userEvent.click(toggle);
      await expect(field).toHaveAttribute('type', 'password');
    });
  },
};

export const Invalid: Story = { args: { 'aria-invalid': true, defaultValue: '123' } };

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'rahasia123' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Kata sandi')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Tampilkan kata sandi' })).toBeDisabled();
  },
};
