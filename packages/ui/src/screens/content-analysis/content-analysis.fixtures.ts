import type { Category, Post } from '@saham/domain/api/content';
import { demoThumbnail } from '../content/content.fixtures.ts';

/** Analysis categories (spec §3 categories: id, name, slug). */
export const analysisCategories: Category[] = [
  { id: 1, name: 'Market Update', slug: 'market-update' },
  { id: 2, name: 'Analisa Teknikal', slug: 'analisa-teknikal' },
  { id: 3, name: 'Analisa Fundamental', slug: 'analisa-fundamental' },
  { id: 4, name: 'Sektoral', slug: 'sektoral' },
  { id: 5, name: 'Dividen', slug: 'dividen' },
];

const [marketUpdate, teknikal, fundamental, sektoral, dividen] = analysisCategories as [
  Category,
  Category,
  Category,
  Category,
  Category,
];

const articleBody = `
<p>IHSG ditutup menguat 0,84% ke level <strong>7.214</strong> pada perdagangan Jumat, ditopang aksi beli
investor asing di saham perbankan besar. Nilai transaksi mencapai Rp 11,3 triliun dengan asing mencatat
net buy Rp 1,2 triliun di pasar reguler.</p>
<h2>Level penting IHSG pekan ini</h2>
<ul>
  <li><strong>Support:</strong> 7.120 dan 7.050</li>
  <li><strong>Resistance:</strong> 7.300 dan 7.380</li>
  <li>Selama bertahan di atas 7.120, peluang menguji 7.300 terbuka.</li>
</ul>
<h2>Saham yang kami cermati</h2>
<h3>BBCA — Bank Central Asia</h3>
<p>Harga bergerak di atas MA20 dengan volume beli meningkat. Area beli Rp 9.750–9.850, target
Rp 10.400, stop loss di bawah Rp 9.550.</p>
<h3>BMRI — Bank Mandiri</h3>
<p>Breakout dari pola <em>ascending triangle</em> di Rp 6.275. Target Rp 6.700 selama bertahan di atas
Rp 6.150.</p>
<table>
  <caption>Ringkasan rekomendasi</caption>
  <thead><tr><th scope="col">Saham</th><th scope="col">Area beli</th><th scope="col">Target</th><th scope="col">Stop loss</th></tr></thead>
  <tbody>
    <tr><td>BBCA</td><td>9.750–9.850</td><td>10.400</td><td>9.550</td></tr>
    <tr><td>BMRI</td><td>6.200–6.275</td><td>6.700</td><td>6.150</td></tr>
  </tbody>
</table>
<blockquote>Disclaimer: analisis ini bukan ajakan membeli atau menjual. Keputusan investasi sepenuhnya
di tangan Anda.</blockquote>
<p>Data perdagangan lengkap tersedia di <a href="https://www.idx.co.id/id/data-pasar/ringkasan-perdagangan/ringkasan-saham">situs Bursa Efek Indonesia</a>.
Baca juga <a href="/update/detail/104">kinerja kuartal III BBRI</a>.</p>`;

/** A post of the analysis section, with the fields the list does not show filled in. */
function analysis(
  fields: Pick<Post, 'id' | 'title' | 'excerpt' | 'content_format' | 'category' | 'is_vip'> & {
    posted_at: string;
    label: string;
    palette?: number;
  },
): Post {
  const { label, palette, ...rest } = fields;
  return {
    slug: fields.title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, ''),
    content: articleBody,
    thumbnail: demoThumbnail(label, palette),
    video_url:
      fields.content_format === 'video' ? 'https://www.youtube.com/watch?v=5qap5aO4i9A' : null,
    published_on: 'analysis',
    updated_at: fields.posted_at,
    ...rest,
  };
}

