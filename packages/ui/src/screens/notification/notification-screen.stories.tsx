import type { Meta, StoryObj } from '@storybook/react-vite';
import { NOTIFICATION_FETCH_SIZE } from '@saham/domain/constants';
import { inboxTabs, readNotification } from '@saham/domain/notifications';
import { routes } from '@saham/domain/routes';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AppShell } from '../../components/app-shell.tsx';
import {
  fullInbox,
  longNotifications,
  notifications,
  now,
  readNotifications,
} from './notification.fixtures.ts';
import { NotificationScreen, type NotificationScreenProps } from './notification-screen.tsx';

/**
 * The screen as the app drives it: reading one applies the domain's §4 rule (mark read, lower the
 * count), and every call still reaches the args.
 */
function DrivenNotifications(args: NotificationScreenProps) {
  const [inbox, setInbox] = useState(args.notifications);
  return (
    <NotificationScreen
      {...args}
      notifications={inbox}
      onRead={(notification) => {
        args.onRead(notification);
        setInbox(
          readNotification({ notifications: inbox, unreadCount: 0 }, notification.id).notifications,
        );
      }}
    />
  );
}

const meta = {
  title: 'Screens/Notification/Notifikasi',
  component: NotificationScreen,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'mobile' } },
  decorators: [
    (Story) => (
      <AppShell activeRoute="notification" title={routes.notification.meta.title}>
        <Story />
      </AppShell>
    ),
  ],
  render: (args) => <DrivenNotifications {...args} />,
  args: {
    status: 'success',
    notifications,
    now,
    onRead: fn(),
    onReadAll: fn(),
    onCategoryChange: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof NotificationScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const desktop = { viewport: { value: 'desktop' } };

/**
 * How many pixels of a tab a member does not see clearly: outside its list's box, or under the
 * faded edge on a side with more tabs (2.5rem). Scrolling moves by whole pixels, so up to one is
 * sub-pixel rounding.
 */
function hiddenPixels(tab: HTMLElement): number {
  const list = tab.closest<HTMLElement>('[role="tablist"]');
  if (!list) return 0;
  const box = list.getBoundingClientRect();
  const overflow = list.dataset.overflow;
  const fade = 40;
  const left = box.left + (overflow === 'start' || overflow === 'both' ? fade : 0);
  const right = box.right - (overflow === 'end' || overflow === 'both' ? fade : 0);
  const rect = tab.getBoundingClientRect();
  return rect.width - Math.max(0, Math.min(rect.right, right) - Math.max(rect.left, left));
}

/** The inbox: unread rows are marked, with the count in the header. */
export const Mobile: Story = {
  play: async ({ canvas }) => {
    // Spec §2: notification is not one of the menu screens, so no menu item says "this page"
    // (issue 27: Beranda was highlighted here).
    for (const menu of canvas.getAllByRole('navigation', { name: 'Menu utama' })) {
      for (const link of within(menu).getAllByRole('link')) {
        await expect(link).not.toHaveAttribute('aria-current');
      }
    }
    await expect(canvas.getByText('3 belum dibaca')).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Notifikasi Semua' });
    const rows = within(list).getAllByRole('button');
    await expect(rows).toHaveLength(8);
    await expect(rows[0]).toHaveAccessibleName(/^Belum dibaca: Analis menjawab/);
    await expect(rows[3]).not.toHaveAccessibleName(/Belum dibaca/);
    await expect(rows[0]).toHaveTextContent('16:12');
    await expect(rows[3]).toHaveTextContent('Yesterday');
  },
};

export const Desktop: Story = { ...Mobile, globals: desktop };

/** A category tab changes the list: Event shows only the event notifications. */
export const CategoryTabChangesList: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Event' }));
    await expect(args.onCategoryChange).toHaveBeenCalledWith('event');
    const list = canvas.getByRole('list', { name: 'Notifikasi Event' });
    const rows = within(list).getAllByRole('button');
    await expect(rows).toHaveLength(2);
    for (const row of rows) await expect(row).toHaveTextContent('Event');
    await expect(canvas.queryByText('Langganan VIP Anda aktif')).toBeNull();

    await userEvent.click(canvas.getByRole('tab', { name: 'Tanya Saham' }));
    const next = canvas.getByRole('list', { name: 'Notifikasi Tanya Saham' });
    await expect(within(next).getAllByRole('button')).toHaveLength(2);
    // The same list, its rows changed: a switch does not mount a new virtual list (issue 29).
    await expect(next).toBe(list);
  },
};

/**
 * The tabs are the server's (§7 GET push-notification/category): its names and order, 'Semua'
 * first. A category no tab lists ('other' here) shows under 'Semua' only, read as 'Lainnya'.
 */
