import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { DEMO_TICKERS } from '../screens/dashboard/dashboard.fixtures.ts';
import { MarketTickerBar } from './market-ticker-bar.tsx';

const meta = {
  title: 'Components/MarketTickerBar',
  component: MarketTickerBar,
  args: { tickers: DEMO_TICKERS, onItemClick: fn(), onPausedChange: fn() },
} satisfies Meta<typeof MarketTickerBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The loop's seam repeats exactly the entries that start in view: a gap or an overlap otherwise.
 */
async function expectSeamRepeatsEntriesInView(canvasElement: HTMLElement): Promise<void> {
  const viewport = canvasElement.querySelector<HTMLElement>('[data-slot="market-ticker-viewport"]');
  const [main] = canvasElement.querySelectorAll('ul');
  const startsInView = Array.from(main?.children ?? []).filter(
    (item) => (item as HTMLElement).offsetLeft < (viewport?.clientWidth ?? 0),
  ).length;
  await expect(startsInView).toBeGreaterThan(0);
  await waitFor(() =>
    expect(canvasElement.querySelectorAll('ul[aria-hidden="true"] > li')).toHaveLength(
      startsInView,
    ),
  );
}

/** Follows the member's motion setting; each entry is a button that reports the pick. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const ihsg = canvas.getByRole('button', { name: /IHSG 7\.215,48 naik 0,53%/ });
    await userEvent.click(ihsg);
    await expect(args.onItemClick).toHaveBeenCalledWith(DEMO_TICKERS[0]);
  },
};

/** With reduced motion nothing moves: one row the member scrolls, and no pause button is needed. */
export const ReducedMotion: Story = {
  args: { reducedMotion: true },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Ticker pasar' });
    await expect(region).toHaveAttribute('data-state', 'static');
    await expect(canvas.queryByRole('button', { name: 'Jeda ticker' })).not.toBeInTheDocument();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(DEMO_TICKERS.length);
  },
};

/**
 * Moving: the entries glide, yet screen readers and Tab meet each entry once. The keyboard stops
 * it, and the pause button stops it for good (WCAG 2.2.2).
 */
export const Moving: Story = {
  args: { reducedMotion: false },
  play: async ({ args, canvas, canvasElement, step }) => {
    const region = canvas.getByRole('region', { name: 'Ticker pasar' });
    await expect(region).toHaveAttribute('data-state', 'running');
    await expect(canvas.getAllByRole('button', { name: /Keuangan/ })).toHaveLength(1);

    await step('the loop repeats only the entries that fill the view at its start', () =>
      expectSeamRepeatsEntriesInView(canvasElement),
    );

    await step('the keyboard stops it and reaches every entry', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('combobox', { name: 'Jenis ticker' })).toHaveFocus();
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: /IHSG/ })).toHaveFocus();
      await waitFor(() => expect(region).toHaveAttribute('data-state', 'paused'));
      await userEvent.keyboard('{Enter}');
      await expect(args.onItemClick).toHaveBeenCalledWith(DEMO_TICKERS[0]);
    });

    await step('the pause button keeps it still', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Jeda ticker' }));
      await expect(args.onPausedChange).toHaveBeenCalledWith(true);
      await expect(canvas.getByRole('button', { name: 'Putar ticker' })).toBeInTheDocument();
      await expect(region).toHaveAttribute('data-state', 'paused');
    });
  },
};

/** The indices and sectors with a row of stocks: more entries than the widest bar shows. */
const MANY_TICKERS = [
  ...DEMO_TICKERS,
  ...(['BBCA', 'BBRI', 'BMRI', 'TLKM', 'ASII', 'ANTM', 'ADRO', 'UNVR'] as const).map(
    (code, index) => ({
      code,
      name: code,
      last: 1000 + index * 725,
      change: index % 3 === 0 ? -25 : 50,
      change_percent: index % 3 === 0 ? -1.2 : 0.8,
      type: 'stock' as const,
    }),
  ),
];

/** The entries of the bar's main row (the seam's repeat is hidden from everyone). */
const rowEntries = (canvasElement: HTMLElement) =>
  canvasElement.querySelectorAll('ul:not([aria-hidden]) > li');

/**
 * The far entries wait to come into view (`deferFarEntries`, as the dashboard opens): the bar holds
 * the entries the widest screen shows, and no seam, until it glides (the page loaded, the browser
 * idle, three seconds more); then every entry arrives, once, and the loop measures again, so its
 * seam repeats exactly the entries that start in view.
 */
export const DeferredFarEntries: Story = {
  args: { reducedMotion: false, deferFarEntries: true, tickers: MANY_TICKERS },
  play: async ({ canvas, canvasElement }) => {
    await expect(rowEntries(canvasElement)).toHaveLength(8);
    await expect(canvasElement.querySelector('ul[aria-hidden="true"]')).toBeNull();
    await waitFor(() => expect(rowEntries(canvasElement)).toHaveLength(MANY_TICKERS.length), {
      timeout: 8000,
    });
    await expect(canvas.getByRole('button', { name: /UNVR/ })).toBeInTheDocument();
    await expect(canvas.getAllByRole('button', { name: /Keuangan/ })).toHaveLength(1);
    await expectSeamRepeatsEntriesInView(canvasElement);
  },
};

/**
 * A member who reaches for the bar before it glides gets every entry at once: a pointer or a
 * finger on the strip, or the keyboard inside the bar.
 */
