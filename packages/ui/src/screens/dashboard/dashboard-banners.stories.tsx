import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { DemoLink } from '../live/live.fixtures.ts';
import { DEMO_BANNERS } from './dashboard.fixtures.ts';
import { BannerSection } from './dashboard-banners.tsx';

const [first, second, third, unlinked] = DEMO_BANNERS;
if (!first || !second || !third || !unlinked)
  throw new globalThis.Error('dashboard fixtures changed');

const meta = {
  title: 'Components/Parts/Dashboard/BannerSection',
  component: BannerSection,
  args: {
    state: { status: 'success', items: DEMO_BANNERS },
    onBannerClick: fn(),
    LinkComponent: DemoLink,
  },
} satisfies Meta<typeof BannerSection>;

export default meta;
type Story = StoryObj<typeof meta>;

const spoken = (canvasElement: HTMLElement) => within(canvasElement).getByText(/^Promo \d dari \d/);

/** A carousel that moves only when asked: the arrows wrap round, a dot jumps, the position is spoken. */
export const Default: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const carousel = canvas.getByRole('region', { name: 'Promo' });
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(spoken(canvasElement)).toHaveTextContent(`Promo 1 dari 4: ${first.title}`);
    await userEvent.click(canvas.getByRole('button', { name: 'Promo sebelumnya' }));
    await expect(spoken(canvasElement)).toHaveTextContent(`Promo 4 dari 4: ${unlinked.title}`);
    await userEvent.click(canvas.getByRole('button', { name: 'Promo berikutnya' }));
    await expect(spoken(canvasElement)).toHaveTextContent('Promo 1 dari 4');
    await userEvent.click(canvas.getByRole('button', { name: 'Tampilkan promo 3' }));
    await expect(canvas.getByRole('button', { name: 'Tampilkan promo 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    // Only the shown slide's link is there to click; the hidden ones are inert.
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    await userEvent.click(canvas.getByRole('link', { name: third.title }));
    await expect(args.onBannerClick).toHaveBeenCalledWith(third);
    await expect(canvas.getByRole('link', { name: third.title })).toHaveAttribute(
      'href',
      third.landing_url,
    );
  },
};

/** The arrows are buttons: Enter and Space move the carousel, focus stays on the arrow. */
export const Keyboard: Story = {
  play: async ({ canvas, canvasElement }) => {
    const next = canvas.getByRole('button', { name: 'Promo berikutnya' });
    next.focus();
    await userEvent.keyboard('{Enter}');
    await expect(spoken(canvasElement)).toHaveTextContent(`Promo 2 dari 4: ${second.title}`);
    await userEvent.keyboard(' ');
    await expect(spoken(canvasElement)).toHaveTextContent('Promo 3 dari 4');
    await expect(next).toHaveFocus();
  },
};

/** A swipe of more than 40 px moves one banner on a phone; a shorter drag does nothing. */
export const Swipe: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const picture = canvas.getByRole('img', { name: first.title });
    await fireEvent.pointerDown(picture, { clientX: 300 });
    await fireEvent.pointerUp(picture, { clientX: 280 });
    await expect(spoken(canvasElement)).toHaveTextContent('Promo 1 dari 4');
    await fireEvent.pointerDown(picture, { clientX: 300 });
    await fireEvent.pointerUp(picture, { clientX: 120 });
    await expect(spoken(canvasElement)).toHaveTextContent('Promo 2 dari 4');
    const shown = canvas.getByRole('img', { name: second.title });
    await fireEvent.pointerDown(shown, { clientX: 100 });
    await fireEvent.pointerUp(shown, { clientX: 300 });
    await expect(spoken(canvasElement)).toHaveTextContent('Promo 1 dari 4');
  },
};

/**
 * As the app renders them on a first visit (issue 29): only the shown banner's picture is fetched
 * while the page loads; a banner moved to shows its picture at once and keeps it, and the others
 * come once the page has loaded and settled.
 */
