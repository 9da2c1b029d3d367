import type { Meta, StoryObj } from '@storybook/react-vite';
import ArrowLeftIcon from 'lucide-react/icons/arrow-left';
import BellIcon from 'lucide-react/icons/bell';
import BookmarkIcon from 'lucide-react/icons/bookmark';
import CalendarIcon from 'lucide-react/icons/calendar';
import ChartCandlestickIcon from 'lucide-react/icons/chart-candlestick';
import ChartLineIcon from 'lucide-react/icons/chart-line';
import CheckIcon from 'lucide-react/icons/check';
import ChevronRightIcon from 'lucide-react/icons/chevron-right';
import CircleAlertIcon from 'lucide-react/icons/circle-alert';
import CircleCheckIcon from 'lucide-react/icons/circle-check';
import CircleHelpIcon from 'lucide-react/icons/circle-help';
import ClockIcon from 'lucide-react/icons/clock';
import CopyIcon from 'lucide-react/icons/copy';
import CrownIcon from 'lucide-react/icons/crown';
import EyeIcon from 'lucide-react/icons/eye';
import EyeOffIcon from 'lucide-react/icons/eye-off';
import FileTextIcon from 'lucide-react/icons/file-text';
import FunnelIcon from 'lucide-react/icons/funnel';
import GiftIcon from 'lucide-react/icons/gift';
import GraduationCapIcon from 'lucide-react/icons/graduation-cap';
import HistoryIcon from 'lucide-react/icons/history';
import ImageIcon from 'lucide-react/icons/image';
import InfoIcon from 'lucide-react/icons/info';
import LayoutDashboardIcon from 'lucide-react/icons/layout-dashboard';
import LightbulbIcon from 'lucide-react/icons/lightbulb';
import LoaderCircleIcon from 'lucide-react/icons/loader-circle';
import LockIcon from 'lucide-react/icons/lock';
import LogOutIcon from 'lucide-react/icons/log-out';
import MailIcon from 'lucide-react/icons/mail';
import MegaphoneIcon from 'lucide-react/icons/megaphone';
import MessageCircleQuestionIcon from 'lucide-react/icons/message-circle-question';
import MinusIcon from 'lucide-react/icons/minus';
import PhoneIcon from 'lucide-react/icons/phone';
import PlayIcon from 'lucide-react/icons/play';
import RotateCwIcon from 'lucide-react/icons/rotate-cw';
import SearchIcon from 'lucide-react/icons/search';
import SendIcon from 'lucide-react/icons/send';
import Share2Icon from 'lucide-react/icons/share-2';
import ShieldCheckIcon from 'lucide-react/icons/shield-check';
import StarIcon from 'lucide-react/icons/star';
import TrendingDownIcon from 'lucide-react/icons/trending-down';
import TrendingUpIcon from 'lucide-react/icons/trending-up';
import TriangleAlertIcon from 'lucide-react/icons/triangle-alert';
import UploadIcon from 'lucide-react/icons/upload';
import UserIcon from 'lucide-react/icons/user';
import WifiOffIcon from 'lucide-react/icons/wifi-off';
import XIcon from 'lucide-react/icons/x';
import type * as React from 'react';
import { expect } from 'storybook/test';

/*
 * The icon set: lucide-react, imported one icon per module (`lucide-react/icons/<name>`), so each
 * screen ships only the icons it draws and the dev server never loads the whole set.
 */

type Icon = React.ComponentType<React.SVGProps<SVGSVGElement>>;

