import type { Category, Faq } from '@saham/domain/api/content';

/** FAQ categories (spec §3 categories: id, name, slug). */
export const faqCategories: Category[] = [
  { id: 21, name: 'Akun & Login', slug: 'akun' },
  { id: 22, name: 'Membership VIP', slug: 'membership' },
  { id: 23, name: 'Trading Ideas', slug: 'trading-ideas' },
  { id: 24, name: 'Tanya Saham', slug: 'tanya-saham' },
  { id: 25, name: 'Pembayaran', slug: 'pembayaran' },
];

const [akun, membership, tradingIdeas, tanyaSaham, pembayaran] = faqCategories as [
  Category,
  Category,
  Category,
  Category,
  Category,
];

function faq(
  fields: Pick<Faq, 'id' | 'question' | 'category'> &
    Partial<Pick<Faq, 'answer' | 'is_highlight' | 'helpful_count' | 'updated_at'>>,
): Faq {
  return {
    answer: '<p>Silakan hubungi tim kami melalui menu Bantuan di halaman Profil.</p>',
    is_highlight: false,
    is_vip: false,
    helpful_count: 0,
    not_helpful_count: 0,
    updated_at: '2025-12-15T03:00:00Z',
    ...fields,
  };
}

/** The questions of the "Akun & Login" category, the one the stories open. */
export const accountFaqs: Faq[] = [
  faq({
    id: 301,
    question: 'Bagaimana cara masuk dengan nomor WhatsApp?',
    category: akun,
    helpful_count: 1204,
    updated_at: '2026-01-02T02:30:00Z',
    answer: `
<p>Anda bisa masuk tanpa kata sandi memakai nomor WhatsApp yang terdaftar:</p>
<ol>
  <li>Di halaman masuk, pilih <strong>Masuk dengan WhatsApp</strong>.</li>
  <li>Masukkan nomor Anda, misalnya <strong>0812-3456-7890</strong> atau <strong>+62 812 3456 7890</strong>.</li>
  <li>Kami mengirim kode verifikasi 6 digit ke WhatsApp Anda. Masukkan kode tersebut.</li>
</ol>
<p>Kode bisa dikirim ulang setelah hitungan mundur <strong>60 detik</strong> selesai. Jika terlalu sering
meminta kode, Anda perlu menunggu beberapa saat sebelum mencoba lagi.</p>
<h3>Nomor saya sudah tidak aktif</h3>
<p>Masuklah dengan email dan kata sandi, lalu perbarui nomor di halaman <a href="/profile">Profil</a>.
Panduan lengkap ada di <a href="https://faq.whatsapp.com/">pusat bantuan WhatsApp</a>.</p>`,
  }),
  faq({ id: 302, question: 'Saya lupa kata sandi, bagaimana cara meresetnya?', category: akun }),
  faq({
    id: 303,
    question: 'Apakah satu akun bisa dipakai di beberapa perangkat?',
    category: akun,
  }),
  faq({ id: 304, question: 'Bagaimana cara mengganti kata sandi?', category: akun }),
  faq({ id: 305, question: 'Kenapa saya tiba-tiba keluar dari aplikasi?', category: akun }),
];

/** Frequently asked questions (spec §7 legacy faq-frequent), from several categories. */
export const frequentFaqs: Faq[] = [
  faq({ id: 311, question: 'Apa saja keuntungan menjadi member VIP?', category: membership }),
  faq({
    id: 312,
    question: 'Bagaimana membaca sinyal buy, hold dan sell di Trading Ideas?',
    category: tradingIdeas,
  }),
  faq({
    id: 313,
    question: 'Berapa banyak pertanyaan yang bisa saya ajukan di Tanya Saham?',
    category: tanyaSaham,
  }),
];

/** The newest questions (spec §7 legacy faq-last). */
export const latestFaqs: Faq[] = [
  faq({ id: 321, question: 'Metode pembayaran apa saja yang tersedia?', category: pembayaran }),
  faq({
    id: 322,
    question: 'Kapan analis menjawab pertanyaan saya di Tanya Saham?',
    category: tanyaSaham,
  }),
  faq({ id: 323, question: 'Bagaimana cara memperpanjang membership VIP?', category: membership }),
];

/** Results of searching "kata sandi", across categories. */
export const searchResultFaqs: Faq[] = [
  accountFaqs[1] as Faq,
  accountFaqs[3] as Faq,
  faq({
    id: 331,
    question: 'Apakah tim Saham pernah meminta kata sandi atau kode OTP saya?',
    category: akun,
  }),
];

/** Long questions, to check wrapping. */
export const longFaqs: Faq[] = accountFaqs.map((item, index) => ({
  ...item,
  question:
    index % 2 === 0
      ? `${item.question} Saya sudah mencoba beberapa kali dari aplikasi di ponsel dan dari browser di laptop tetapi belum berhasil`
      : item.question,
}));

/** The FAQ opened in the detail stories. */
export const faqDetail: Faq = accountFaqs[0] as Faq;

/** What the detail's related section shows (spec §7 faqs/{id}/related). */
export const relatedFaqs: Faq[] = accountFaqs.slice(1, 4);
