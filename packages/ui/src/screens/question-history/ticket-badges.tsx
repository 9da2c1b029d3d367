import type { Ticket } from '@saham/domain/api/tanya-saham';
import BriefcaseBusinessIcon from 'lucide-react/icons/briefcase-business';
import ChartCandlestickIcon from 'lucide-react/icons/chart-candlestick';
import CircleCheckIcon from 'lucide-react/icons/circle-check';
import HourglassIcon from 'lucide-react/icons/hourglass';
import MessageCircleQuestionIcon from 'lucide-react/icons/message-circle-question';
import MessageSquareReplyIcon from 'lucide-react/icons/message-square-reply';
import { Badge, type BadgeProps } from '../../components/badge.tsx';

/** A question's type (spec §1: about a stock, a portfolio, or another matter). */
export type TicketType = Ticket['type'];

/** A question's status: waiting for the analyst, answered, or ended by the member. */
export type TicketStatus = Ticket['status'];

/** The words for each question type, as the Tanya Saham main page names them. */
export const ticketTypeLabels: Record<TicketType, string> = {
  stock: 'Saham',
  portfolio: 'Portofolio',
  custom: 'Lainnya',
};

/**
 * The words for each status. Spec §2 shows no wording; these say what the member is waiting for.
 */
export const ticketStatusLabels: Record<TicketStatus, string> = {
  waiting: 'Menunggu jawaban',
  answered: 'Dijawab',
  ended: 'Selesai',
};

const statusVariants: Record<TicketStatus, BadgeProps['variant']> = {
  waiting: 'warning',
  answered: 'success',
  ended: 'neutral',
};

const statusIcons = {
  waiting: HourglassIcon,
  answered: MessageSquareReplyIcon,
  ended: CircleCheckIcon,
} as const;

const typeIcons = {
  stock: ChartCandlestickIcon,
  portfolio: BriefcaseBusinessIcon,
  custom: MessageCircleQuestionIcon,
} as const;

/**
 * A question's status as a badge: colour, icon and word, so colour is never the only cue.
 * @example <TicketStatusBadge status="waiting" />
 */
export function TicketStatusBadge({
  status,
  ...props
}: Omit<BadgeProps, 'variant' | 'children'> & { status: TicketStatus }) {
  const Icon = statusIcons[status];
  return (
    <Badge data-status={status} variant={statusVariants[status]} {...props}>
      <Icon aria-hidden />
      {ticketStatusLabels[status]}
    </Badge>
  );
}

/**
 * A question's type as a quiet badge, with the stock code for a stock question.
 * @example <TicketTypeBadge type="stock" stock="BBCA" />
 */
export function TicketTypeBadge({
  type,
  stock,
  ...props
}: Omit<BadgeProps, 'variant' | 'children'> & { type: TicketType; stock?: string | null }) {
  const Icon = typeIcons[type];
  return (
    <Badge data-type={type} variant="primary" {...props}>
      <Icon aria-hidden />
      {stock ? `${ticketTypeLabels[type]} · ${stock}` : ticketTypeLabels[type]}
    </Badge>
  );
}

/**
 * A question's heading in the product's words, by type (and stock, for a stock question).
 * @example ticketHeading('stock', 'BBCA') // 'Pertanyaan tentang BBCA'
 */
export function ticketHeading(type: TicketType, stock: string | null): string {
  if (type === 'stock') return stock ? `Pertanyaan tentang ${stock}` : 'Pertanyaan tentang saham';
  return type === 'portfolio' ? 'Pertanyaan tentang portofolio' : 'Pertanyaan lainnya';
}