export const CategoriesFromServer: Story = {
  globals: desktop,
  args: {
    categories: inboxTabs([
      { name: 'Tanya Analis', slug: 'ask-stock' },
      { name: 'Event & Webinar', slug: 'event' },
      { name: 'Analisis & Edukasi', slug: 'content' },
    ]),
  },
  play: async ({ args, canvas }) => {
    const tabs = within(canvas.getByRole('tablist', { name: 'Kategori notifikasi' }));
    await expect(tabs.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Semua',
      'Tanya Analis',
      'Event & Webinar',
      'Analisis & Edukasi',
    ]);
    await userEvent.click(tabs.getByRole('tab', { name: 'Tanya Analis' }));
    await expect(args.onCategoryChange).toHaveBeenCalledWith('ask-stock');
    const list = canvas.getByRole('list', { name: 'Notifikasi Tanya Analis' });
    const rows = within(list).getAllByRole('button');
    await expect(rows).toHaveLength(2);
    for (const row of rows) await expect(row).toHaveTextContent('Tanya Analis');
  },
};

export const CategoryTabChangesListDesktop: Story = {
  ...CategoryTabChangesList,
  globals: desktop,
};

/**
 * At 375 px the five tabs do not fit (issue 27: "Lainnya" was cut off with nothing saying more
 * follow): the list scrolls, its edge fades on the side with more tabs, and the arrow keys, Home
 * and End bring the chosen tab into full view.
 */
export const TabsScrollOnPhone: Story = {
  play: async ({ args, canvas }) => {
    const list = canvas.getByRole('tablist', { name: 'Kategori notifikasi' });
    const all = canvas.getByRole('tab', { name: 'Semua' });
    const other = canvas.getByRole('tab', { name: 'Lainnya' });
    await waitFor(() => expect(list).toHaveAttribute('data-overflow', 'end'));
    await expect(getComputedStyle(list).maskImage).toContain('linear-gradient');
    await expect(hiddenPixels(other)).toBeGreaterThan(8);

    all.focus();
    await userEvent.keyboard('{End}');
    await expect(other).toHaveFocus();
    await expect(other).toHaveAttribute('aria-selected', 'true');
    await expect(args.onCategoryChange).toHaveBeenLastCalledWith('other');
    await waitFor(() => expect(list).toHaveAttribute('data-overflow', 'start'));
    await expect(hiddenPixels(other)).toBeLessThanOrEqual(1);

    await userEvent.keyboard('{ArrowLeft}');
    const askStock = canvas.getByRole('tab', { name: 'Tanya Saham' });
    await expect(askStock).toHaveAttribute('aria-selected', 'true');
    await expect(hiddenPixels(askStock)).toBeLessThanOrEqual(1);

    await userEvent.keyboard('{Home}');
    await expect(all).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(list).toHaveAttribute('data-overflow', 'end'));
    await expect(hiddenPixels(all)).toBeLessThanOrEqual(1);

    // A tap on the half-shown tab brings it, and the one after it, into view.
    await userEvent.click(askStock);
    await expect(hiddenPixels(askStock)).toBeLessThanOrEqual(1);
  },
};

/**
 * The screen as the app drives it per category: each tab is fetched on its own (loading, then the
 * category's rows), and a category without any shows an empty tab, not an empty inbox.
 */
function FetchedByCategory(args: NotificationScreenProps) {
  const [category, setCategory] = useState('all');
  const [status, setStatus] = useState<NotificationScreenProps['status']>('success');
  return (
    <NotificationScreen
      {...args}
      status={status}
      notifications={args.notifications.filter(
        (item) => category === 'all' || item.category === category,
      )}
      category={category}
      onCategoryChange={(next) => {
        args.onCategoryChange?.(next);
        setCategory(next);
        setStatus('loading');
        setTimeout(() => setStatus('success'), 150);
      }}
    />
  );
}

/**
 * Switching tabs while each category loads: the tabs stay, so the keyboard's focus stays on the
 * chosen tab and the arrow keys go on from there (issue 27: the tabs left with every switch).
 */
export const KeyboardAcrossLoadingTabs: Story = {
  args: { notifications: notifications.filter((item) => item.category !== 'other') },
  render: (args) => <FetchedByCategory {...args} />,
  play: async ({ args, canvas }) => {
    canvas.getByRole('tab', { name: 'Semua' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    const content = canvas.getByRole('tab', { name: 'Konten' });
    await expect(content).toHaveFocus();
    await expect(canvas.getByRole('status')).toHaveTextContent('Memuat notifikasi');
    await expect(await canvas.findByRole('list', { name: 'Notifikasi Konten' })).toBeVisible();
    await expect(content).toHaveFocus();
    await userEvent.keyboard('{End}');
    const other = canvas.getByRole('tab', { name: 'Lainnya' });
    await expect(other).toHaveFocus();
    await expect(args.onCategoryChange).toHaveBeenLastCalledWith('other');
    // No row is of the category 'other' here: an empty tab, with every tab still there.
    await expect(await canvas.findByText('Belum ada notifikasi Lainnya')).toBeVisible();
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('tab', { name: 'Semua' })).toHaveFocus();
  },
};

export const KeyboardAcrossLoadingTabsDesktop: Story = {
  ...KeyboardAcrossLoadingTabs,
  globals: desktop,
};

/** At 1280 px every tab fits: nothing scrolls and no edge fades. */
export const TabsFitOnDesktop: Story = {
  globals: desktop,
  play: async ({ canvas }) => {
    const list = canvas.getByRole('tablist', { name: 'Kategori notifikasi' });
    await expect(list).not.toHaveAttribute('data-overflow');
    for (const tab of canvas.getAllByRole('tab'))
      await expect(hiddenPixels(tab)).toBeLessThanOrEqual(1);
  },
};

/** Reading one hands it to the app (spec §4) and its unread marker goes. */
export const ReadOne: Story = {
  play: async ({ args, canvas }) => {
    const first = canvas.getByRole('button', {
      name: /Analis menjawab pertanyaan Anda tentang BBCA/,
    });
    await userEvent.click(first);
    await expect(args.onRead).toHaveBeenCalledWith(notifications[0]);
    await expect(canvas.getByText('2 belum dibaca')).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: /Analis menjawab pertanyaan Anda tentang BBCA/ }),
    ).not.toHaveAccessibleName(/Belum dibaca/);
  },
};

