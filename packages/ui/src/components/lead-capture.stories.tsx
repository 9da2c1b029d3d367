import { type LeadFormValues, LEAD_FORM_MESSAGES, emptyLeadFormValues } from '@saham/domain/lead';
import { formatLeadWhatsappText } from '@saham/domain/text';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { LeadCapture } from './lead-capture.tsx';

const salesPhone = '6281100002222';
const whatsappText = 'Halo Tim Saham.<br>Saya Budi Santoso, ingin konsultasi Membership VIP.';
const budi: LeadFormValues = {
  name: 'Budi Santoso',
  phone: '081234567890',
  interest: 'membership-vip',
};

const meta = {
  title: 'Components/LeadCapture',
  component: LeadCapture,
  args: {
    values: emptyLeadFormValues,
    onValuesChange: fn(),
    onSubmit: fn(),
    status: { status: 'idle' },
    salesPhone,
  },
  // The app owns the values (a draft); the stories keep them in state so typing shows.
  render: function Render(args) {
    const [values, setValues] = useState(args.values);
    return (
      <div className="max-w-sm">
        <LeadCapture
          {...args}
          values={values}
          onValuesChange={(next) => {
            args.onValuesChange(next);
            setValues(next);
          }}
        />
      </div>
    );
  },
} satisfies Meta<typeof LeadCapture>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spec §1 lead capture: a name, a WhatsApp number and an interest; sent as full digits. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Nama' }), 'Budi Santoso');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Nomor WhatsApp' }), '081234567890');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Minat' }), 'Tanya Saham');
    await userEvent.click(canvas.getByRole('button', { name: 'Hubungi saya' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Budi Santoso',
      phone: '6281234567890',
      product: 'tanya-saham',
    });
  },
};

/** Nothing is sent until every field is right; each names its own problem (§5 for the number). */
export const Invalid: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Hubungi saya' }));
    await expect(canvas.getByRole('textbox', { name: 'Nama' })).toHaveAccessibleDescription(
      LEAD_FORM_MESSAGES.nameRequired,
    );
    await expect(canvas.getByText(LEAD_FORM_MESSAGES.phone)).toBeVisible();
    await expect(canvas.getByText(LEAD_FORM_MESSAGES.interestRequired)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  args: { values: budi, status: { status: 'submitting' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Mengirim/ })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Nama' })).toBeDisabled();
  },
};

/** A failed call keeps what was typed, with the failure's message. */
export const Error: Story = {
  args: { values: budi, status: { status: 'error', message: 'Server Error' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Data belum terkirim')).toBeVisible();
    await expect(canvas.getByText('Server Error')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Nama' })).toHaveValue('Budi Santoso');
  },
};

/** Spec §7: the response's whatsapp_text, its line-break codes as new lines, and the chat link. */
export const Success: Story = {
  args: { status: { status: 'success', whatsappText } },
  play: async ({ canvas }) => {
    const expected = formatLeadWhatsappText(whatsappText);
    await expect(canvas.getByRole('status')).toHaveTextContent(/Terima kasih/);
    const link = canvas.getByRole('link', { name: /Chat via WhatsApp/ });
    await expect(link).toHaveAttribute(
      'href',
      `https://wa.me/${salesPhone}?text=${encodeURIComponent(expected)}`,
    );
  },
};

/** Without a sales number there is no chat link, only the thanks. */
export const SuccessWithoutSalesPhone: Story = {
  args: { status: { status: 'success', whatsappText: null }, salesPhone: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Terima kasih, data Anda sudah kami terima.')).toBeVisible();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};
