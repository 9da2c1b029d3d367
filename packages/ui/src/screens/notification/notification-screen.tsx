import type { Notification } from '@saham/domain/api/notifications';
import type { DateInput } from '@saham/domain/dates';
import {
  type InboxTab,
  inboxCategoryLabel,
  inboxTabShare,
  inboxTabs,
} from '@saham/domain/notifications';
import { idNumberFormat } from '@saham/domain/number-format';
import BellIcon from 'lucide-react/icons/bell';
import BellOffIcon from 'lucide-react/icons/bell-off';
import CalendarDaysIcon from 'lucide-react/icons/calendar-days';
import CheckCheckIcon from 'lucide-react/icons/check-check';
import MessagesSquareIcon from 'lucide-react/icons/messages-square';
import NewspaperIcon from 'lucide-react/icons/newspaper';
import type * as React from 'react';
import { memo, useMemo } from 'react';
import { Button } from '../../components/button.tsx';
import { DateText } from '../../components/date-text.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { ErrorState } from '../../components/error-state.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/tabs.tsx';
import { VirtualList } from '../../components/virtual-list.tsx';
import { cn } from '../../lib/cn.ts';
import { useControllableState } from '../../lib/use-controllable-state.ts';

/** What a row shows of a notification (domain api/notifications; spec §3 id, is_read, landing_url). */
export type NotificationItem = Pick<
  Notification,
  'id' | 'title' | 'body' | 'category' | 'is_read' | 'landing_url' | 'created_at'
>;

/** Props of {@link NotificationScreen}: data and callbacks, never a fetch or a store. */
export interface NotificationScreenProps {
  /** `empty`: loaded, and the member has no notification at all. */
  status: 'loading' | 'error' | 'empty' | 'success';
  /**
   * The inbox (spec §7: fetched 10,000 at a time), newest first. The screen shows the chosen
   * category's share of it, so a tab never shows another category's row.
   */
  notifications: readonly NotificationItem[];
  /**
   * The tabs (domain inboxTabs: 'Semua', then the categories of §7 GET push-notification/category);
   * §2's own categories when absent.
   */
  categories?: readonly InboxTab[];
  /** The chosen tab's slug (controlled); the screen keeps its own when absent. */
  category?: string;
  /** The first tab when uncontrolled. */
  defaultCategory?: string;
  onCategoryChange?: (category: string) => void;
  /** The unread count (GET count-unread `Count`); counted from the list when absent. */
  unreadCount?: number;
  /** The clock for list dates (spec §9: HH:mm today, 'Yesterday', or DD MMM YYYY). */
  now: DateInput;
  /**
   * Reads one. Spec §4: the app marks it read, lowers the count by one, then goes to its
   * landing_url if it has one (domain readNotification decides).
   */
  onRead: (notification: NotificationItem) => void;
  /** Spec §4: reading all marks every one read, then the app reloads the page. */
  onReadAll: () => void;
  /** Read-all is on its way. */
  readingAll?: boolean;
  /** More pages exist (the list asks for them near its end). */
  hasMore?: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
  onRetry: () => void;
}

const categoryIcons: Record<string, React.ComponentType<React.SVGProps<SVGSVGElement>>> = {
  content: NewspaperIcon,
  event: CalendarDaysIcon,
  'ask-stock': MessagesSquareIcon,
};

/** The tabs when the app gives none: §2's categories. */
const specTabs = inboxTabs(undefined);

/**
 * A row's key for the virtual list, one function for every render: a new one would make the list
 * measure every notification again (10,000) whenever the screen renders.
 */
const notificationKey = (notification: NotificationItem) => notification.id;

/**
 * One row, memoised (issue 29): the list renders again on every scroll step and tab switch, and an
 * inbox holds up to 10,000 rows, so a row renders only when its own notification, the tabs, the
 * clock or the handler change (the app keeps the last three stable).
 */
