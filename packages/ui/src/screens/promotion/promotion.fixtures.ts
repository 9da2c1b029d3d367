import { demoBanner } from '../content/content.fixtures.ts';
import type { Promotion } from './promotion-screen.tsx';

const vipTerms = `
<p>Nikmati semua fitur VIP dengan harga khusus awal tahun: Trading Ideas lengkap, analisis VIP dan
Tanya Saham langsung ke analis.</p>
<table>
  <thead><tr><th scope="col">Paket</th><th scope="col">Normal</th><th scope="col">Promo</th></tr></thead>
  <tbody>
    <tr><td>VIP 3 bulan</td><td>Rp 450.000</td><td>Rp 360.000</td></tr>
    <tr><td>VIP 12 bulan</td><td>Rp 1.500.000</td><td>Rp 900.000</td></tr>
  </tbody>
</table>
<h2>Syarat dan ketentuan</h2>
<ol>
  <li>Berlaku untuk member free yang melakukan upgrade pada 1–31 Januari 2026 pukul 23.59 WIB.</li>
  <li>Harga promo hanya untuk pembelian pertama paket VIP 3 bulan atau 12 bulan.</li>
  <li>Promo tidak dapat digabung dengan kode voucher lain dan tidak dapat diuangkan.</li>
  <li>Pembayaran melalui transfer bank, e-wallet atau kartu kredit.</li>
  <li>Tim kami berhak membatalkan transaksi yang terindikasi penyalahgunaan.</li>
</ol>
<p>Ada pertanyaan? Lihat <a href="/qna/faq/pembayaran">FAQ pembayaran</a> atau hubungi
<a href="https://wa.me/6281234567890">tim sales lewat WhatsApp</a>.</p>`;

/** Promotions as the server lists them, running ones first; the clock is DEMO_NOW (05 Jan 2026). */
export const promotions: Promotion[] = [
  {
    id: 12,
    title: 'VIP awal tahun: hemat hingga 40%',
    content: vipTerms,
    banner_image: demoBanner('VIP hemat 40%', 'Promo awal tahun · 1–31 Januari 2026', 0),
    cta_label: 'Upgrade ke VIP',
    cta_url: '/profile',
    start_at: '2026-01-01T00:00:00+07:00',
    end_at: '2026-01-31T23:59:00+07:00',
  },
  {
    id: 13,
    title: 'Ajak teman, dapat VIP gratis 1 bulan',
    content:
      '<p>Bagikan kode undangan Anda dari halaman Profil. Setiap teman yang upgrade ke VIP memberi Anda 1 bulan VIP gratis.</p><h2>Syarat dan ketentuan</h2><ol><li>Teman harus pengguna baru.</li><li>Maksimal 6 bulan VIP gratis per tahun.</li></ol>',
    banner_image: demoBanner('Ajak teman', 'Gratis VIP 1 bulan per teman', 3),
    cta_label: 'Bagikan kode undangan',
    cta_url: '/profile',
    start_at: '2025-12-01T00:00:00+07:00',
    end_at: null,
  },
  {
    id: 14,
    title: 'Webinar gratis: berburu saham dividen 2026',
    content:
      '<p>Belajar memilih saham dividen seperti ASII, BBRI dan TLKM bersama analis kami.</p>',
    banner_image: demoBanner('Webinar dividen', 'Sabtu, 17 Januari 2026 · 10.00 WIB', 1),
    cta_label: 'Daftar lewat WhatsApp',
    cta_url: 'https://wa.me/6281234567890',
    start_at: '2026-01-03T00:00:00+07:00',
    end_at: '2026-01-17T12:00:00+07:00',
  },
  {
    id: 11,
    title: 'Harbolnas 12.12: VIP 12 bulan Rp 750.000',
    content: '<p>Promo Harbolnas telah berakhir. Terima kasih atas antusiasme Anda.</p>',
    banner_image: demoBanner('Harbolnas 12.12', 'VIP 12 bulan Rp 750.000', 2),
    cta_label: 'Upgrade ke VIP',
    cta_url: '/profile',
    start_at: '2025-12-12T00:00:00+07:00',
    end_at: '2025-12-12T23:59:00+07:00',
  },
];

/** The promotion opened in the detail stories. */
export const promotionDetail = promotions[0] as Promotion;

/** An ended promotion. */
export const endedPromotion = promotions[3] as Promotion;

/** Long titles and terms, no banner. */
export const longPromotions: Promotion[] = promotions.map((promotion, index) => ({
  ...promotion,
  banner_image: index === 1 ? null : promotion.banner_image,
  title:
    index % 2 === 0
      ? `${promotion.title}, khusus member yang upgrade lewat aplikasi web sebelum kuota promo habis`
      : promotion.title,
  content: Array.from({ length: 3 }, () => promotion.content).join('<hr>'),
}));