export const DeferredPictures: Story = {
  args: { deferred: true },
  // A first visit: the page is still loading as the banners arrive.
  beforeEach: () => {
    Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'loading' });
    return () => {
      delete (document as { readyState?: unknown }).readyState;
    };
  },
  play: async ({ canvas, canvasElement }) => {
    const pictures = () => [...canvasElement.querySelectorAll('img')].map((image) => image.alt);
    await expect(pictures()).toEqual([first.title]);
    await userEvent.click(canvas.getByRole('button', { name: 'Promo berikutnya' }));
    await expect(spoken(canvasElement)).toHaveTextContent(`Promo 2 dari 4: ${second.title}`);
    await expect(pictures()).toEqual([first.title, second.title]);
    // Moved back, the banner that slides out keeps its picture.
    await userEvent.click(canvas.getByRole('button', { name: 'Promo sebelumnya' }));
    await expect(spoken(canvasElement)).toHaveTextContent(`Promo 1 dari 4: ${first.title}`);
    await expect(pictures()).toEqual([first.title, second.title]);
    window.dispatchEvent(new Event('load'));
    await waitFor(() =>
      expect(pictures()).toEqual([first.title, second.title, third.title, unlinked.title]),
    );
  },
};

/**
 * While the page still loads, the banner in view has its picture even when it was never moved to:
 * with fewer banners after a refetch, the carousel's position falls back to the last one.
 */
export const DeferredPicturesFewerBanners: Story = {
  args: { deferred: true },
  beforeEach: DeferredPictures.beforeEach,
  render: function Render(args) {
    const [items, setItems] = useState(DEMO_BANNERS);
    return (
      <div>
        <BannerSection {...args} state={{ status: 'success', items }} />
        <button type="button" onClick={() => setItems(items.slice(0, -1))}>
          Satu promo lebih sedikit
        </button>
      </div>
    );
  },
  play: async ({ canvas, canvasElement }) => {
    const pictures = () => [...canvasElement.querySelectorAll('img')].map((image) => image.alt);
    await userEvent.click(canvas.getByRole('button', { name: 'Tampilkan promo 4' }));
    await expect(spoken(canvasElement)).toHaveTextContent(`Promo 4 dari 4: ${unlinked.title}`);
    await userEvent.click(canvas.getByRole('button', { name: 'Satu promo lebih sedikit' }));
    await expect(spoken(canvasElement)).toHaveTextContent(`Promo 3 dari 3: ${third.title}`);
    await expect(pictures()).toContain(third.title);
  },
};

/** Spec §3 `order`: the banners show in their order, whatever order the server sent. */
export const InDisplayOrder: Story = {
  args: { state: { status: 'success', items: [third, first, unlinked, second] } },
  play: async ({ canvasElement }) => {
    await expect(spoken(canvasElement)).toHaveTextContent(`Promo 1 dari 4: ${first.title}`);
  },
};

/** One banner: no dots or arrows to move it. */
export const Single: Story = {
  args: { state: { status: 'success', items: [first] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: first.title })).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** A banner without a landing page is a picture, not a link. */
export const WithoutLink: Story = {
  args: { state: { status: 'success', items: [unlinked] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: unlinked.title })).toBeVisible();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

/** The picture's and controls' shapes hold the place, hidden from screen readers. */
export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
    await expect(canvasElement.querySelector('[aria-hidden="true"]')).not.toBeEmptyDOMElement();
  },
};

/** A failed call says so; the banners have no retry of their own. */
export const Error: Story = {
  args: { state: { status: 'error' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Promo gagal dimuat.');
    await expect(canvas.queryByRole('button', { name: 'Coba lagi' })).not.toBeInTheDocument();
  },
};

/** No banners: nothing at all, not an empty frame. */
export const Empty: Story = {
  args: { state: { status: 'success', items: [] } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-roledescription="carousel"]')).toBeNull();
    await expect(within(canvasElement).queryByRole('img')).not.toBeInTheDocument();
  },
};
