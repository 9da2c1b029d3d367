import type { Meta, StoryObj } from '@storybook/react-vite';
import { YESTERDAY_LABEL } from '@saham/domain/dates';
import { expect } from 'storybook/test';
import { DateText } from './date-text.tsx';

/** A fixed clock (house style: inject `now`), so the stories never change with the day. */
const now = '2026-01-05T10:00:00+07:00';

const meta = {
  title: 'Components/DateText',
  component: DateText,
  args: { value: '2026-01-04T17:00:00Z' },
} satisfies Meta<typeof DateText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** spec §9: DD MMMM YYYY, in Jakarta time. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const time = canvas.getByText('05 Januari 2026');
    await expect(time.tagName).toBe('TIME');
    await expect(time).toHaveAttribute('datetime', '2026-01-04T17:00:00Z');
  },
};

/** spec §9 list dates: HH:mm for today... */
export const ListToday: Story = {
  args: { value: '2026-01-05T09:30:00+07:00', format: 'list', now },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('09:30')).toBeVisible();
  },
};

/** ...'Yesterday' for the day before... */
export const ListYesterday: Story = {
  args: { value: '2026-01-04T20:00:00+07:00', format: 'list', now },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(YESTERDAY_LABEL)).toBeVisible();
  },
};

/** ...and DD MMM YYYY before that. */
export const ListOlder: Story = {
  args: { value: '2026-01-03T09:30:00+07:00', format: 'list', now },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('03 Jan 2026')).toBeVisible();
  },
};

/** spec §9: server time shown as UTC with the suffix WIB. */
export const ServerTime: Story = {
  args: { value: '2026-01-05T07:30:00Z', format: 'server' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('05 Januari 2026 07:30 WIB')).toBeVisible();
  },
};

/** Text the caller formatted wins; the `<time>` still carries the machine date. */
export const CallerFormatted: Story = {
  args: { value: 1767582000000, children: 'Senin pagi' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Senin pagi')).toHaveAttribute(
      'datetime',
      '2026-01-05T03:00:00.000Z',
    );
  },
};

/** An unreadable date renders nothing, never 'Invalid Date'. */
export const Unreadable: Story = {
  args: { value: 'kemarin sore' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('time')).toBeNull();
  },
};