export const ReadOneDesktop: Story = { ...ReadOne, globals: desktop };

export const ReadAll: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Tandai semua dibaca' }));
    await expect(args.onReadAll).toHaveBeenCalledOnce();
  },
};

export const ReadAllDesktop: Story = { ...ReadAll, globals: desktop };

export const ReadingAll: Story = {
  args: { readingAll: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Menandai…' })).toBeDisabled();
  },
};

export const ReadingAllDesktop: Story = { ...ReadingAll, globals: desktop };

/** Nothing unread: read-all has nothing to do. */
export const AllRead: Story = {
  args: { notifications: readNotifications },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Semua sudah dibaca')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tandai semua dibaca' })).toBeDisabled();
  },
};

export const AllReadDesktop: Story = { ...AllRead, globals: desktop };

/** How many times a row of {@link countedInbox} rendered: a row reads its title once a render. */
const rowRenders = { count: 0 };

/** The 10,000 of fullInbox, each counting the renders of its row. */
const countedInbox = fullInbox.map(({ title, ...rest }) => ({
  ...rest,
  get title() {
    rowRenders.count += 1;
    return title;
  },
}));

/**
 * Spec §7, §9: a whole fetch of 10,000; only a few dozen rows are in the page, and scrolling
 * renders only the rows that arrive (issue 29: every row shown rendered again on every scroll
 * step, 10-27 fps on a phone).
 */
export const TenThousand: Story = {
  args: { notifications: countedInbox, unreadCount: 25 },
  play: async ({ canvas, step }) => {
    await expect(canvas.getByText('25 belum dibaca')).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Notifikasi Semua' });
    const items = within(list).getAllByRole('listitem');
    await expect(items.length).toBeLessThan(60);
    await expect(items[0]).toHaveAttribute('aria-setsize', String(NOTIFICATION_FETCH_SIZE));

    await step('scrolling by two rows renders only the rows that arrive', async () => {
      const shown = within(list).getAllByRole('listitem').length;
      const rendered = rowRenders.count;
      const arrived = () =>
        list.querySelector(`li[aria-posinset="${shown + 2}"]`) !== null &&
        list.querySelector(`li[aria-posinset="${shown + 1}"]`) !== null;
      for (let step = 0; step < 4; step += 1) {
        window.scrollBy(0, 48);
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
      await waitFor(() => expect(arrived()).toBe(true));
      // Four scroll steps brought about two rows (and their measuring); a row that renders
      // again on every step would count every row shown four times over.
      await expect(rowRenders.count - rendered).toBeLessThan(shown);
      window.scrollTo(0, 0);
      await waitFor(() => expect(list.querySelector('li[aria-posinset="1"]')).not.toBeNull());
    });
  },
};

export const TenThousandDesktop: Story = { ...TenThousand, globals: desktop };

export const Loading: Story = {
  args: { status: 'loading', notifications: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Memuat notifikasi');
  },
};

export const LoadingDesktop: Story = { ...Loading, globals: desktop };

export const Error: Story = {
  args: { status: 'error', notifications: [] },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Coba lagi' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const ErrorDesktop: Story = { ...Error, globals: desktop };

export const Empty: Story = {
  args: { status: 'empty', notifications: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Belum ada notifikasi')).toBeVisible();
  },
};

export const EmptyDesktop: Story = { ...Empty, globals: desktop };

/** A tab with nothing in it says so. */
export const EmptyCategory: Story = {
  args: {
    notifications: notifications.filter((notification) => notification.category !== 'event'),
    defaultCategory: 'event',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Belum ada notifikasi Event')).toBeVisible();
  },
};

export const EmptyCategoryDesktop: Story = { ...EmptyCategory, globals: desktop };

export const LongContent: Story = { args: { notifications: longNotifications } };

export const LongContentDesktop: Story = { ...LongContent, globals: desktop };