const NotificationRow = memo(function NotificationRow({
  notification,
  tabs,
  now,
  onRead,
}: {
  notification: NotificationItem;
  tabs: readonly InboxTab[];
  now: DateInput;
  onRead: (notification: NotificationItem) => void;
}) {
  const Icon = categoryIcons[notification.category] ?? BellIcon;
  const unread = !notification.is_read;
  return (
    <button
      type="button"
      data-slot="notification-row"
      data-unread={unread || undefined}
      onClick={() => onRead(notification)}
      className={cn(
        'border-border flex w-full cursor-pointer items-start gap-3 border-b px-4 py-3.5 text-left',
        'duration-fast ease-standard hover:bg-accent transition-colors',
        'focus-visible:ring-ring outline-none focus-visible:ring-2 focus-visible:ring-inset',
        unread ? 'bg-secondary/50' : 'bg-card',
      )}
    >
      <span
        aria-hidden
        className={cn(
          'mt-0.5 flex size-10 shrink-0 items-center justify-center rounded-full [&_svg]:size-5',
          unread ? 'bg-primary text-primary-foreground' : 'bg-muted text-muted-foreground',
        )}
      >
        <Icon />
      </span>
      {/* The title comes first in the DOM, so a screen reader hears "Belum dibaca: <title>"
          before the body and the meta row, which `order-first` shows on top. */}
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className={cn('text-foreground text-sm', unread ? 'font-bold' : 'font-medium')}>
          {unread ? <span className="sr-only">Belum dibaca: </span> : null}
          {notification.title}
        </span>
        <span className="text-muted-foreground line-clamp-2 text-sm">{notification.body}</span>
        <span className="text-muted-foreground order-first flex items-center justify-between gap-2 text-xs">
          <span className="truncate font-semibold">
            {inboxCategoryLabel(notification.category, tabs)}
          </span>
          <DateText value={notification.created_at} format="list" now={now} />
        </span>
      </span>
      {unread ? (
        <span aria-hidden className="bg-primary mt-2 size-2.5 shrink-0 rounded-full" />
      ) : null}
    </button>
  );
});

function LoadingRows() {
  return (
    <div aria-busy className="border-border bg-card overflow-hidden rounded-xl border">
      <Spinner label="Memuat notifikasi" className="sr-only" />
      {[1, 2, 3, 4, 5].map((key) => (
        <div key={key} className="border-border flex gap-3 border-b px-4 py-3.5 last:border-0">
          <Skeleton shape="circle" className="size-10 shrink-0" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton shape="text" className="h-3 w-1/3" />
            <Skeleton shape="text" className="w-3/4" />
            <Skeleton shape="text" className="w-full" />
          </div>
        </div>
      ))}
    </div>
  );
}

/**
 * The notification inbox (spec §2 /notification): a tab per category (domain inboxTabs: 'Semua' and
 * the categories the server lists, §2's all, content, event, ask-stock and other until then), unread rows marked in bold with a dot and for screen
 * readers, reading one (§4) and reading all. The list is virtualised (spec §7 fetches 10,000).
 * @example <NotificationScreen status="success" notifications={inbox} now={now} onRead={read} onReadAll={readAll} onRetry={reload} />
 */
