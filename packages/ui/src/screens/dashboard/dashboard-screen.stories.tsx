import { emptyLeadFormValues } from '@saham/domain/lead';
import { formatLeadWhatsappText } from '@saham/domain/text';
import { popupStateFromList } from '@saham/domain/popups';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { AppShell } from '../../components/app-shell.tsx';
import type { LeadStatus } from '../../components/lead-capture.tsx';
import { DEMO_PICKS, DemoLink } from '../live/live.fixtures.ts';
import {
  DASHBOARD_NOW,
  DEMO_BANNERS,
  DEMO_EVENTS,
  DEMO_FOR_YOU,
  DEMO_LEAD_WHATSAPP_TEXT,
  DEMO_LONG_EVENT,
  DEMO_POPUPS,
  DEMO_SALES_PHONE,
  DEMO_TICKERS,
} from './dashboard.fixtures.ts';
import { DashboardScreen, type DashboardScreenProps } from './dashboard-screen.tsx';

const desktop = { viewport: { value: 'desktop', isRotated: false } };

/** Popups already closed, so the other stories show the dashboard itself. */
const popupsClosed = { ...popupStateFromList(DEMO_POPUPS), closed: true };

const loading = { status: 'loading' } as const;
const failed = { status: 'error' } as const;
const none = { status: 'success', items: [] } as const;

const meta = {
  title: 'Screens/Dashboard/Dashboard',
  component: DashboardScreen,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    memberName: 'Budi Santoso',
    membership: 'vip',
    now: DASHBOARD_NOW,
    tickers: { status: 'success', items: DEMO_TICKERS },
    banners: { status: 'success', items: DEMO_BANNERS },
    picks: { status: 'success', items: DEMO_PICKS.slice(0, 4) },
    forYou: { status: 'success', items: DEMO_FOR_YOU },
    events: { status: 'success', items: DEMO_EVENTS },
    leadValues: emptyLeadFormValues,
    leadStatus: { status: 'idle' },
    salesPhone: DEMO_SALES_PHONE,
    popupState: popupsClosed,
    LinkComponent: DemoLink,
    onTickerClick: fn(),
    onTickersRetry: fn(),
    onBannerClick: fn(),
    onOpenPick: fn(),
    onPicksRetry: fn(),
    onForYouClick: fn(),
    onForYouRetry: fn(),
    onEventClick: fn(),
    onEventsRetry: fn(),
    onLeadValuesChange: fn(),
    onLeadSubmit: fn(),
    onUpgrade: fn(),
    onPopupStateChange: fn(),
    onPopupOpen: fn(),
  },
  // The app owns the lead draft, the lead call and the popup record; local state stands in here:
  // a submitted lead answers with the demo whatsapp_text, as the server would.
  render: function Render(args: DashboardScreenProps) {
    const [leadValues, setLeadValues] = useState(args.leadValues);
    const [leadStatus, setLeadStatus] = useState<LeadStatus>(args.leadStatus);
    const [popupState, setPopupState] = useState(args.popupState);
    return (
      <AppShell activeRoute="dashboard" title="Dashboard" LinkComponent={DemoLink}>
        <DashboardScreen
          {...args}
          leadValues={leadValues}
          leadStatus={leadStatus}
          popupState={popupState}
          onLeadValuesChange={(values) => {
            args.onLeadValuesChange(values);
            setLeadValues(values);
          }}
          onLeadSubmit={(submission) => {
            args.onLeadSubmit(submission);
            setLeadStatus({ status: 'success', whatsappText: DEMO_LEAD_WHATSAPP_TEXT });
          }}
          onPopupStateChange={(state) => {
            args.onPopupStateChange(state);
            setPopupState(state);
          }}
        />
      </AppShell>
    );
  },
} satisfies Meta<typeof DashboardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A VIP member's dashboard: greeting by name, ticker, promos, ideas, feed, events, lead form. */
export const Mobile: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Halo, Budi Santoso' }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: 'Ticker pasar' })).toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: 'Promo' })).toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { name: 'Upgrade ke VIP' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Lihat semua' })).toHaveAttribute(
      'href',
      '/stockpick',
    );
    await expect(
      canvas.getByRole('link', { name: 'Webinar: Strategi Dividen 2026' }),
    ).toHaveAttribute('href', '/event/strategi-dividen-2026');
    // The feed's cards snap into place: the first one starts at the page's margin, not scrolled
    // under the screen's edge by it.
    const feed = canvas.getByRole('heading', { name: 'Untuk Anda' }).closest('section');
    await expect(feed?.querySelector('ul')?.scrollLeft).toBe(0);
  },
};

export const Desktop: Story = { globals: desktop };

/**
 * As the app renders it (issue 5): the first frame holds what a phone shows first; for you, events
 * and the lead form follow once it has painted.
 */
