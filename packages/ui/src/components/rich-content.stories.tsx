import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { RichContent, VideoEmbed } from './rich-content.tsx';

const articleHtml = `
<h1>Prospek BBCA setelah rilis kinerja kuartal III</h1>
<p>PT Bank Central Asia Tbk. (<strong>BBCA</strong>) membukukan laba bersih Rp 41,6 triliun hingga
kuartal III, naik 12,8% secara tahunan. Harga saham ditutup di <em>Rp 9.875</em> per lembar.</p>
<h3>Poin penting</h3>
<ul>
  <li>Kredit tumbuh 13,9% dengan rasio NPL terjaga di 1,9%.</li>
  <li>Dana murah (CASA) mencapai 81% dari total dana pihak ketiga.</li>
  <li>Rasio kecukupan modal 29,6%, jauh di atas ketentuan OJK.</li>
</ul>
<blockquote>Kami mempertahankan rekomendasi <b>buy</b> dengan target harga Rp 11.200.</blockquote>
<p>Data lengkap tersedia di <a href="https://www.idx.co.id/id/perusahaan-tercatat/laporan-keuangan-dan-tahunan">situs BEI</a>
dan ringkasan analisis lain ada di <a href="/update/detail/18">Analisis BBRI</a>.</p>
<table>
  <caption>Ringkasan kinerja (Rp triliun)</caption>
  <thead><tr><th scope="col">Pos</th><th scope="col">9M23</th><th scope="col">9M24</th></tr></thead>
  <tbody>
    <tr><td>Laba bersih</td><td>36,4</td><td>41,6</td></tr>
    <tr><td>Kredit</td><td>774,0</td><td>881,7</td></tr>
  </tbody>
</table>`;

const meta = {
  title: 'Components/RichContent',
  component: RichContent,
  args: { html: articleHtml, videoTitle: 'Prospek BBCA', onNavigate: fn() },
  render: (args) => (
    <article className="max-w-2xl">
      <h1 className="mb-4 text-2xl font-bold">Analisis BBCA</h1>
      <RichContent {...args} />
    </article>
  ),
} satisfies Meta<typeof RichContent>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An article: an editor's h1 and skipped h3 are fitted under the screen's h1 (h2, then h3). */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: /Prospek BBCA setelah rilis/ }),
    ).toBeInTheDocument();
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'Poin penting' }),
    ).toBeInTheDocument();
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  },
};

declare global {
  interface Window {
    /** Set only if a payload in the story below ever ran. */
    __richContentPwned?: boolean;
  }
}

const payloadHtml = `
<p>Analisis ANTM minggu ini.</p>
<script>window.__richContentPwned = true;</script>
<img src="x-not-found.png" onerror="window.__richContentPwned = true" alt="Grafik ANTM">
<p onclick="window.__richContentPwned = true" style="color:red">Klik paragraf ini.</p>
<a href="javascript:window.__richContentPwned=true">Tautan berbahaya</a>
<iframe src="https://evil.example/phish" title="Bukan video"></iframe>
<svg><script>window.__richContentPwned = true;</script></svg>
<form action="https://evil.example"><input name="pin"><button>Kirim PIN</button></form>
<style>body { display: none }</style>`;

/**
 * A hostile payload: scripts, event handlers, javascript: links, foreign iframes, svg and forms are
 * removed; the text around them stays.
 */
export const RemovesScriptPayload: Story = {
  args: { html: payloadHtml, videoTitle: 'ANTM' },
  play: async ({ canvas, canvasElement }) => {
    const content = canvasElement.querySelector('[data-slot="rich-content"]');
    await expect(content).not.toBeNull();
    await expect(canvas.getByText('Analisis ANTM minggu ini.')).toBeInTheDocument();
    await expect(
      content?.querySelector('script, style, svg, form, input, button, iframe'),
    ).toBeNull();
    await expect(content?.querySelector('[onerror], [onclick], [style]')).toBeNull();
    await expect(canvas.getByText('Tautan berbahaya')).not.toHaveAttribute('href');
    await userEvent.click(canvas.getByText('Klik paragraf ini.'));
    // Give a failed image load time to fire its (removed) onerror.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(window.__richContentPwned).toBeUndefined();
  },
};

/** External links open in a new tab without opener or referrer; in-app links go to the router. */
export const Links: Story = {
  play: async ({ args, canvas }) => {
    const external = canvas.getByRole('link', { name: /situs BEI/ });
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(external).toHaveAccessibleName('situs BEI (membuka tab baru)');

    const internal = canvas.getByRole('link', { name: 'Analisis BBRI' });
    await expect(internal).not.toHaveAttribute('target');
    await userEvent.click(internal);
    await expect(args.onNavigate).toHaveBeenCalledWith('/update/detail/18');
  },
};

const videoHtml = `
<p>Rangkuman pergerakan IHSG sepekan dalam video berikut.</p>
<p><a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ">https://www.youtube.com/watch?v=dQw4w9WgXcQ</a></p>
<p>Versi singkat juga ada: <a href="https://vimeo.com/76979871">Ringkasan 60 detik</a>.</p>
<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="640" height="360">`;

/** Spec §9: video links become autoplaying, looping embeds, each an iframe with a title. */
export const VideoLinks: Story = {
  args: { html: videoHtml, videoTitle: 'IHSG sepekan' },
  play: async ({ canvas, canvasElement }) => {
    const standalone = canvas.getByTitle('IHSG sepekan');
    await expect(standalone.tagName).toBe('IFRAME');
    await expect(standalone).toHaveAttribute(
      'src',
      'https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=1&loop=1&playlist=dQw4w9WgXcQ&mute=1',
    );
    await expect(standalone.getAttribute('allow')).toContain('autoplay');
    // The bare address is gone: the embed replaced its paragraph.
    await expect(canvas.queryByText(/youtube\.com\/watch/)).not.toBeInTheDocument();

    // An inline link stays readable, and its embed follows the sentence.
    await expect(canvas.getByRole('link', { name: /Ringkasan 60 detik/ })).toBeInTheDocument();
    const inline = canvas.getByTitle('IHSG sepekan: Ringkasan 60 detik');
    await expect(inline.getAttribute('src')).toContain('autoplay=1&loop=1');

    const image = canvasElement.querySelector('img');
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute('alt', '');
  },
};

/** Long content on a phone: tables and images stay inside the screen. */
export const LongContent: Story = {
  args: {
    html: Array.from({ length: 4 }, () => articleHtml).join('<hr>'),
  },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('table')).toHaveLength(4));
    const content = canvasElement.querySelector<HTMLElement>('[data-slot="rich-content"]');
    await expect(content?.scrollWidth).toBeLessThanOrEqual(content?.clientWidth ?? 0);
  },
};

/** A video post's player, from its video_url. */
export const VideoPlayer: Story = {
  render: () => (
    <div className="max-w-2xl">
      <VideoEmbed url="https://youtu.be/dQw4w9WgXcQ" title="Video: Cara membaca candlestick" />
    </div>
  ),
  play: async ({ canvas }) => {
    const player = canvas.getByTitle('Video: Cara membaca candlestick');
    await expect(player).toHaveAttribute('allow', expect.stringContaining('autoplay'));
    await expect(player.getAttribute('src')).toContain('loop=1');
  },
};

/** A link the domain cannot embed stays a safe external link, never an unknown iframe. */
export const VideoPlayerUnknownHost: Story = {
  render: () => <VideoEmbed url="https://video.example.com/abc" title="Video: Webinar" />,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('iframe')).toBeNull();
    await expect(canvas.getByRole('link', { name: /Tonton video/ })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
  },
};
