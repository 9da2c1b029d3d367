import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DemoLink } from '../live/live.fixtures.ts';
import { DEMO_EVENTS, DEMO_LONG_EVENT } from './dashboard.fixtures.ts';
import { EventsSection } from './dashboard-events.tsx';

const [webinar, meetup] = DEMO_EVENTS;
if (!webinar || !meetup) throw new globalThis.Error('dashboard fixtures changed');

const meta = {
  title: 'Components/Parts/Dashboard/EventsSection',
  component: EventsSection,
  args: {
    headingId: 'events-heading',
    state: { status: 'success', items: DEMO_EVENTS },
    onEventClick: fn(),
    onRetry: fn(),
    LinkComponent: DemoLink,
  },
} satisfies Meta<typeof EventsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each event links to its page (spec §2 /event/{event_slug}) with its date, WIB time and place. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const section = canvas.getByRole('region', { name: 'Event mendatang' });
    await expect(within(section).getAllByRole('listitem')).toHaveLength(DEMO_EVENTS.length);
    const link = canvas.getByRole('link', { name: webinar.title });
    await expect(link).toHaveAttribute('href', `/event/${webinar.slug}`);
    const card = link.closest('article') as HTMLElement;
    await expect(within(card).getByText(/10 Januari 2026, 10[.:]00 WIB/)).toBeVisible();
    await expect(within(card).getByText('Online')).toBeVisible();
    await userEvent.click(link);
    await expect(args.onEventClick).toHaveBeenCalledWith(webinar);
  },
};

/** A place, not a stream: no 'Online' badge. */
export const InPerson: Story = {
  args: { state: { status: 'success', items: [meetup] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(meetup.location)).toBeVisible();
    await expect(canvas.queryByText('Online')).not.toBeInTheDocument();
  },
};

/** Each card's link is one Tab stop; Enter follows it. */
export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: webinar.title })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: meetup.title })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onEventClick).toHaveBeenCalledWith(meetup);
  },
};

export const LongContent: Story = {
  args: { state: { status: 'success', items: [DEMO_LONG_EVENT] } },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /^Kelas Analisa Teknikal untuk Pemula:/ });
    const card = link.closest('article') as HTMLElement;
    // The title wraps; the card stays inside the section.
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  },
};

/** The heading stays; two card-sized shapes hold the place. */
export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Event mendatang' })).toBeVisible();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

/** The failure is announced and retried on its own. */
export const Error: Story = {
  args: { state: { status: 'error' } },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Event gagal dimuat.');
    await userEvent.click(canvas.getByRole('button', { name: 'Coba lagi' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Empty: Story = {
  args: { state: { status: 'success', items: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Belum ada event')).toBeVisible();
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};
