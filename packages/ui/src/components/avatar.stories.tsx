import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Avatar } from './avatar.tsx';

/** A portrait drawn inline, so no story depends on the network. */
const portrait = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80"><rect width="80" height="80" fill="#1f56d6"/><circle cx="40" cy="31" r="15" fill="#f1c9a5"/><path d="M12 80c3-19 15-28 28-28s25 9 28 28z" fill="#0b3b8c"/></svg>',
)}`;

const meta = {
  title: 'Components/Avatar',
  component: Avatar,
  args: { name: 'Budi Santoso' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'xl'] } },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithPhoto: Story = {
  args: { src: portrait },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Budi Santoso' })).toHaveAttribute(
      'src',
      portrait,
    );
  },
};

/** No photo: the initials stand in, with the name as the accessible name. */
export const Initials: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Budi Santoso' })).toHaveTextContent('BS');
  },
};

/** A photo that fails to load falls back to the initials. */
export const BrokenPhoto: Story = {
  args: { name: 'Siti Rahmawati Putri', src: '/avatar-that-does-not-exist.png' },
  play: async ({ canvas }) => {
    const fallback = await canvas.findByText('SP');
    await expect(fallback).toHaveAccessibleName('Siti Rahmawati Putri');
  },
};

/** Beside the written name the avatar is decorative (`alt=""`), so the name is not read twice. */
export const BesideName: Story = {
  args: { alt: '' },
  render: (args) => (
    <div className="flex items-center gap-3">
      <Avatar {...args} />
      <span className="font-semibold">{args.name}</span>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex items-end gap-3">
      <Avatar {...args} size="sm" />
      <Avatar {...args} size="md" />
      <Avatar {...args} size="lg" src={portrait} />
      <Avatar {...args} size="xl" />
    </div>
  ),
};
