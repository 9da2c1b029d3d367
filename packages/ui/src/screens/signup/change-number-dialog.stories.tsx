import { PHONE_FORMAT_MESSAGE } from '@saham/domain/phone';
import {
  INVALID_WA_NUMBER_MESSAGE,
  SAME_VERIFICATION_NUMBER_MESSAGE,
} from '@saham/domain/validation';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type * as React from 'react';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { Button } from '../../components/button.tsx';
import { playDialogTrapsFocusAndClosesOnEscape } from '../../components/dialog-play.ts';
import { demoMember } from '../auth/auth.fixtures.ts';
import { ChangeNumberDialog } from './change-number-dialog.tsx';

const meta = {
  title: 'Components/Parts/Signup/ChangeNumberDialog',
  component: ChangeNumberDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    phone: demoMember.phone,
    onSubmit: fn(),
  },
} satisfies Meta<typeof ChangeNumberDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog', { name: 'Ubah nomor WhatsApp' });

/** It starts from the number the code went to, as the member typed it. */
export const Open: Story = {
  play: async () => {
    const found = within(await dialog());
    await expect(found.getByRole('textbox', { name: 'Nomor WhatsApp baru' })).toHaveValue(
      demoMember.phone.replace(/^62/, ''),
    );
    await expect(
      found.getByRole('link', { name: 'Kembali ke formulir pendaftaran' }),
    ).toHaveAttribute('href', '/signup');
  },
};

/** A new valid number is sent, with the dial code it was typed with. */
export const SendsTheNewNumber: Story = {
  play: async ({ args }) => {
    const found = within(await dialog());
    const field = found.getByRole('textbox', { name: 'Nomor WhatsApp baru' });
    await userEvent.clear(field);
    await userEvent.type(field, '85712345678');
    await userEvent.click(found.getByRole('button', { name: 'Kirim kode ke nomor ini' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      '6285712345678',
      expect.objectContaining({ dial_code: '+62' }),
    );
  },
};

/** Spec §5: checked before it is sent; the same number points at the resend button instead. */
export const RefusedBeforeSending: Story = {
  play: async ({ args }) => {
    const found = within(await dialog());
    const field = found.getByRole('textbox', { name: 'Nomor WhatsApp baru' });
    const send = found.getByRole('button', { name: 'Kirim kode ke nomor ini' });
    await userEvent.click(send);
    await expect(await found.findByText(SAME_VERIFICATION_NUMBER_MESSAGE)).toBeVisible();
    await userEvent.clear(field);
    await userEvent.type(field, '857');
    await userEvent.click(send);
    await expect(await found.findByText(INVALID_WA_NUMBER_MESSAGE)).toBeVisible();
    await userEvent.type(field, 'x');
    await expect(await found.findByText(PHONE_FORMAT_MESSAGE)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Sending: Story = {
  args: { status: 'sending' },
  play: async () => {
    const found = within(await dialog());
    await expect(found.getByRole('button', { name: 'Kirim kode ke nomor ini' })).toBeDisabled();
  },
};

/** The server's refusal shows in the dialog, which keeps what was typed. */
export const ServerRefused: Story = {
  args: { status: 'error', error: 'Nomor WhatsApp sudah terdaftar.' },
  play: async () => {
    const found = within(await dialog());
    await expect(found.getByRole('alert')).toHaveTextContent('Nomor WhatsApp sudah terdaftar.');
  },
};

/** Every dialog traps focus, closes on Escape and gives focus back. */
export const Keyboard: Story = {
  args: { open: undefined as unknown as boolean, onOpenChange: undefined as never },
  render: function Render(args) {
    return <KeyboardDemo {...args} />;
  },
  play: async ({ canvas }) => {
    await playDialogTrapsFocusAndClosesOnEscape({
      trigger: canvas.getByRole('button', { name: 'Ubah nomor' }),
      name: 'Ubah nomor WhatsApp',
    });
  },
};

function KeyboardDemo(args: React.ComponentProps<typeof ChangeNumberDialog>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="link" onClick={() => setOpen(true)}>
        Ubah nomor
      </Button>
      <ChangeNumberDialog {...args} open={open} onOpenChange={setOpen} />
    </>
  );
}
