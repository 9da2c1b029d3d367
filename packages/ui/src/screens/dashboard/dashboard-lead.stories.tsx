import { emptyLeadFormValues } from '@saham/domain/lead';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DEMO_LEAD_WHATSAPP_TEXT, DEMO_SALES_PHONE } from './dashboard.fixtures.ts';
import { LeadSection } from './dashboard-lead.tsx';

const meta = {
  title: 'Components/Parts/Dashboard/LeadSection',
  component: LeadSection,
  args: {
    headingId: 'lead-heading',
    values: emptyLeadFormValues,
    onValuesChange: fn(),
    onSubmit: fn(),
    status: { status: 'idle' },
    salesPhone: DEMO_SALES_PHONE,
  },
  // The app owns the draft; state stands in here so typing shows.
  render: function Render(args) {
    const [values, setValues] = useState(args.values);
    return (
      <LeadSection
        {...args}
        values={values}
        onValuesChange={(next) => {
          args.onValuesChange(next);
          setValues(next);
        }}
      />
    );
  },
} satisfies Meta<typeof LeadSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spec §1 lead capture in its own card: a region named 'Konsultasi gratis' holding the form. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const region = within(canvas.getByRole('region', { name: 'Konsultasi gratis' }));
    await userEvent.type(region.getByRole('textbox', { name: 'Nama' }), 'Budi Santoso');
    await userEvent.type(region.getByRole('textbox', { name: 'Nomor WhatsApp' }), '081234567890');
    await userEvent.selectOptions(
      region.getByRole('combobox', { name: 'Minat' }),
      'Membership VIP',
    );
    await userEvent.click(region.getByRole('button', { name: 'Hubungi saya' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Budi Santoso',
      phone: '6281234567890',
      product: 'membership-vip',
    });
  },
};

/** While the lead is on its way the button is busy and cannot send twice. */
export const Sending: Story = {
  args: {
    values: { name: 'Budi Santoso', phone: '081234567890', interest: 'membership-vip' },
    status: { status: 'submitting' },
  },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: /Mengirim/ });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Nama' })).toBeDisabled();
  },
};

/** Sent: the card keeps its heading and hands over to WhatsApp with the server's text (spec §7). */
export const Sent: Story = {
  args: { status: { status: 'success', whatsappText: DEMO_LEAD_WHATSAPP_TEXT } },
  play: async ({ canvas }) => {
    const region = within(canvas.getByRole('region', { name: 'Konsultasi gratis' }));
    await expect(region.getByText('Terima kasih, data Anda sudah kami terima.')).toBeVisible();
    await expect(region.getByRole('link', { name: /Chat via WhatsApp/ })).toHaveAttribute(
      'href',
      expect.stringContaining(`https://wa.me/${DEMO_SALES_PHONE}?text=`),
    );
  },
};

export const Error: Story = {
  args: {
    values: { name: 'Budi Santoso', phone: '081234567890', interest: 'membership-vip' },
    status: { status: 'error', message: 'Server Error' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Data belum terkirim')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Nama' })).toHaveValue('Budi Santoso');
  },
};
