import type { LandingPage } from './landing-page-screen.tsx';
import { demoBanner } from '../content/content.fixtures.ts';

/** A console-made campaign page (spec §7 GET console/public/v1/landing-page/{slug}). */
export const vipLandingPage: LandingPage = {
  id: 7,
  slug: 'vip-awal-tahun',
  title: 'Mulai 2026 dengan VIP: hemat 40% untuk 12 bulan',
  banner_image: demoBanner('VIP hemat 40%', 'Promo awal tahun · 1–31 Januari 2026', 0),
  cta_label: 'Upgrade ke VIP',
  cta_url: '/profile',
  published_at: '2026-01-01T00:00:00+07:00',
  content: `
<p>Dapatkan semua fitur premium untuk mengambil keputusan investasi yang lebih tenang: sinyal
Trading Ideas harian, analisis mendalam, dan jawaban langsung dari analis lewat Tanya Saham.</p>
<h2>Yang Anda dapatkan sebagai member VIP</h2>
<ul>
  <li><strong>Trading Ideas lengkap</strong> dengan area beli, target dan stop loss untuk saham seperti BBCA, BBRI dan TLKM.</li>
  <li><strong>Analisis VIP</strong>: ulasan fundamental dan teknikal yang tidak tersedia untuk member free.</li>
  <li><strong>Tanya Saham</strong>: tanyakan saham atau portofolio Anda, hingga 3 percakapan aktif sekaligus.</li>
  <li>Notifikasi sinyal dan acara edukasi eksklusif.</li>
</ul>
<h2>Lihat cara kerjanya</h2>
<p><a href="https://www.youtube.com/watch?v=Tqf7uYdk1aU">https://www.youtube.com/watch?v=Tqf7uYdk1aU</a></p>
<h2>Harga promo</h2>
<table>
  <thead><tr><th scope="col">Paket</th><th scope="col">Harga normal</th><th scope="col">Harga promo</th></tr></thead>
  <tbody>
    <tr><td>VIP 3 bulan</td><td>Rp 450.000</td><td>Rp 360.000</td></tr>
    <tr><td>VIP 12 bulan</td><td>Rp 1.500.000</td><td>Rp 900.000</td></tr>
  </tbody>
</table>
<blockquote>"Sinyal Trading Ideas membantu saya disiplin dengan stop loss. Portofolio jadi jauh lebih
tenang." — Rina, member VIP sejak 2024</blockquote>
<p>Promo berlaku 1–31 Januari 2026. Baca <a href="/promotion/detail/12">syarat dan ketentuan promo</a>.</p>`,
};

/** A page whose call to action goes to another site (WhatsApp sales). */
export const webinarLandingPage: LandingPage = {
  id: 8,
  slug: 'webinar-dividen',
  title: 'Webinar gratis: berburu saham dividen 2026',
  banner_image: demoBanner('Webinar saham dividen', 'Sabtu, 17 Januari 2026 · 10.00 WIB', 1),
  cta_label: 'Daftar lewat WhatsApp',
  cta_url: 'https://wa.me/6281234567890',
  published_at: '2026-01-03T00:00:00+07:00',
  content: `
<p>Bersama analis kami, pelajari cara memilih saham dengan dividen konsisten seperti ASII, BBRI dan
TLKM, dan cara membaca jadwal cum date.</p>
<h2>Materi</h2>
<ol>
  <li>Mengenal dividend yield dan payout ratio</li>
  <li>Kalender dividen 2026</li>
  <li>Tanya jawab langsung</li>
</ol>`,
};

/** A page without a banner or call to action, with a long title and body. */
export const longLandingPage: LandingPage = {
  ...vipLandingPage,
  id: 9,
  banner_image: null,
  cta_label: null,
  cta_url: null,
  title:
    'Mulai 2026 dengan VIP: hemat 40% untuk 12 bulan, ditambah akses webinar eksklusif, e-book analisis sektor dan konsultasi portofolio gratis',
  content: Array.from({ length: 3 }, () => vipLandingPage.content).join('<hr>'),
};