export const DeferredBelowFold: Story = {
  args: { deferBelowFold: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Promo' })).toBeInTheDocument();
    await expect(
      await canvas.findByRole('link', { name: 'Webinar: Strategi Dividen 2026' }),
    ).toHaveAttribute('href', '/event/strategi-dividen-2026');
    const feed = canvas.getByRole('heading', { name: 'Untuk Anda' }).closest('section');
    // Laid out only when it comes near the screen.
    await expect(feed && getComputedStyle(feed).contentVisibility).toBe('auto');
  },
};

/** The free variant: the VIP offer, and VIP ideas locked (spec §6). */
export const FreeMember: Story = {
  args: { membership: 'free' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Upgrade ke VIP' })).toBeVisible();
    // Issue 27: VIP has the same three-chat limit (§6, §9), so the offer promises no 'tanpa batas'.
    await expect(canvas.getByText(/Tanya Saham langsung ke analis/)).toBeVisible();
    await expect(canvas.queryByText(/tanpa batas/)).toBeNull();
    await expect(canvas.getByText('Free')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Lihat paket VIP' }));
    await expect(args.onUpgrade).toHaveBeenCalled();
    await expect(
      canvas.getAllByRole('button', { name: /khusus member VIP$/ }).length,
    ).toBeGreaterThan(0);
  },
};
export const FreeMemberDesktop: Story = { ...FreeMember, globals: desktop };

export const Vip: Story = {
  play: async ({ canvas }) => {
    const header = canvas.getByRole('heading', { level: 1 }).closest('header') as HTMLElement;
    await expect(within(header).getByText('VIP')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /khusus member VIP$/ })).toBeNull();
  },
};
export const VipDesktop: Story = { globals: desktop };

/**
 * Remote config turned the for-you feed and lead capture off (issue 6 feature switches): the
 * sections are not there at all, rather than empty.
 */
export const FeaturesSwitchedOff: Story = {
  args: { forYouEnabled: false, leadEnabled: false },
  globals: desktop,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Trading ideas pilihan' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Untuk Anda' })).not.toBeInTheDocument();
    await expect(
      canvas.queryByRole('form', { name: /Tinggalkan kontak Anda/ }),
    ).not.toBeInTheDocument();
  },
};

/** The carousel moves only when asked: buttons, dots and a spoken position. */
export const PromoCarousel: Story = {
  play: async ({ args, canvas }) => {
    const carousel = canvas.getByRole('region', { name: 'Promo' });
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(within(carousel).getByText(/^Promo 1 dari 4/)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Promo berikutnya' }));
    await expect(within(carousel).getByText(/^Promo 2 dari 4: Webinar gratis/)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Tampilkan promo 2' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    // Only the shown slide is reachable; the others are inert.
    const link = canvas.getByRole('link', { name: 'Webinar gratis: Strategi Dividen 2026' });
    await userEvent.click(link);
    await expect(args.onBannerClick).toHaveBeenCalledWith(DEMO_BANNERS[1]);
    await userEvent.click(canvas.getByRole('button', { name: 'Promo sebelumnya' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Promo sebelumnya' }));
    await expect(within(carousel).getByText(/^Promo 4 dari 4/)).toBeInTheDocument();
  },
};

/** A ticker entry reports its pick (spec §2 analytics: ticker item click). */
export const TickerClick: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Energi/ }));
    await expect(args.onTickerClick).toHaveBeenCalledWith(DEMO_TICKERS[3]);
  },
};

/**
 * Lead capture: name, WhatsApp number and interest; the answer's whatsapp_text shows formatted by
 * spec §7's rule, with a 'Chat via WhatsApp' link carrying it.
 */
export const LeadCapture: Story = {
  play: async ({ args, canvas, step }) => {
    const form = canvas.getByRole('form', { name: /Tinggalkan kontak Anda/ });
    await step('fill in and send', async () => {
      await userEvent.type(within(form).getByRole('textbox', { name: 'Nama' }), 'Budi Santoso');
      await userEvent.type(
        within(form).getByRole('textbox', { name: 'Nomor WhatsApp' }),
        '081234567890',
      );
      await userEvent.selectOptions(
        within(form).getByRole('combobox', { name: 'Minat' }),
        'Membership VIP',
      );
      await expect(args.onLeadValuesChange).toHaveBeenLastCalledWith({
        name: 'Budi Santoso',
        phone: '081234567890',
        interest: 'membership-vip',
      });
      await userEvent.click(within(form).getByRole('button', { name: 'Hubungi saya' }));
      await expect(args.onLeadSubmit).toHaveBeenCalledWith({
        name: 'Budi Santoso',
        phone: '6281234567890',
        product: 'membership-vip',
      });
    });
    await step('the WhatsApp text and link', async () => {
      const expected = formatLeadWhatsappText(DEMO_LEAD_WHATSAPP_TEXT);
      await waitFor(() =>
        expect(canvas.getByText('Terima kasih, data Anda sudah kami terima.')).toBeVisible(),
      );
      const quote = canvas.getByText(/^Halo Tim Saham\./);
      await expect(quote.textContent).toBe(expected);
      await expect(expected).toContain('Halo Tim Saham.\nSaya Budi Santoso');
      const link = canvas.getByRole('link', { name: /Chat via WhatsApp/ });
      await expect(link).toHaveAttribute(
        'href',
        `https://wa.me/${DEMO_SALES_PHONE}?text=${encodeURIComponent(expected)}`,
      );
      await expect(link).toHaveAttribute('target', '_blank');
    });
  },
};

