import type { Category, Post } from '@saham/domain/api/content';
import { demoThumbnail } from '../content/content.fixtures.ts';

/** Education categories (spec §3 categories: id, name, slug). */
export const educationCategories: Category[] = [
  { id: 11, name: 'Dasar Saham', slug: 'dasar-saham' },
  { id: 12, name: 'Analisa Teknikal', slug: 'analisa-teknikal' },
  { id: 13, name: 'Analisa Fundamental', slug: 'analisa-fundamental' },
  { id: 14, name: 'Manajemen Risiko', slug: 'manajemen-risiko' },
  { id: 15, name: 'Psikologi Trading', slug: 'psikologi-trading' },
];

const [dasar, teknikal, fundamental, risiko, psikologi] = educationCategories as [
  Category,
  Category,
  Category,
  Category,
  Category,
];

const lessonBody = `
<p>Satu <strong>lot</strong> di Bursa Efek Indonesia berisi 100 lembar saham. Jadi, untuk membeli 1 lot
BBRI di harga Rp 4.850, Anda membutuhkan modal Rp 485.000 ditambah biaya transaksi.</p>
<h2>Cara menghitung modal</h2>
<ol>
  <li>Kalikan harga per lembar dengan 100 untuk mendapatkan harga per lot.</li>
  <li>Kalikan dengan jumlah lot yang ingin dibeli.</li>
  <li>Tambahkan biaya beli broker, biasanya 0,15%–0,25%.</li>
</ol>
<table>
  <caption>Contoh perhitungan (sebelum biaya)</caption>
  <thead><tr><th scope="col">Saham</th><th scope="col">Harga</th><th scope="col">Lot</th><th scope="col">Modal</th></tr></thead>
  <tbody>
    <tr><td>BBRI</td><td>Rp 4.850</td><td>2</td><td>Rp 970.000</td></tr>
    <tr><td>TLKM</td><td>Rp 2.780</td><td>5</td><td>Rp 1.390.000</td></tr>
    <tr><td>ANTM</td><td>Rp 1.545</td><td>10</td><td>Rp 1.545.000</td></tr>
  </tbody>
</table>
<h2>Fraksi harga</h2>
<p>Harga saham bergerak dalam kelipatan tertentu yang disebut <em>fraksi harga</em>. Saham di bawah
Rp 200 bergerak Rp 1, Rp 200–500 bergerak Rp 2, Rp 500–2.000 bergerak Rp 5, Rp 2.000–5.000 bergerak
Rp 10, dan di atas Rp 5.000 bergerak Rp 25.</p>
<blockquote>Tips: mulailah dengan modal yang siap Anda tahan dalam jangka panjang, dan jangan memakai
dana darurat.</blockquote>
<p>Aturan lengkap ada di <a href="https://www.idx.co.id/id/produk/saham">halaman produk saham BEI</a>.
Lanjutkan ke <a href="/education/detail/204">materi auto rejection</a>.</p>`;

function lesson(
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
    content: lessonBody,
    thumbnail: demoThumbnail(label, palette),
    video_url: fields.content_format === 'video' ? 'https://youtu.be/Tqf7uYdk1aU' : null,
    published_on: 'education',
    updated_at: fields.posted_at,
    ...rest,
  };
}

