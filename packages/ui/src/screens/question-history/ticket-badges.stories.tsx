import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { HistoryTicket } from './question-history-screen.tsx';
import { tickets } from './question-history.fixtures.ts';
import { TicketStatusBadge, TicketTypeBadge } from './ticket-badges.tsx';

/** The history's first ticket of a kind, so every badge shows a real question's data. */
function ticketWith(match: Partial<Pick<HistoryTicket, 'type' | 'status'>>): HistoryTicket {
  const found = tickets.find(
    (ticket) =>
      (match.type === undefined || ticket.type === match.type) &&
      (match.status === undefined || ticket.status === match.status),
  );
  if (!found) throw new Error(`No demo ticket with ${JSON.stringify(match)}`);
  return found;
}

const stockTicket = ticketWith({ type: 'stock' });
const portfolioTicket = ticketWith({ type: 'portfolio' });
const customTicket = ticketWith({ type: 'custom' });

const meta = {
  title: 'Components/Parts/QuestionHistory/TicketBadges',
  component: TicketStatusBadge,
  args: { status: 'waiting' },
  argTypes: {
    status: { control: 'inline-radio', options: ['waiting', 'answered', 'ended'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
} satisfies Meta<typeof TicketStatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waiting for the analyst: a warning colour, an hourglass and the words, never colour alone. */
export const Waiting: Story = {
  args: { status: ticketWith({ status: 'waiting' }).status },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Menunggu jawaban')).toHaveAttribute('data-variant', 'warning');
  },
};

export const Answered: Story = {
  args: { status: ticketWith({ status: 'answered' }).status },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Dijawab')).toHaveAttribute('data-variant', 'success');
  },
};

/** Ended by the member: quiet, since nothing is left to do. */
export const Ended: Story = {
  args: { status: ticketWith({ status: 'ended' }).status },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Selesai')).toHaveAttribute('data-variant', 'neutral');
  },
};

/** The small size of the history list's rows: 20 px high instead of 24. */
export const StatusSmall: Story = {
  args: { size: 'sm' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Menunggu jawaban').getBoundingClientRect().height).toBe(20);
  },
};

/** A stock question names its stock. */
export const TypeStock: Story = {
  render: ({ size }) => (
    <TicketTypeBadge type={stockTicket.type} stock={stockTicket.stock} size={size} />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(`Saham · ${stockTicket.stock ?? ''}`)).toBeVisible();
  },
};

/** A stock question whose stock is not known (yet): the type alone. */
export const TypeStockWithoutCode: Story = {
  render: ({ size }) => <TicketTypeBadge type="stock" stock={null} size={size} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Saham')).toBeVisible();
  },
};

export const TypePortfolio: Story = {
  render: ({ size }) => (
    <TicketTypeBadge type={portfolioTicket.type} stock={portfolioTicket.stock} size={size} />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Portofolio')).toBeVisible();
  },
};

/** Another matter (spec §1 custom questions). */
export const TypeCustom: Story = {
  render: ({ size }) => (
    <TicketTypeBadge type={customTicket.type} stock={customTicket.stock} size={size} />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Lainnya')).toBeVisible();
  },
};

/** Every ticket of the history, type beside status, as a row of the list shows them. */
export const AllTickets: Story = {
  args: { size: 'sm' },
  render: ({ size }) => (
    <ul className="flex flex-col gap-2">
      {tickets.map((ticket) => (
        <li key={ticket.id} className="flex flex-wrap gap-2">
          <TicketTypeBadge type={ticket.type} stock={ticket.stock} size={size} />
          <TicketStatusBadge status={ticket.status} size={size} />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas }) => {
    const rows = canvas.getAllByRole('listitem');
    await expect(rows).toHaveLength(tickets.length);
    await expect(rows[0]).toHaveTextContent('Saham · BBCAMenunggu jawaban');
    await expect(rows[1]).toHaveTextContent('PortofolioDijawab');
    await expect(rows[2]).toHaveTextContent('LainnyaDijawab');
    await expect(rows[3]).toHaveTextContent('Saham · GOTOSelesai');
  },
};