const groups: { title: string; icons: { name: string; Icon: Icon; use: string }[] }[] = [
  {
    title: 'Menu (spec §2 menu screens)',
    icons: [
      { name: 'layout-dashboard', Icon: LayoutDashboardIcon, use: 'Dashboard' },
      { name: 'lightbulb', Icon: LightbulbIcon, use: 'Trading Ideas' },
      { name: 'graduation-cap', Icon: GraduationCapIcon, use: 'Edukasi' },
      { name: 'chart-line', Icon: ChartLineIcon, use: 'Analisis' },
      { name: 'message-circle-question', Icon: MessageCircleQuestionIcon, use: 'Tanya Saham' },
      { name: 'search', Icon: SearchIcon, use: 'Cari Saham' },
    ],
  },
  {
    title: 'Market',
    icons: [
      { name: 'trending-up', Icon: TrendingUpIcon, use: 'Buy signal' },
      { name: 'minus', Icon: MinusIcon, use: 'Hold, unchanged' },
      { name: 'trending-down', Icon: TrendingDownIcon, use: 'Sell signal' },
      { name: 'chart-candlestick', Icon: ChartCandlestickIcon, use: 'Chart' },
      { name: 'bookmark', Icon: BookmarkIcon, use: 'Watchlist' },
      { name: 'crown', Icon: CrownIcon, use: 'VIP' },
      { name: 'funnel', Icon: FunnelIcon, use: 'Filter' },
      { name: 'star', Icon: StarIcon, use: 'Rating' },
    ],
  },
  {
    title: 'Navigation and actions',
    icons: [
      { name: 'arrow-left', Icon: ArrowLeftIcon, use: 'Back' },
      { name: 'chevron-right', Icon: ChevronRightIcon, use: 'Open detail' },
      { name: 'x', Icon: XIcon, use: 'Close' },
      { name: 'check', Icon: CheckIcon, use: 'Selected' },
      { name: 'rotate-cw', Icon: RotateCwIcon, use: 'Retry' },
      { name: 'send', Icon: SendIcon, use: 'Send question' },
      { name: 'share-2', Icon: Share2Icon, use: 'Share, invite' },
      { name: 'copy', Icon: CopyIcon, use: 'Copy link' },
      { name: 'upload', Icon: UploadIcon, use: 'Upload' },
      { name: 'log-out', Icon: LogOutIcon, use: 'Log out' },
    ],
  },
  {
    title: 'Account and content',
    icons: [
      { name: 'user', Icon: UserIcon, use: 'Profile' },
      { name: 'bell', Icon: BellIcon, use: 'Notifications' },
      { name: 'mail', Icon: MailIcon, use: 'E-mail login' },
      { name: 'phone', Icon: PhoneIcon, use: 'WhatsApp number' },
      { name: 'lock', Icon: LockIcon, use: 'Password' },
      { name: 'eye', Icon: EyeIcon, use: 'Show password' },
      { name: 'eye-off', Icon: EyeOffIcon, use: 'Hide password' },
      { name: 'shield-check', Icon: ShieldCheckIcon, use: 'Security' },
      { name: 'circle-help', Icon: CircleHelpIcon, use: 'Help, FAQ' },
      { name: 'history', Icon: HistoryIcon, use: 'Question history' },
      { name: 'file-text', Icon: FileTextIcon, use: 'Article, terms' },
      { name: 'play', Icon: PlayIcon, use: 'Video' },
      { name: 'image', Icon: ImageIcon, use: 'Image' },
      { name: 'calendar', Icon: CalendarIcon, use: 'Event, date' },
      { name: 'clock', Icon: ClockIcon, use: 'Time' },
      { name: 'megaphone', Icon: MegaphoneIcon, use: 'Promotion' },
      { name: 'gift', Icon: GiftIcon, use: 'Invite a friend' },
    ],
  },
  {
    title: 'Status',
    icons: [
      { name: 'info', Icon: InfoIcon, use: 'Information' },
      { name: 'circle-check', Icon: CircleCheckIcon, use: 'Success' },
      { name: 'triangle-alert', Icon: TriangleAlertIcon, use: 'Warning' },
      { name: 'circle-alert', Icon: CircleAlertIcon, use: 'Error' },
      { name: 'wifi-off', Icon: WifiOffIcon, use: 'No connection' },
      { name: 'loader-circle', Icon: LoaderCircleIcon, use: 'Loading (Spinner)' },
    ],
  },
];

const meta = {
  title: 'Foundations/Icons',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const IconSet: Story = {
  render: () => (
    <div className="flex max-w-4xl flex-col gap-8">
      <header className="text-muted-foreground flex flex-col gap-2 text-sm">
        <h1 className="text-foreground text-2xl font-bold">Icons</h1>
        <p>
          Import one icon per module:{' '}
          <code className="text-foreground">
            import BellIcon from &apos;lucide-react/icons/bell&apos;
          </code>
          . Icons are decorative (<code>aria-hidden</code>) next to words; an icon alone goes in an
          IconButton, which requires an <code>aria-label</code>. Icons take the text colour and size
          to 1.125em inside buttons.
        </p>
      </header>
      {groups.map((group) => (
        <section key={group.title} aria-label={group.title} className="flex flex-col gap-3">
          <h2 className="text-lg font-bold">{group.title}</h2>
          <ul className="s:grid-cols-3 m:grid-cols-4 l:grid-cols-6 grid grid-cols-2 gap-2">
            {group.icons.map(({ name, Icon, use }) => (
              <li
                key={name}
                className="border-border bg-card flex flex-col items-center gap-2 rounded-xl border p-3 text-center"
              >
                <Icon aria-hidden className="text-foreground size-6" />
                <span className="text-xs font-semibold">{use}</span>
                <code className="text-muted-foreground text-[0.6875rem]">{name}</code>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const count = groups.reduce((sum, group) => sum + group.icons.length, 0);
    await expect(canvasElement.querySelectorAll('svg.lucide')).toHaveLength(count);
    // Decorative: no icon is announced on its own.
    for (const svg of canvasElement.querySelectorAll('svg.lucide')) {
      await expect(svg).toHaveAttribute('aria-hidden', 'true');
    }
  },
};