/** The first page of the analysis list, newest first; the clock is DEMO_NOW (05 Jan 2026 10:00 WIB). */
export const analysisPosts: Post[] = [
  analysis({
    id: 101,
    title: 'IHSG berpotensi uji 7.300, cermati BBCA dan BMRI',
    excerpt: 'Aliran dana asing kembali masuk ke saham perbankan besar menjelang rilis kinerja.',
    content_format: 'article',
    category: marketUpdate,
    is_vip: false,
    posted_at: '2026-01-05T08:15:00+07:00',
    label: 'IHSG',
    palette: 0,
  }),
  analysis({
    id: 102,
    title: 'Analisa teknikal TLKM: pola double bottom di Rp 2.750',
    excerpt: 'Volume beli mulai naik di area support; simak level entry, target dan stop loss.',
    content_format: 'video',
    category: teknikal,
    is_vip: true,
    posted_at: '2026-01-04T19:30:00+07:00',
    label: 'TLKM',
    palette: 3,
  }),
  analysis({
    id: 103,
    title: 'ANTM dan MDKA menguat seiring harga emas cetak rekor',
    excerpt: 'Emas menembus USD 2.700 per ons; emiten tambang emas ikut terangkat.',
    content_format: 'article',
    category: sektoral,
    is_vip: false,
    posted_at: '2026-01-03T16:05:00+07:00',
    label: 'ANTM',
    palette: 2,
  }),
  analysis({
    id: 104,
    title: 'Kinerja kuartal III BBRI: laba Rp 45,1 triliun, kualitas kredit membaik',
    excerpt: 'NPL turun ke 2,9% dan margin bunga bersih bertahan di atas 7%.',
    content_format: 'article',
    category: fundamental,
    is_vip: true,
    posted_at: '2026-01-02T13:40:00+07:00',
    label: 'BBRI',
    palette: 1,
  }),
  analysis({
    id: 105,
    title: 'GOTO menuju EBITDA positif: apa artinya bagi harga saham?',
    excerpt: 'Efisiensi biaya berlanjut; kami bedah valuasi dan risiko yang tersisa.',
    content_format: 'video',
    category: fundamental,
    is_vip: false,
    posted_at: '2025-12-30T09:00:00+07:00',
    label: 'GOTO',
    palette: 4,
  }),
  analysis({
    id: 106,
    title: 'Jadwal cum date dividen interim ASII dan UNTR',
    excerpt: 'Dividen interim ASII Rp 98 per saham; cum date di pasar reguler 8 Januari.',
    content_format: 'article',
    category: dividen,
    is_vip: false,
    posted_at: '2025-12-29T15:20:00+07:00',
    label: 'ASII',
    palette: 5,
  }),
];

/** A second page, appended by "load more" (spec §4: content lists append on each page). */
export const analysisNextPage: Post[] = [
  analysis({
    id: 107,
    title: 'Sektor perbankan: valuasi BMRI masih menarik di PBV 2,1x',
    excerpt: 'Pertumbuhan kredit dua digit dan ROE 22% menopang valuasi premium.',
    content_format: 'article',
    category: sektoral,
    is_vip: true,
    posted_at: '2025-12-27T10:10:00+07:00',
    label: 'BMRI',
    palette: 0,
  }),
  analysis({
    id: 108,
    title: 'Rekap pasar sepekan: asing net buy Rp 3,4 triliun',
    excerpt: 'Saham big caps memimpin; simak sektor yang paling banyak diburu asing.',
    content_format: 'video',
    category: marketUpdate,
    is_vip: false,
    posted_at: '2025-12-26T17:45:00+07:00',
    label: 'Rekap',
    palette: 1,
  }),
];

/** Long titles and a long category, to check clamping and wrapping. */
export const analysisLongPosts: Post[] = analysisPosts.map((post, index) => ({
  ...post,
  title:
    index % 2 === 0
      ? `${post.title}: ulasan lengkap level support, resistance, volume, aliran dana asing dan rekomendasi untuk pekan depan`
      : post.title,
  category:
    index === 1
      ? { id: 99, name: 'Analisa Teknikal dan Bandarmologi Mingguan', slug: 'bandarmologi' }
      : post.category,
}));

/** The article opened in the detail stories. */
export const analysisDetailPost: Post = analysisPosts[0] as Post;

/** A video analysis: the video as an embed above the notes. */
export const analysisVideoPost: Post = {
  ...(analysisPosts[1] as Post),
  content: `
<p>Dalam video ini kami membahas pola <strong>double bottom</strong> TLKM di area Rp 2.750 dan level
konfirmasinya.</p>
<h2>Rencana trading</h2>
<ul>
  <li>Entry: Rp 2.780–2.820</li>
  <li>Target: Rp 3.050</li>
  <li>Stop loss: di bawah Rp 2.700</li>
</ul>`,
};

/** What the related section shows. */
export const analysisRelated: Post[] = [
  analysisPosts[3] as Post,
  analysisPosts[2] as Post,
  analysisPosts[4] as Post,
];
