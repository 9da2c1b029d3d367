import { PASSWORD_MAX_LENGTH, PASSWORD_RULES, type PasswordRule } from '@saham/domain/credentials';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import {
  FormControl,
  FormDescription,
  FormField,
  FormLabel,
  FormMessage,
} from '../../components/form-field.tsx';
import { PasswordInput } from '../../components/password-input.tsx';
import { demoMember } from './auth.fixtures.ts';
import { checkNewPassword } from '@saham/domain/credentials';
import { PasswordRequirements, type PasswordRequirementsProps } from './password-requirements.tsx';

/** Each requirement's words, read from the domain's rules rather than retyped. */
const rule = Object.fromEntries(PASSWORD_RULES.map(({ id, label }) => [id, label])) as Record<
  PasswordRule['id'],
  string
>;

/** What a screen reader hears for a requirement that is met, and for one that is not. */
const met = (label: string) => `${label} (terpenuhi)`;
const unmet = (label: string) => `${label} (belum)`;

/** The requirements in order, as heard: each with its 'met' or 'not yet' in words. */
function heard(list: HTMLElement): string[] {
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

/** A password over the domain's length limit (letters and digits, so only the length fails). */
const tooLongPassword = 'a1'.repeat(PASSWORD_MAX_LENGTH / 2 + 1);

/** The weak password of the error story: eight digits, so the letter requirement is unmet. */
const digitsOnly = '12345678';

/**
 * The requirements where the product shows them: the description of a new-password field, which
 * a screen reader reads when the field is focused. The typed password drives the list.
 */
function RequirementsField({
  password,
  error,
  ...props
}: PasswordRequirementsProps & { error?: string }) {
  const [typed, setTyped] = useState(password);
  return (
    <div className="max-w-sm">
      <FormField error={error}>
        <FormLabel>Kata sandi baru</FormLabel>
        <FormControl>
          <PasswordInput
            autoComplete="new-password"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
        </FormControl>
        <FormDescription>
          <PasswordRequirements password={typed} {...props} />
        </FormDescription>
        <FormMessage />
      </FormField>
    </div>
  );
}

const meta = {
  title: 'Components/Parts/Auth/PasswordRequirements',
  component: PasswordRequirements,
  args: { password: '' },
} satisfies Meta<typeof PasswordRequirements>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing typed yet: every requirement still open. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Syarat kata sandi' });
    await expect(heard(list)).toEqual([unmet(rule.length), unmet(rule.letter), unmet(rule.digit)]);
  },
};

/** Letters only: the letter requirement is met, length and digit are not. */
export const PartlyMet: Story = {
  args: { password: 'rahasia' },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Syarat kata sandi' });
    await expect(heard(list)).toEqual([unmet(rule.length), met(rule.letter), unmet(rule.digit)]);
  },
};

export const AllMet: Story = {
  args: { password: demoMember.password },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Syarat kata sandi' });
    await expect(heard(list)).toEqual([met(rule.length), met(rule.letter), met(rule.digit)]);
  },
};

/** Over the domain's length limit: the limit joins the list, unmet, at the end. */
export const TooLong: Story = {
  args: { password: tooLongPassword },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Syarat kata sandi' });
    await expect(heard(list)).toEqual([
      met(rule.length),
      met(rule.letter),
      met(rule.digit),
      unmet(`Maksimal ${PASSWORD_MAX_LENGTH} karakter`),
    ]);
  },
};

/** Under its field: typing ticks the requirements one by one, and the field reads them. */
export const Typing: Story = {
  render: (args) => <RequirementsField {...args} />,
  play: async ({ canvas, step }) => {
    const field = canvas.getByLabelText('Kata sandi baru');
    const list = canvas.getByRole('list', { name: 'Syarat kata sandi' });
    await expect(field).toHaveAccessibleDescription(expect.stringContaining(unmet(rule.length)));

    await step('a letter', async () => {
      await userEvent.type(field, 'S');
      await expect(heard(list)).toEqual([unmet(rule.length), met(rule.letter), unmet(rule.digit)]);
    });
    await step('a digit', async () => {
      await userEvent.type(field, '2');
      await expect(heard(list)).toEqual([unmet(rule.length), met(rule.letter), met(rule.digit)]);
    });
    await step('eight characters', async () => {
      await userEvent.type(field, 'aham26');
      await expect(heard(list)).toEqual([met(rule.length), met(rule.letter), met(rule.digit)]);
      await expect(field).toHaveAccessibleDescription(expect.stringContaining(met(rule.length)));
    });
    await step('deleting unticks again', async () => {
      await userEvent.keyboard('{Backspace}');
      await expect(heard(list)).toEqual([unmet(rule.length), met(rule.letter), met(rule.digit)]);
    });
  },
};

/** Sent while a requirement is unmet: the field is invalid, and names both the list and the error. */
export const WithError: Story = {
  args: { password: digitsOnly },
  render: (args) => (
    <RequirementsField
      {...args}
      error={checkNewPassword({ password: args.password, passwordConfirmation: '' }).password}
    />
  ),
  play: async ({ args, canvas }) => {
    const error = checkNewPassword({ password: args.password, passwordConfirmation: '' }).password;
    await expect(error).toBeDefined();
    const field = canvas.getByLabelText('Kata sandi baru');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(expect.stringContaining(unmet(rule.letter)));
    await expect(field).toHaveAccessibleDescription(expect.stringContaining(error ?? ''));
    await expect(canvas.getByText(error ?? '')).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Syarat kata sandi' });
    await expect(heard(list)).toEqual([met(rule.length), unmet(rule.letter), met(rule.digit)]);
  },
};