/** Sending an empty form names every field; the number uses spec §5's 'Invalid WA Number'. */
export const LeadInvalid: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Hubungi saya' }));
    await expect(canvas.getByText('Nama wajib diisi')).toBeVisible();
    await expect(canvas.getByText('Invalid WA Number')).toBeVisible();
    await expect(canvas.getByText('Pilih minat Anda')).toBeVisible();
    await expect(args.onLeadSubmit).not.toHaveBeenCalled();
  },
};

export const LeadSubmitting: Story = {
  args: {
    leadValues: { name: 'Budi Santoso', phone: '081234567890', interest: 'membership-vip' },
    leadStatus: { status: 'submitting' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Mengirim/ })).toBeDisabled();
  },
};

export const LeadError: Story = {
  args: {
    leadValues: { name: 'Budi Santoso', phone: '081234567890', interest: 'membership-vip' },
    leadStatus: { status: 'error', message: 'Server Error' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Data belum terkirim')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Nama' })).toHaveValue('Budi Santoso');
  },
};

export const LeadSuccess: Story = {
  args: { leadStatus: { status: 'success', whatsappText: DEMO_LEAD_WHATSAPP_TEXT } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /Chat via WhatsApp/ })).toBeVisible();
  },
};
export const LeadSuccessDesktop: Story = { ...LeadSuccess, globals: desktop };

/** Popup promotions open over the dashboard, one by one (spec §4). */
export const PopupPromotions: Story = {
  args: { popupState: popupStateFromList(DEMO_POPUPS) },
  play: async ({ args }) => {
    await screen.findByRole('dialog', { name: 'Diskon 50% Membership VIP' });
    await userEvent.click(screen.getByRole('button', { name: 'Berikutnya' }));
    await screen.findByRole('dialog', { name: 'Webinar: Strategi Dividen 2026' });
    await expect(args.onPopupStateChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ currentIndex: 1 }),
    );
  },
};
export const PopupPromotionsDesktop: Story = {
  args: { popupState: popupStateFromList(DEMO_POPUPS) },
  globals: desktop,
  play: async () => {
    await screen.findByRole('dialog', { name: 'Diskon 50% Membership VIP' });
  },
};

/** Every section loading at once (each has its own skeleton). */
export const Loading: Story = {
  args: {
    memberName: null,
    tickers: loading,
    banners: loading,
    picks: loading,
    forYou: loading,
    events: loading,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Halo, Member' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Memuat trading ideas…');
  },
};
export const LoadingDesktop: Story = { ...Loading, globals: desktop };

/** Every section failed: each says so and retries on its own. */
export const Error: Story = {
  args: { tickers: failed, banners: failed, picks: failed, forYou: failed, events: failed },
  play: async ({ args, canvas }) => {
    await expect(canvas.getAllByRole('alert')).toHaveLength(5);
    const retries = canvas.getAllByRole('button', { name: 'Coba lagi' });
    for (const retry of retries) await userEvent.click(retry);
    await expect(args.onTickersRetry).toHaveBeenCalled();
    await expect(args.onPicksRetry).toHaveBeenCalled();
    await expect(args.onForYouRetry).toHaveBeenCalled();
    await expect(args.onEventsRetry).toHaveBeenCalled();
  },
};
export const ErrorDesktop: Story = { ...Error, globals: desktop };

export const Empty: Story = {
  args: { tickers: none, banners: none, picks: none, forYou: none, events: none },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Belum ada trading idea hari ini')).toBeVisible();
    await expect(canvas.getByText('Belum ada event')).toBeVisible();
  },
};
export const EmptyDesktop: Story = { ...Empty, globals: desktop };

export const LongContent: Story = {
  args: {
    memberName: 'Raden Ajeng Kartika Sari Dewi Puspitasari',
    events: { status: 'success', items: [DEMO_LONG_EVENT] },
  },
};
export const LongContentDesktop: Story = { ...LongContent, globals: desktop };