/** The first page of the education list, newest first; the clock is DEMO_NOW. */
export const educationPosts: Post[] = [
  lesson({
    id: 201,
    title: 'Cara menghitung lot dan modal membeli saham di BEI',
    excerpt: '1 lot = 100 lembar. Hitung modal, biaya broker dan fraksi harga sebelum membeli.',
    content_format: 'article',
    category: dasar,
    is_vip: false,
    posted_at: '2026-01-05T07:00:00+07:00',
    label: 'Lot',
    palette: 1,
  }),
  lesson({
    id: 202,
    title: 'Cara membaca candlestick untuk pemula',
    excerpt: 'Kenali body, shadow dan pola hammer, doji serta engulfing dalam 12 menit.',
    content_format: 'video',
    category: teknikal,
    is_vip: false,
    posted_at: '2026-01-04T12:00:00+07:00',
    label: 'Candle',
    palette: 3,
  }),
  lesson({
    id: 203,
    title: 'Memahami PER dan PBV untuk menilai saham murah',
    excerpt: 'Bandingkan valuasi BBCA dan BBRI dengan rasio yang paling sering dipakai analis.',
    content_format: 'article',
    category: fundamental,
    is_vip: true,
    posted_at: '2026-01-02T09:30:00+07:00',
    label: 'PER',
    palette: 0,
  }),
  lesson({
    id: 204,
    title: 'Mengenal auto rejection (ARA dan ARB)',
    excerpt: 'Batas naik dan turun harian saham, dan apa artinya bagi order Anda.',
    content_format: 'article',
    category: dasar,
    is_vip: false,
    posted_at: '2025-12-31T10:00:00+07:00',
    label: 'ARA',
    palette: 2,
  }),
  lesson({
    id: 205,
    title: 'Manajemen risiko: aturan 2% per transaksi',
    excerpt: 'Tentukan ukuran posisi dan stop loss supaya satu kerugian tidak menghapus modal.',
    content_format: 'video',
    category: risiko,
    is_vip: true,
    posted_at: '2025-12-28T19:00:00+07:00',
    label: 'Risiko',
    palette: 4,
  }),
  lesson({
    id: 206,
    title: 'Psikologi trading: mengatasi FOMO dan panic selling',
    excerpt: 'Rencana trading tertulis adalah rem terbaik saat pasar bergejolak.',
    content_format: 'article',
    category: psikologi,
    is_vip: false,
    posted_at: '2025-12-20T08:00:00+07:00',
    label: 'FOMO',
    palette: 5,
  }),
];

/** A second page, appended by "load more". */
export const educationNextPage: Post[] = [
  lesson({
    id: 207,
    title: 'Apa itu dividen, cum date dan ex date?',
    excerpt: 'Kapan harus memegang saham agar berhak atas dividen, dengan contoh ASII.',
    content_format: 'article',
    category: dasar,
    is_vip: false,
    posted_at: '2025-12-18T08:00:00+07:00',
    label: 'Dividen',
    palette: 1,
  }),
];

/** Long titles and a long category, to check clamping and wrapping. */
export const educationLongPosts: Post[] = educationPosts.map((post, index) => ({
  ...post,
  title:
    index % 2 === 0
      ? `${post.title}, lengkap dengan contoh perhitungan, studi kasus saham bluechip dan latihan soal`
      : post.title,
  category:
    index === 1
      ? { id: 98, name: 'Analisa Teknikal Tingkat Lanjut dan Price Action', slug: 'lanjutan' }
      : post.category,
}));

/** The lesson opened in the detail stories. */
export const educationDetailPost: Post = educationPosts[0] as Post;

/** A video lesson. */
export const educationVideoPost: Post = {
  ...(educationPosts[1] as Post),
  content: `
<p>Video ini membahas bagian-bagian candlestick dan empat pola pembalikan yang paling sering muncul di
saham seperti BBCA dan TLKM.</p>
<h2>Yang akan Anda pelajari</h2>
<ul>
  <li>Body, upper shadow dan lower shadow</li>
  <li>Pola hammer dan shooting star</li>
  <li>Pola bullish dan bearish engulfing</li>
  <li>Doji sebagai tanda keraguan pasar</li>
</ul>`,
};

/** A VIP lesson, for the free-member teaser. */
export const educationVipPost: Post = educationPosts[2] as Post;

/** What the related section shows. */
export const educationRelated: Post[] = [
  educationPosts[3] as Post,
  educationPosts[2] as Post,
  educationPosts[5] as Post,
];
