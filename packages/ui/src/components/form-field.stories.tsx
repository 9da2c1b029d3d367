import type { Meta, StoryObj } from '@storybook/react-vite';
import { checkPhoneFormat, PHONE_FORMAT_MESSAGE } from '@saham/domain/phone';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { FormControl, FormDescription, FormField, FormLabel, FormMessage } from './form-field.tsx';
import { Input } from './input.tsx';
import { PasswordInput } from './password-input.tsx';

const meta = {
  title: 'Components/FormField',
  component: FormField,
  args: { className: 'max-w-sm' },
  render: (args) => (
    <FormField {...args}>
      <FormLabel>Email</FormLabel>
      <FormControl>
        <Input type="email" autoComplete="email" placeholder="nama@email.com" />
      </FormControl>
      <FormDescription>Kami kirim tautan reset kata sandi ke email ini.</FormDescription>
      <FormMessage />
    </FormField>
  ),
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Email' });
    await expect(field).toHaveAccessibleDescription(
      'Kami kirim tautan reset kata sandi ke email ini.',
    );
    await expect(field).not.toBeInvalid();
  },
};

/** The error marks the control invalid and is read with it. */
export const WithError: Story = {
  args: { error: 'Email belum terdaftar' },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Email' });
    await expect(field).toBeInvalid();
    await expect(field).toHaveAccessibleDescription(
      'Kami kirim tautan reset kata sandi ke email ini. Email belum terdaftar',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  render: (args) => (
    <FormField {...args}>
      <FormLabel>Email</FormLabel>
      <FormControl>
        <Input type="email" disabled defaultValue="budi@contoh.id" />
      </FormControl>
    </FormField>
  ),
};

export const Password: Story = {
  args: { error: 'Kata sandi minimal 8 karakter' },
  render: (args) => (
    <FormField {...args}>
      <FormLabel>Kata sandi baru</FormLabel>
      <FormControl>
        <PasswordInput autoComplete="new-password" defaultValue="rahasia" />
      </FormControl>
      <FormMessage />
    </FormField>
  ),
  play: async ({ canvas }) => {
    const field = canvas.getByLabelText('Kata sandi baru');
    await expect(field).toBeInvalid();
    await expect(field).toHaveAccessibleDescription('Kata sandi minimal 8 karakter');
  },
};

/** The pattern for live validation: the rule and its words come from @saham/domain. */
function PhoneField() {
  const [phone, setPhone] = useState('');
  const check = phone === '' ? null : checkPhoneFormat(phone);
  return (
    <FormField className="max-w-sm" error={check && !check.ok ? check.message : undefined}>
      <FormLabel>Nomor WhatsApp</FormLabel>
      <FormControl>
        <Input
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="081234567890"
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
        />
      </FormControl>
      <FormDescription>Kode verifikasi dikirim lewat WhatsApp.</FormDescription>
      <FormMessage />
    </FormField>
  );
}

/** spec §5: a phone must be numeric, otherwise 'Format nomor belum sesuai'. */
export const ValidatesWhileTyping: Story = {
  render: () => <PhoneField />,
  play: async ({ canvas, step }) => {
    const field = canvas.getByRole('textbox', { name: 'Nomor WhatsApp' });
    await step('letters show the spec message', async () => {
      await userEvent.type(field, '08abc');
      await expect(await canvas.findByText(PHONE_FORMAT_MESSAGE)).toBeVisible();
      await expect(field).toBeInvalid();
    });
    await step('digits only clear it', async () => {
      await userEvent.clear(field);
      await userEvent.type(field, '081234567890');
      await expect(canvas.queryByText(PHONE_FORMAT_MESSAGE)).not.toBeInTheDocument();
      await expect(field).not.toBeInvalid();
    });
  },
};