export const FarEntriesWhenReached: Story = {
  args: { reducedMotion: false, deferFarEntries: true, deferGlide: true, tickers: MANY_TICKERS },
  play: async ({ canvasElement, step }) => {
    await expect(rowEntries(canvasElement)).toHaveLength(8);
    await step('a pointer on the strip', async () => {
      const strip = canvasElement.querySelector<HTMLElement>(
        '[data-slot="market-ticker-viewport"]',
      );
      if (!strip) throw new Error('the strip is missing');
      await userEvent.hover(strip);
      await waitFor(() => expect(rowEntries(canvasElement)).toHaveLength(MANY_TICKERS.length));
    });
  },
};

/** The keyboard inside the bar, before it glides, brings every entry too. */
export const FarEntriesWhenFocused: Story = {
  args: { reducedMotion: false, deferFarEntries: true, deferGlide: true, tickers: MANY_TICKERS },
  play: async ({ canvasElement }) => {
    await expect(rowEntries(canvasElement)).toHaveLength(8);
    await userEvent.tab();
    await expect(canvasElement.contains(document.activeElement)).toBe(true);
    await waitFor(() => expect(rowEntries(canvasElement)).toHaveLength(MANY_TICKERS.length));
  },
};

/**
 * The glide waits for the page to settle (`deferGlide`, as the dashboard opens): the bar looks the
 * same meanwhile, then glides on its own.
 */
export const DeferredGlide: Story = {
  args: { reducedMotion: false, deferGlide: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('region', { name: 'Ticker pasar' })).toHaveAttribute(
      'data-state',
      'running',
    );
    const track = canvasElement.querySelector<HTMLElement>(
      '[data-slot="market-ticker-viewport"] > div',
    );
    await waitFor(() => expect(track?.getAnimations()[0]?.playState).toBe('running'), {
      timeout: 8000,
    });
  },
};

/** Paused from the start: a still row with a play button. */
export const Paused: Story = {
  args: { reducedMotion: false, defaultPaused: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region')).toHaveAttribute('data-state', 'paused');
    await expect(canvas.getByRole('button', { name: 'Putar ticker' })).toBeInTheDocument();
  },
};

/**
 * The type picker's width as a share of the strip, and the width it leaves the entries.
 */
function pickerShare(canvasElement: HTMLElement, picker: HTMLElement) {
  const strip = canvasElement.querySelector<HTMLElement>('[data-slot="market-ticker-bar"]');
  const viewport = canvasElement.querySelector<HTMLElement>('[data-slot="market-ticker-viewport"]');
  const stripWidth = strip?.getBoundingClientRect().width ?? 0;
  return {
    picker: picker.getBoundingClientRect().width,
    entries: (viewport?.getBoundingClientRect().width ?? 0) / stripWidth,
  };
}

/**
 * On a 375 px phone the type picker is a 36 px filter button named "Jenis ticker" (its word took
 * a third of the strip, issue 27): the entries get the width, and the system's picker still opens.
 */
export const Mobile: Story = {
  args: { reducedMotion: true, onTypeChange: fn() },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ args, canvas, canvasElement }) => {
    const picker = canvas.getByRole('combobox', { name: 'Jenis ticker' });
    const share = pickerShare(canvasElement, picker);
    await expect(share.picker).toBeLessThanOrEqual(36);
    await expect(share.entries).toBeGreaterThan(0.8);
    await userEvent.selectOptions(picker, 'Sektor');
    await expect(args.onTypeChange).toHaveBeenCalledWith('sector');
    await expect(canvasElement.querySelector('[data-slot="market-ticker-type"]')).toHaveAttribute(
      'data-filtered',
    );
  },
};

/** Moving on a phone: the pause button and the filter button leave the entries the strip. */
export const MobileMoving: Story = {
  args: { reducedMotion: false },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, canvasElement }) => {
    const picker = canvas.getByRole('combobox', { name: 'Jenis ticker' });
    await expect(pickerShare(canvasElement, picker).entries).toBeGreaterThan(0.7);
  },
};

/** From 576 px up the picker shows the kind it narrows to, as a word. */
export const Desktop: Story = {
  args: { reducedMotion: true },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas, canvasElement }) => {
    const picker = canvas.getByRole('combobox', { name: 'Jenis ticker' });
    await expect(picker).toBeVisible();
    await expect(picker).toHaveDisplayValue('Semua');
    await expect(pickerShare(canvasElement, picker).picker).toBeGreaterThan(60);
  },
};

/** The type picker narrows the row to one kind of entry and reports the pick. */
export const ByType: Story = {
  args: { reducedMotion: true, onTypeChange: fn() },
  play: async ({ args, canvas }) => {
    const picker = canvas.getByRole('combobox', { name: 'Jenis ticker' });
    await expect(picker).toHaveValue('all');
    await userEvent.selectOptions(picker, 'Sektor');
    await expect(args.onTypeChange).toHaveBeenCalledWith('sector');
    const sectors = DEMO_TICKERS.filter((item) => item.type === 'sector');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(sectors.length);
    await expect(canvas.queryByRole('button', { name: /IHSG/ })).not.toBeInTheDocument();
  },
};

/** One kind of entry only: no picker, nothing to narrow. */
export const OneType: Story = {
  args: {
    reducedMotion: true,
    tickers: DEMO_TICKERS.filter((item) => item.type === 'index'),
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('combobox', { name: 'Jenis ticker' })).not.toBeInTheDocument();
  },
};