export function NotificationScreen({
  status,
  notifications,
  categories = specTabs,
  category,
  defaultCategory = 'all',
  onCategoryChange,
  unreadCount,
  now,
  onRead,
  onReadAll,
  readingAll = false,
  hasMore = false,
  loadingMore = false,
  onLoadMore,
  onRetry,
}: NotificationScreenProps) {
  const [tab, setTab] = useControllableState<string>({
    value: category,
    defaultValue: defaultCategory,
    onChange: onCategoryChange,
  });
  const unread =
    unreadCount ?? notifications.reduce((count, item) => count + (item.is_read ? 0 : 1), 0);
  // The tab's share of the inbox, worked out once per inbox, tab or tab list (issue 29: 10,000
  // rows were filtered again on every render, scroll steps included).
  const shown = useMemo(
    () => inboxTabShare(notifications, tab, categories),
    [notifications, tab, categories],
  );
  const chosenLabel = categories.find((item) => item.slug === tab)?.label ?? '';

  return (
    <div
      data-slot="notification-screen"
      className="m:gap-5 m:px-6 m:py-8 mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-5"
    >
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h1 className="text-foreground m:text-3xl text-2xl font-bold">Notifikasi</h1>
          <p className="text-muted-foreground text-sm" aria-live="polite">
            {status === 'success' || status === 'empty'
              ? unread > 0
                ? `${idNumberFormat().format(unread)} belum dibaca`
                : 'Semua sudah dibaca'
              : '\u00a0'}
          </p>
        </div>
        {status === 'success' ? (
          <Button
            variant="outline"
            size="sm"
            disabled={unread === 0 || readingAll}
            aria-busy={readingAll || undefined}
            onClick={onReadAll}
          >
            <CheckCheckIcon aria-hidden />
            {readingAll ? 'Menandai…' : 'Tandai semua dibaca'}
          </Button>
        ) : null}
      </header>

      {status === 'error' ? (
        <ErrorState
          title="Notifikasi gagal dimuat"
          description="Periksa koneksi internet Anda, lalu coba lagi."
          onRetry={onRetry}
        />
      ) : null}

      {status === 'empty' ? (
        <EmptyState
          icon={<BellOffIcon />}
          title="Belum ada notifikasi"
          description="Jawaban analis, analisis terbaru dan event akan muncul di sini."
        />
      ) : null}

      {/* The tabs stay while a category loads: the app fetches each category on its own, and
          tabs that left with every switch took the keyboard's focus with them (issue 27). */}
      {status === 'loading' || status === 'success' ? (
        <Tabs
          value={tab}
          onValueChange={(value) => {
            if (categories.some((item) => item.slug === value)) setTab(value);
          }}
        >
          <TabsList aria-label="Kategori notifikasi">
            {categories.map((item) => (
              <TabsTrigger key={item.slug} value={item.slug}>
                {item.label}
              </TabsTrigger>
            ))}
          </TabsList>
          {/* The chosen tab's panel keeps its place (and its React key) across switches, so its
              virtual list stays mounted and only its rows change (issue 29: a panel per tab
              mounted a new list and its virtualiser on every switch; bench:lists at 4x CPU, four
              interleaved runs of five switches each, 172 ms to the next paint on average and
              176-280 ms at the longest per run before, 144 ms and 160-216 ms after). The other
              tabs' panels are there, hidden and empty, as before, for their tabs' aria-controls. */}
          {categories
            .filter((item) => item.slug !== tab)
            .map((item) => (
              <TabsContent key={item.slug} value={item.slug} />
            ))}
          <TabsContent key="chosen" value={tab}>
            {status === 'loading' ? (
              <LoadingRows />
            ) : (
              <VirtualList
                aria-label={`Notifikasi ${chosenLabel}`}
                scrollParent="window"
                items={shown}
                getItemKey={notificationKey}
                estimateSize={96}
                renderItem={(notification) => (
                  <NotificationRow
                    notification={notification}
                    tabs={categories}
                    now={now}
                    onRead={onRead}
                  />
                )}
                hasMore={hasMore}
                loadingMore={loadingMore}
                onEndReached={onLoadMore}
                className="border-border bg-card shadow-card overflow-hidden rounded-xl border"
                empty={
                  <EmptyState
                    layout="inline"
                    icon={<BellIcon />}
                    title={`Belum ada notifikasi ${chosenLabel}`}
                    description="Notifikasi baru di kategori ini akan muncul di sini."
                  />
                }
              />
            )}
          </TabsContent>
        </Tabs>
      ) : null}
    </div>
  );
}
