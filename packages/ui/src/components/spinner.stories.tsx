import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Button } from './button.tsx';
import { Spinner } from './spinner.tsx';

const meta = {
  title: 'Components/Spinner',
  component: Spinner,
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    tone: { control: 'inline-radio', options: ['primary', 'current', 'muted'] },
  },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A status live region: screen readers hear the label, sighted members see the spin. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Memuat…');
  },
};

/**
 * A whole screen's loading: not displayed for its first second (most loads end sooner), then it
 * shows and turns, and screen readers hear its label.
 */
export const Delayed: Story = {
  args: { delayed: true, size: 'lg' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('status')).toBeNull();
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Memuat…'), {
      timeout: 3000,
    });
  },
};

export const WithVisibleLabel: Story = {
  args: { label: 'Memuat trading ideas…', showLabel: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Memuat trading ideas…')).toBeVisible();
  },
};

export const Sizes: Story = {
  render: () => (
    <div className="flex items-center gap-4">
      <Spinner size="sm" label="Memuat kecil" />
      <Spinner size="md" label="Memuat sedang" />
      <Spinner size="lg" label="Memuat besar" />
    </div>
  ),
};

/** Inside a button while it works: the button is busy and cannot be pressed twice. */
export const InButton: Story = {
  render: () => (
    <Button disabled aria-busy>
      <Spinner size="sm" tone="current" label="Mengirim" />
      Kirim
    </Button>
  ),
};
