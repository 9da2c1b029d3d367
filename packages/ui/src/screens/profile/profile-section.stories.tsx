import type { Meta, StoryObj } from '@storybook/react-vite';
import UserIcon from 'lucide-react/icons/user';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../../components/button.tsx';
import { ProfileSection } from './profile-section.tsx';

const meta = {
  title: 'Components/Parts/Profile/ProfileSection',
  component: ProfileSection,
  args: {
    title: 'Data diri',
    icon: <UserIcon />,
    children: <p>Nama, e-mail dan nomor WhatsApp Anda.</p>,
  },
} satisfies Meta<typeof ProfileSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A section is a landmark named by its own heading, so screen readers can jump to it. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 2, name: 'Data diri' });
    await expect(canvas.getByRole('region', { name: 'Data diri' })).toContainElement(heading);
    await expect(canvas.getByText('Nama, e-mail dan nomor WhatsApp Anda.')).toBeVisible();
  },
};

/** An action at the heading's end (an edit button) is reached by the keyboard and works. */
const onEdit = fn();
export const WithAction: Story = {
  args: {
    action: (
      <Button size="sm" onClick={onEdit}>
        Ubah
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    onEdit.mockClear();
    await userEvent.tab();
    const edit = canvas.getByRole('button', { name: 'Ubah' });
    await expect(edit).toHaveFocus();
    await expect(canvas.getByRole('region', { name: 'Data diri' })).toContainElement(edit);
    await userEvent.keyboard('{Enter}');
    await expect(onEdit).toHaveBeenCalledTimes(1);
  },
};

/** Two sections on one page keep their own names (each heading gets its own id). */
export const TwoSections: Story = {
  render: (args) => (
    <div className="flex flex-col gap-4">
      <ProfileSection {...args} />
      <ProfileSection {...args} title="Keamanan">
        <p>Kata sandi</p>
      </ProfileSection>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Data diri' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Keamanan' })).toHaveTextContent('Kata sandi');
  },
};
