/**
 * Demo FAQs (spec §2 /qna/faq/{slug} and its details; §7 faqs, highlights, related, rating and the
 * legacy faq-frequent and faq-last): five categories in Indonesian (akun, membership VIP, trading
 * ideas, Tanya Saham, pembayaran), each answer true to the product's own rules, which it quotes
 * from @saham/domain so a changed limit changes the answer too. `isFrequent` feeds faq-frequent;
 * faq-last is the newest by `publishedAt`; two answers are for VIP members only (§6: the free
 * variant of FAQ detail).
 */
import {
  MAX_ACTIVE_CHATS,
  MAX_DEPOSIT,
  OTP_RESEND_SECONDS,
  UPLOAD_LIMIT_BYTES,
} from '@saham/domain/constants';
import { formatRupiah } from '@saham/domain/money';
import { categories, faqs } from '../schema.ts';
import { demoProducts } from './demo-accounts.ts';
import { daysAgoAt } from './seed-clock.ts';
import type { SeedModule } from './seed-module.ts';
import { stockPickCategories } from './stock-picks.ts';

/** The FAQ categories, in the order the Q&A screen lists them. */
export const faqCategories = [
  { slug: 'akun', name: 'Akun', description: 'Pendaftaran, login, OTP dan keamanan akun.' },
  { slug: 'membership-vip', name: 'Membership VIP', description: 'Keuntungan dan masa aktif VIP.' },
  {
    slug: 'trading-ideas',
    name: 'Trading Ideas',
    description: 'Sinyal, entry, target dan stop loss.',
  },
  { slug: 'tanya-saham', name: 'Tanya Saham', description: 'Bertanya langsung kepada analis.' },
  { slug: 'pembayaran', name: 'Pembayaran', description: 'Harga, cara bayar dan aktivasi VIP.' },
] as const;

/** A FAQ category slug. */
export type FaqCategorySlug = (typeof faqCategories)[number]['slug'];

/** A demo FAQ. */
export interface DemoFaq {
  category: FaqCategorySlug;
  slug: string;
  question: string;
  /** HTML. */
  answer: string;
  isHighlight: boolean;
  isFrequent: boolean;
  isVip: boolean;
  /** Days before now it was published (faq-last lists the newest). */
  daysAgo: number;
  views: number;
}

const p = (text: string) => `<p>${text}</p>`;
const ol = (...items: string[]) => `<ol>${items.map((item) => `<li>${item}</li>`).join('')}</ol>`;
const ul = (...items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;

const uploadMegabytes = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 2 }).format(
  UPLOAD_LIMIT_BYTES / 1_000_000,
);
const uploadBytes = new Intl.NumberFormat('id-ID').format(UPLOAD_LIMIT_BYTES);

const flags = (isHighlight: boolean, isFrequent: boolean, isVip = false) => ({
  isHighlight,
  isFrequent,
  isVip,
});

