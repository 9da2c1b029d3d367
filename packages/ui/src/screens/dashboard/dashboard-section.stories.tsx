import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SectionError, SectionHeader } from './dashboard-section.tsx';

/*
 * The parts every dashboard section shares. Each section's own stories show them in place; these
 * prove the parts' promises once: a heading with its link, and a failure that keeps the rest of the
 * dashboard and retries only when the app can.
 */
const meta = {
  title: 'Components/Parts/Dashboard/Section',
  component: SectionError,
  args: { what: 'Trading ideas', onRetry: fn() },
} satisfies Meta<typeof SectionError>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A failed section says which part failed and retries it by keyboard. */
export const Failed: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Trading ideas gagal dimuat.');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Coba lagi' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Without a way to retry, no button promises one. */
export const FailedWithoutRetry: Story = {
  args: { onRetry: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Trading ideas gagal dimuat.');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** The heading names the section (its id is what the section's aria-labelledby points at). */
export const Header: Story = {
  render: () => (
    <section aria-labelledby="picks-heading">
      <SectionHeader
        id="picks-heading"
        title="Trading ideas pilihan"
        action={<a href="#stockpick">Lihat semua</a>}
      />
    </section>
  ),
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Trading ideas pilihan' });
    await expect(section).toContainElement(
      canvas.getByRole('heading', { level: 2, name: 'Trading ideas pilihan' }),
    );
    await expect(canvas.getByRole('link', { name: 'Lihat semua' })).toHaveAttribute(
      'href',
      '#stockpick',
    );
  },
};
