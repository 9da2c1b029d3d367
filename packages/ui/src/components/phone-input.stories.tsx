import { DEFAULT_DIAL_CODE, PHONE_FORMAT_MESSAGE, type DialCode } from '@saham/domain/phone';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PhoneInput } from './phone-input.tsx';

/** A few entries as GET /api/country returns them (spec §7 dialCodes). */
const dialCodes: readonly DialCode[] = [
  DEFAULT_DIAL_CODE,
  { code: 'MY', dial_code: '+60', flag: '🇲🇾', name: 'Malaysia' },
  { code: 'SG', dial_code: '+65', flag: '🇸🇬', name: 'Singapura' },
  { code: 'AU', dial_code: '+61', flag: '🇦🇺', name: 'Australia' },
  { code: 'US', dial_code: '+1', flag: '🇺🇸', name: 'Amerika Serikat' },
];

const meta = {
  title: 'Components/PhoneInput',
  component: PhoneInput,
  args: {
    dialCodes,
    onValueChange: fn(),
    onDialCodeChange: fn(),
    description: 'Kami kirim kode verifikasi lewat WhatsApp.',
  },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PhoneInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spec §3, §9: Indonesia (+62) is selected until the member picks another country. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Kode negara' })).toHaveDisplayValue(
      /Indonesia \(\+62\)/,
    );
    await expect(canvas.getByText('+62')).toBeVisible();
  },
};

export const Filled: Story = { args: { defaultValue: '0812 3456 7890' } };

/** An error from outside the field, e.g. the server's (spec §5 'Invalid WA Number'). */
export const WithError: Story = {
  args: { defaultValue: '0812 3456', error: 'Invalid WA Number' },
};

export const Disabled: Story = { args: { defaultValue: '081234567890', disabled: true } };

/** Spec §5: letters are not a phone number; the field says 'Format nomor belum sesuai'. */
export const TypingLettersShowsFormatMessage: Story = {
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Nomor WhatsApp' });
    await userEvent.type(field, '0812abc');
    // The numeric key filter keeps the letters out of the field...
    await expect(field).toHaveValue('0812');
    // ...and the member is told why.
    await expect(canvas.getByText(PHONE_FORMAT_MESSAGE)).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(expect.stringContaining(PHONE_FORMAT_MESSAGE));
    // A digit afterwards clears the message.
    await userEvent.type(field, '3');
    await expect(canvas.queryByText(PHONE_FORMAT_MESSAGE)).not.toBeInTheDocument();
    await expect(field).not.toHaveAttribute('aria-invalid');
  },
};

/** Pasted text skips the key filter; the same §5 numeric check catches it. */
export const PastedLettersShowFormatMessage: Story = {
  play: async ({ args, canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Nomor WhatsApp' });
    await userEvent.click(field);
    await userEvent.paste('0812-34AB');
    await expect(canvas.getByText(PHONE_FORMAT_MESSAGE)).toBeVisible();
    await expect(args.onValueChange).toHaveBeenLastCalledWith(
      '0812-34AB',
      expect.objectContaining({ formatError: PHONE_FORMAT_MESSAGE }),
    );
  },
};

/** The caller receives the number as the server wants it: dial code first, digits only. */
export const ReportsFullNumber: Story = {
  play: async ({ args, canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Nomor WhatsApp' });
    await userEvent.type(field, '081234567890');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('081234567890', {
      dialCode: DEFAULT_DIAL_CODE,
      fullNumber: '6281234567890',
      formatError: undefined,
    });
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Kode negara' }), 'SG');
    await expect(canvas.getByText('+65')).toBeVisible();
    await expect(args.onDialCodeChange).toHaveBeenCalledWith(dialCodes[2]);
    await expect(args.onValueChange).toHaveBeenLastCalledWith(
      '081234567890',
      expect.objectContaining({ fullNumber: '6581234567890' }),
    );
  },
};

/** Before the country list has loaded, Indonesia is still offered. */
export const WithoutCountryList: Story = { args: { dialCodes: [] } };