/** The demo FAQs, grouped by category. */
export const demoFaqs: readonly DemoFaq[] = [
  // ------------------------------------------------------------------ Akun
  {
    category: 'akun',
    slug: 'cara-mendaftar-akun',
    question: 'Bagaimana cara mendaftar akun?',
    answer:
      p('Anda bisa mendaftar dengan e-mail atau dengan akun Google:') +
      ol(
        'Pilih <strong>Daftar</strong> di halaman utama.',
        'Isi nama, e-mail, nomor WhatsApp dan password, atau pilih <strong>Daftar dengan Google</strong>.',
        'Masukkan kode verifikasi 6 digit yang kami kirim ke WhatsApp Anda.',
        'Setujui syarat dan ketentuan serta disclaimer. Akun Anda langsung aktif sebagai member Free.',
      ),
    ...flags(false, false),
    daysAgo: 190,
    views: 1_240,
  },
  {
    category: 'akun',
    slug: 'cara-masuk-dengan-nomor-whatsapp',
    question: 'Bagaimana cara masuk dengan nomor WhatsApp?',
    answer:
      p(
        'Pilih <strong>Masuk dengan WhatsApp</strong>, lalu ketik nomor yang terdaftar. Nomor Indonesia boleh diawali +62, 62 atau 08, misalnya 0812-3456-7890.',
      ) +
      p(
        `Kami akan mengirim kode sekali pakai (OTP) 6 digit ke WhatsApp Anda. Jika kode belum masuk, tombol kirim ulang aktif setelah ${OTP_RESEND_SECONDS} detik.`,
      ) +
      p(
        'Jika muncul pesan <em>Format nomor belum sesuai</em>, periksa kembali nomor Anda: hanya angka, tanpa spasi atau tanda baca lain.',
      ),
    ...flags(true, true),
    daysAgo: 150,
    views: 3_870,
  },
  {
    category: 'akun',
    slug: 'kode-otp-tidak-masuk',
    question: 'Kode OTP tidak masuk, apa yang harus saya lakukan?',
    answer:
      ul(
        'Pastikan nomor WhatsApp aktif dan aplikasi WhatsApp tersambung ke internet.',
        `Tunggu ${OTP_RESEND_SECONDS} detik, lalu tekan <strong>Kirim ulang kode</strong>.`,
        'Kode berlaku 5 menit. Gunakan kode terbaru jika Anda meminta lebih dari satu kali.',
      ) +
      p(
        'Jika terlalu sering meminta kode, sistem akan meminta Anda menunggu lebih lama sebelum mencoba lagi. Ini untuk melindungi akun Anda.',
      ),
    ...flags(false, true),
    daysAgo: 120,
    views: 2_915,
  },
  {
    category: 'akun',
    slug: 'lupa-password',
    question: 'Saya lupa password. Bagaimana cara meresetnya?',
    answer: ol(
      'Di halaman Masuk, pilih <strong>Lupa Password</strong>.',
      'Masukkan e-mail akun Anda. Kami mengirim tautan dan kode reset ke e-mail tersebut.',
      'Buka tautan atau masukkan kode tersebut, lalu buat password baru: minimal 8 karakter, berisi huruf dan angka.',
      'Masuk kembali dengan password baru.',
    ),
    ...flags(false, true),
    daysAgo: 100,
    views: 1_980,
  },
  {
    category: 'akun',
    slug: 'cara-mengganti-password',
    question: 'Bagaimana cara mengganti password?',
    answer: p(
      'Buka <strong>Profil &gt; Keamanan &gt; Ubah Password</strong>, masukkan password lama lalu password baru dua kali. Setelah berhasil, gunakan password baru saat masuk berikutnya.',
    ),
    ...flags(false, false),
    daysAgo: 75,
    views: 640,
  },
  {
    category: 'akun',
    slug: 'tiba-tiba-keluar-dari-aplikasi',
    question: 'Mengapa saya tiba-tiba keluar (logout) dari aplikasi?',
    answer:
      p('Sesi login diperbarui otomatis di latar belakang. Anda akan diminta masuk lagi jika:') +
      ul(
        'sesi sudah terlalu lama tidak dipakai,',
        'Anda keluar dari perangkat lain atau mengganti password,',
        'akun Anda dinonaktifkan. Hubungi tim kami jika Anda merasa ini keliru.',
      ),
    ...flags(false, false),
    daysAgo: 40,
    views: 410,
  },
  // ------------------------------------------------------------------ Membership VIP
  {
    category: 'membership-vip',
    slug: 'keuntungan-member-vip',
    question: 'Apa saja keuntungan menjadi member VIP?',
    answer:
      p('Member VIP mendapatkan seluruh fitur Free, ditambah:') +
      ul(
        'Seluruh ide di <strong>Trading Ideas</strong>, termasuk ide khusus VIP dengan analisa lengkap.',
        '<strong>Tanya Saham</strong>: bertanya langsung kepada analis tentang saham, portofolio, atau hal lain.',
        'Review portofolio oleh analis.',
        'Artikel dan video analisa khusus VIP.',
      ),
    ...flags(true, true),
    daysAgo: 180,
    views: 4_520,
  },
  {
    category: 'membership-vip',
    slug: 'beda-member-free-dan-vip',
    question: 'Apa beda member Free dan VIP?',
    answer:
      p(
        'Member Free dapat membaca artikel dan video analisa maupun edukasi yang terbuka, mencari saham dan melihat grafik, membaca FAQ, serta melihat sebagian ide di Trading Ideas.',
      ) +
      p(
        'Konten bertanda <strong>VIP</strong> hanya dapat dibuka member VIP. Saat membukanya sebagai member Free, Anda akan melihat ajakan untuk upgrade.',
      ),
    ...flags(false, false),
    daysAgo: 170,
    views: 2_310,
  },
  {
    category: 'membership-vip',
    slug: 'melihat-masa-aktif-membership',
    question: 'Bagaimana cara melihat masa aktif membership saya?',
    answer: p(
      'Buka <strong>Profil &gt; Langganan</strong>. Di sana tertera paket yang aktif beserta tanggal berakhirnya. Kami juga mengirim notifikasi pengingat menjelang masa aktif habis.',
    ),
    ...flags(false, false),
    daysAgo: 60,
    views: 880,
  },
  {
    category: 'membership-vip',
    slug: 'perpanjangan-membership-vip',
    question: 'Apakah membership VIP diperpanjang otomatis?',
    answer: p(
      'Tidak. Membership VIP tidak diperpanjang otomatis, sehingga tidak ada tagihan tanpa sepengetahuan Anda. Untuk memperpanjang, pilih paket di menu Langganan sebelum atau sesudah masa aktif berakhir.',
    ),
    ...flags(false, false),
    daysAgo: 20,
    views: 350,
  },
  {
    category: 'membership-vip',
    slug: 'memaksimalkan-fitur-vip',
    question: 'Bagaimana cara memaksimalkan fitur VIP?',
    answer: ol(
      'Aktifkan notifikasi agar tidak ketinggalan ide trading baru dan perubahan sinyal.',
      'Baca tab Analisa di setiap ide sebelum mengeksekusi, lalu sesuaikan jumlah lot dengan manajemen risiko Anda.',
      'Kirim portofolio Anda lewat Tanya Portofolio untuk direview analis secara berkala.',
      'Ikuti webinar khusus member VIP yang diumumkan di beranda.',
    ),
    ...flags(false, false, true),
    daysAgo: 12,
    views: 270,
  },
  // ------------------------------------------------------------------ Trading ideas
  {
    category: 'trading-ideas',
    slug: 'arti-sinyal-buy-hold-sell',
    question: 'Apa arti sinyal Buy, Hold, dan Sell?',
    answer: ul(
      '<strong>Buy</strong>: ide baru; saham layak dibeli di area entry.',
      '<strong>Hold</strong>: posisi masih sesuai rencana; tahan sambil memantau stop loss.',
      '<strong>Sell</strong>: saatnya menjual, baik untuk mengamankan keuntungan maupun membatasi kerugian.',
    ),
    ...flags(true, true),
    daysAgo: 160,
    views: 5_130,
  },
  {
    category: 'trading-ideas',
    slug: 'entry-target-stop-loss',
    question: 'Apa itu entry, target, dan stop loss pada Trading Ideas?',
    answer:
      ul(
        '<strong>Entry</strong>: area harga untuk membeli.',
        '<strong>Target</strong>: area harga untuk mengambil keuntungan.',
        '<strong>Stop loss</strong>: batas harga untuk menjual bila pergerakan tidak sesuai rencana, agar kerugian tetap kecil.',
      ) + p('Semua harga mengikuti fraksi harga Bursa Efek Indonesia.'),
    ...flags(false, false),
    daysAgo: 140,
    views: 2_760,
  },
  {
    category: 'trading-ideas',
    slug: 'kategori-trading-ideas',
    question: `Apa beda kategori ${stockPickCategories.map((category) => category.name).join(', ')}?`,
    answer: ul(
      ...stockPickCategories.map(
        (category) => `<strong>${category.name}</strong>: ${category.description}`,
      ),
    ),
    ...flags(false, false),
    daysAgo: 90,
    views: 1_150,
  },
  {
    category: 'trading-ideas',
    slug: 'mencatat-pembelian-dari-trading-ideas',
    question: 'Bagaimana cara mencatat pembelian dari Trading Ideas?',
    answer:
      p(
        'Buka detail ide, tekan <strong>Beli</strong>, lalu isi jumlah lot dan harga beli Anda. Posisi tercatat di daftar Anda dan bisa ditutup kapan saja dengan tombol <strong>Jual</strong>.',
      ) + p(`Modal yang dapat dicatat untuk satu pembelian maksimal ${formatRupiah(MAX_DEPOSIT)}.`),
    ...flags(false, false),
    daysAgo: 50,
    views: 720,
  },
  {
    category: 'trading-ideas',
    slug: 'frekuensi-pembaruan-ide-vip',
    question: 'Seberapa sering ide trading VIP diperbarui?',
    answer: p(
      'Analis kami memantau setiap ide yang masih berjalan setiap hari bursa. Perubahan sinyal (misalnya dari Hold ke Sell) dikirim sebagai notifikasi, dan ide baru biasanya terbit sebelum pasar dibuka atau setelah sesi perdagangan ditutup.',
    ),
    ...flags(false, false, true),
    daysAgo: 8,
    views: 190,
  },
  // ------------------------------------------------------------------ Tanya Saham
  {
    category: 'tanya-saham',
    slug: 'apa-itu-tanya-saham',
    question: 'Apa itu Tanya Saham?',
    answer:
      p(
        'Tanya Saham adalah layanan tanya jawab langsung dengan analis. Ada tiga jenis pertanyaan:',
      ) +
      ul(
        '<strong>Tanya Saham</strong>: pertanyaan tentang satu saham tertentu.',
        '<strong>Tanya Portofolio</strong>: minta review atas portofolio Anda.',
        '<strong>Tanya Lainnya</strong>: pertanyaan seputar pasar modal di luar dua hal di atas.',
      ),
    ...flags(true, false),
    daysAgo: 130,
    views: 3_040,
  },
  {
    category: 'tanya-saham',
    slug: 'batas-pertanyaan-tanya-saham',
    question: 'Berapa banyak pertanyaan yang bisa saya ajukan?',
    answer:
      p(
        `Anda dapat memiliki maksimal ${MAX_ACTIVE_CHATS} chat aktif sekaligus. Selain itu, pertanyaan yang belum dijawab harus dijawab analis terlebih dahulu sebelum Anda mengirim pertanyaan baru.`,
      ) + p('Akhiri chat yang sudah selesai agar slot terbuka untuk pertanyaan berikutnya.'),
    ...flags(false, true),
    daysAgo: 110,
    views: 2_480,
  },
  {
    category: 'tanya-saham',
    slug: 'lama-pertanyaan-dijawab',
    question: 'Berapa lama pertanyaan saya dijawab?',
    answer: p(
      'Analis menjawab pada hari bursa, umumnya dalam 1x24 jam. Anda akan menerima notifikasi ketika jawaban masuk, dan percakapan bisa dilanjutkan di chat yang sama.',
    ),
    ...flags(false, false),
    daysAgo: 85,
    views: 1_330,
  },
  {
    category: 'tanya-saham',
    slug: 'mengirim-portofolio-untuk-direview',
    question: 'Bagaimana cara mengirim portofolio untuk direview?',
    answer:
      ol(
        'Buka <strong>Tanya Portofolio</strong> dan buat portofolio baru.',
        'Tambahkan saham satu per satu: kode saham, jumlah lot dan harga beli rata-rata. Anda juga bisa melampirkan tangkapan layar portofolio.',
        'Tulis pertanyaan Anda, lalu kirim.',
      ) +
      p(
        `Lampiran berupa gambar PNG, JPEG atau WebP dengan ukuran maksimal ${uploadMegabytes} MB (${uploadBytes} byte).`,
      ),
    ...flags(false, false),
    daysAgo: 45,
    views: 960,
  },
  {
    category: 'tanya-saham',
    slug: 'memberi-rating-jawaban-analis',
    question: 'Bagaimana cara memberi rating jawaban analis?',
    answer: p(
      'Setelah pertanyaan dijawab, buka chat tersebut lalu pilih bintang 1 sampai 5 dan tulis komentar bila perlu. Setiap chat dapat diberi satu rating. Masukan Anda membantu kami menjaga kualitas jawaban.',
    ),
    ...flags(false, false),
    daysAgo: 15,
    views: 300,
  },
  // ------------------------------------------------------------------ Pembayaran
  {
    category: 'pembayaran',
    slug: 'harga-membership-vip',
    question: 'Berapa harga membership VIP?',
    answer:
      ul(
        ...demoProducts.map(
          (product) => `<strong>${product.name}</strong>: ${formatRupiah(product.priceRupiah)}`,
        ),
      ) + p('Harga dapat berubah sewaktu-waktu; pantau promo di beranda untuk potongan harga.'),
    ...flags(true, true),
    daysAgo: 70,
    views: 3_660,
  },
  {
    category: 'pembayaran',
    slug: 'metode-pembayaran',
    question: 'Metode pembayaran apa saja yang tersedia?',
    answer: p(
      'Tekan tombol <strong>Upgrade</strong> dan tim sales kami akan menghubungi Anda lewat WhatsApp dengan tautan pembayaran. Pembayaran dapat dilakukan melalui transfer virtual account bank, e-wallet, atau kartu kredit.',
    ),
    ...flags(false, false),
    daysAgo: 65,
    views: 1_420,
  },
  {
    category: 'pembayaran',
    slug: 'status-masih-free-setelah-bayar',
    question: 'Pembayaran sudah berhasil, tetapi status saya masih Free. Apa yang harus dilakukan?',
    answer: ol(
      'Tunggu beberapa menit, lalu keluar dan masuk kembali ke aplikasi.',
      'Pastikan Anda masuk dengan akun yang sama dengan yang digunakan saat pembayaran.',
      'Jika status belum berubah setelah 1x24 jam, hubungi tim kami melalui WhatsApp dengan menyertakan bukti pembayaran.',
    ),
    ...flags(false, false),
    daysAgo: 30,
    views: 780,
  },
  {
    category: 'pembayaran',
    slug: 'pengembalian-dana',
    question: 'Apakah biaya membership bisa dikembalikan?',
    answer: p(
      'Biaya membership yang sudah aktif tidak dapat dikembalikan. Jika terjadi pembayaran ganda atau kesalahan nominal, hubungi tim kami paling lambat 7 hari setelah pembayaran untuk diproses.',
    ),
    ...flags(false, false),
    daysAgo: 5,
    views: 150,
  },
];

/** Seeds the FAQ categories and the demo FAQs. */
export const faqSeed: SeedModule = {
  name: 'faqs',
  async run({ db, now }) {
    const inserted = await db
      .insert(categories)
      .values(
        faqCategories.map((category, index) => ({
          kind: 'faq' as const,
          ...category,
          sortOrder: index + 1,
        })),
      )
      .returning({ id: categories.id, slug: categories.slug });
    const categoryId = new Map(inserted.map((row) => [row.slug, row.id]));
    await db.insert(faqs).values(
      demoFaqs.map((faq, index) => {
        const publishedAt = daysAgoAt(now, faq.daysAgo, 10, 0);
        return {
          categoryId: categoryId.get(faq.category) ?? null,
          slug: faq.slug,
          question: faq.question,
          answer: faq.answer,
          isHighlight: faq.isHighlight,
          isFrequent: faq.isFrequent,
          isVip: faq.isVip,
          sortOrder: index + 1,
          views: faq.views,
          publishedAt,
          createdAt: publishedAt,
          updatedAt: publishedAt,
        };
      }),
    );
  },
};
