import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { TermsAcceptance } from './terms-acceptance.tsx';

const meta = {
  title: 'Components/Parts/Signup/TermsAcceptance',
  component: TermsAcceptance,
  args: { checked: false, onCheckedChange: fn() },
  render: function Render(args) {
    const [checked, setChecked] = useState(args.checked);
    return (
      <TermsAcceptance
        {...args}
        checked={checked}
        onCheckedChange={(next) => {
          setChecked(next);
          args.onCheckedChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof TermsAcceptance>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spec §2 terms and disclaimer acceptance: one checkbox, both texts a tap away. */
export const Accept: Story = {
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('checkbox', {
      name: 'Saya menyetujui Syarat & Ketentuan dan Disclaimer',
    });
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(canvas.getByRole('button', { name: 'Syarat & Ketentuan' }));
    const dialog = await screen.findByRole('dialog', { name: /Syarat/ });
    await expect(dialog).toHaveAccessibleDescription(expect.stringMatching(/\S/));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

/** Sending without it says why, next to the box. */
export const NotAccepted: Story = {
  args: { error: 'Setujui Syarat & Ketentuan dan Disclaimer untuk melanjutkan.' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('checkbox', { name: /Saya menyetujui/ }),
    ).toHaveAccessibleDescription(/Setujui Syarat/);
  },
};
