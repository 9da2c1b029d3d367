import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import type { ThemeChoice } from '@saham/domain/theme';
import { AppearanceSection } from './profile-appearance.tsx';

const meta = {
  title: 'Components/Parts/Profile/AppearanceSection',
  component: AppearanceSection,
  args: { choice: 'system', onChoiceChange: fn() },
  render: function Render(args) {
    const [choice, setChoice] = useState<ThemeChoice>(args.choice);
    return (
      <AppearanceSection
        choice={choice}
        onChoiceChange={(next) => {
          setChoice(next);
          args.onChoiceChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof AppearanceSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The device's setting is the default (issue 28). */
export const FollowsTheDevice: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Ikuti sistem' })).toBeChecked();
  },
};

export const Dark: Story = { args: { choice: 'dark' } };

/** A native radio group: Tab reaches it and the arrow keys move and choose at once. */
export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Terang' }));
    await expect(args.onChoiceChange).toHaveBeenLastCalledWith('light');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Gelap' })).toBeChecked();
    await expect(args.onChoiceChange).toHaveBeenLastCalledWith('dark');
  },
};
