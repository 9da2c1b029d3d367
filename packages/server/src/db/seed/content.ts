/**
 * Demo analysis and education content (spec §2 Updates/Analysis and Education lists and details;
 * §3 content and categories; §7 content/ex/v1/post and category): the categories of both sections
 * and 31 posts in Indonesian, articles and videos, a few VIP-only (§6 'no preview for free user'),
 * posted over the last four months. Market commentary stays qualitative on purpose: the stock
 * prices are demo data (stocks.ts), so the posts name no share prices that could contradict them.
 */
import { eq } from 'drizzle-orm';
import { accounts, categories, posts } from '../schema.ts';
import { demoAccounts } from './demo-accounts.ts';
import { demoImageUrl, youtubeUrl, type DemoMediaColour } from './demo-media.ts';
import { daysAgoAt } from './seed-clock.ts';
import type { SeedModule } from './seed-module.ts';

/** Which list a post appears in (§7: published_on analysis or education). */
export type PublishedOn = 'analysis' | 'education';

/** A content category of one section. */
export interface DemoCategory {
  kind: PublishedOn;
  slug: string;
  name: string;
  description: string;
}

/** The categories of the Analysis (Updates) and Education sections, in tab order. */
export const contentCategories: readonly DemoCategory[] = [
  {
    kind: 'analysis',
    slug: 'market-outlook',
    name: 'Market Outlook',
    description: 'Arah pasar harian dan mingguan.',
  },
  {
    kind: 'analysis',
    slug: 'review-sektor',
    name: 'Review Sektor',
    description: 'Ulasan kinerja dan prospek per sektor.',
  },
  {
    kind: 'analysis',
    slug: 'analisa-teknikal',
    name: 'Analisa Teknikal',
    description: 'Bedah grafik saham pilihan.',
  },
  {
    kind: 'analysis',
    slug: 'analisa-fundamental',
    name: 'Analisa Fundamental',
    description: 'Kinerja keuangan dan valuasi emiten.',
  },
  {
    kind: 'analysis',
    slug: 'dividen',
    name: 'Dividen & Aksi Korporasi',
    description: 'Jadwal dividen, stock split, right issue dan lainnya.',
  },
  {
    kind: 'education',
    slug: 'dasar-saham',
    name: 'Dasar-Dasar Saham',
    description: 'Mulai dari nol: istilah, aturan bursa dan cara bertransaksi.',
  },
  {
    kind: 'education',
    slug: 'analisa-teknikal',
    name: 'Analisa Teknikal',
    description: 'Candlestick, indikator dan pola grafik.',
  },
  {
    kind: 'education',
    slug: 'fundamental',
    name: 'Analisa Fundamental',
    description: 'Membaca laporan keuangan dan menilai harga wajar.',
  },
  {
    kind: 'education',
    slug: 'manajemen-risiko',
    name: 'Manajemen Risiko',
    description: 'Stop loss, ukuran posisi dan pengelolaan modal.',
  },
  {
    kind: 'education',
    slug: 'psikologi-trading',
    name: 'Psikologi Trading',
    description: 'Disiplin, emosi dan kebiasaan trader yang konsisten.',
  },
];

/** A demo post. */
export interface DemoPost {
  slug: string;
  title: string;
  publishedOn: PublishedOn;
  /** A category slug of the same section. */
  category: string;
  format: 'article' | 'video';
  /** The YouTube video id of a video post (demo ids: the content team replaces them). */
  videoId?: string;
  excerpt: string;
  /** HTML. */
  body: string;
  stockCodes: readonly string[];
  isVip: boolean;
  /** Days before now it was posted, and the WIB time of day. */
  daysAgo: number;
  at: readonly [hour: number, minute: number];
  /** Days before now it was last edited, when it was (an update after posting). */
  updatedDaysAgo?: number;
}

const html = (...blocks: string[]) => blocks.join('');
const p = (text: string) => `<p>${text}</p>`;
const h3 = (text: string) => `<h3>${text}</h3>`;
const ul = (...items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;
const ol = (...items: string[]) => `<ol>${items.map((item) => `<li>${item}</li>`).join('')}</ol>`;

const disclaimer = p(
  '<em>Disclaimer: materi ini adalah opini analis untuk edukasi, bukan ajakan membeli atau menjual saham tertentu. Keputusan investasi sepenuhnya di tangan Anda.</em>',
);

/** The demo posts, newest first within each section. */
export const demoPosts: readonly DemoPost[] = [
  // ---------------------------------------------------------------- Analysis
  {
    slug: 'ihsg-sepekan-menguji-resistance-perbankan-penggerak',
    title: 'IHSG Sepekan: Menguji Resistance, Saham Perbankan Jadi Penggerak',
    publishedOn: 'analysis',
    category: 'market-outlook',
    format: 'article',
    excerpt:
      'IHSG bergerak di kisaran 7.100-7.200 dan menguji resistance penting. Saham bank besar kembali menjadi motor penggerak indeks.',
    body: html(
      p(
        'Indeks Harga Saham Gabungan (IHSG) menutup pekan dengan penguatan tipis dan kini bergerak di kisaran 7.100-7.200. Area 7.250 menjadi resistance penting yang sudah tiga kali gagal ditembus dalam sebulan terakhir.',
      ),
      h3('Apa yang menggerakkan pasar?'),
      ul(
        'Saham perbankan berkapitalisasi besar seperti BBCA, BBRI dan BMRI kembali diburu investor asing setelah sempat terkoreksi.',
        'Rupiah relatif stabil sehingga tekanan jual dari investor global mereda.',
        'Sektor energi bergerak mendatar menunggu kepastian arah harga batu bara.',
      ),
      h3('Strategi pekan depan'),
      p(
        'Selama IHSG bertahan di atas support 7.050, kami masih melihat peluang penguatan lanjutan. Penembusan 7.250 dengan volume besar akan membuka ruang ke 7.350. Sebaliknya, jika support 7.050 jebol, kurangi porsi saham agresif dan prioritaskan emiten dengan fundamental kuat.',
      ),
      p(
        'Pilihan kami pekan ini: akumulasi bertahap di saham bank besar saat terkoreksi, dan tetap disiplin memasang stop loss untuk posisi trading jangka pendek.',
      ),
      disclaimer,
    ),
    stockCodes: ['BBCA', 'BBRI', 'BMRI'],
    isVip: false,
    daysAgo: 1,
    at: [7, 30],
  },
  {
    slug: 'bbri-menguji-resistance-siap-breakout',
    title: 'BBRI Menguji Resistance: Siap Breakout?',
    publishedOn: 'analysis',
    category: 'analisa-teknikal',
    format: 'article',
    excerpt:
      'BBRI melaju di atas MA20 dan MA50 dan kini menguji resistance terdekat. Kami membedah skenario breakout dan level yang membatalkannya.',
    body: html(
      p(
        'Saham Bank Rakyat Indonesia (BBRI) menguat tajam dalam beberapa pekan terakhir. Harga kini berada di atas garis rata-rata 20 hari (MA20) dan 50 hari (MA50) yang sama-sama menanjak, dan sedang menguji area resistance dari puncak bulan ini.',
      ),
      h3('Yang kami perhatikan'),
      ul(
        'MA20 sudah berada di atas MA50: struktur tren naik jangka menengah terbentuk.',
        'RSI berada di area jenuh beli. Tren masih kuat, tetapi koreksi sehat bisa terjadi kapan saja, jadi hindari membeli dengan porsi penuh sekaligus.',
        'Volume perlu dicermati: penembusan resistance tanpa volume rawan menjadi false breakout.',
      ),
      h3('Skenario'),
      p(
        'Skenario utama: penutupan harian di atas resistance dengan volume di atas rata-rata membuka jalan menuju target berikutnya. Skenario alternatif: gagal menembus dan terkoreksi ke MA20, yang justru bisa menjadi area beli kedua. Skenario batal bila harga ditutup di bawah MA20 dengan volume besar; di situlah stop loss sebaiknya diletakkan.',
      ),
      p(
        'Rencana lengkap dengan entry, target dan stop loss tersedia di menu Trading Ideas kategori Swing.',
      ),
      disclaimer,
    ),
    stockCodes: ['BBRI'],
    isVip: true,
    daysAgo: 2,
    at: [19, 0],
  },
  {
    slug: 'antm-tren-naik-terjaga-menanti-breakout',
    title: 'ANTM: Tren Naik Terjaga, Menanti Breakout',
    publishedOn: 'analysis',
    category: 'analisa-teknikal',
    format: 'video',
    videoId: 'sahamDemo08',
    excerpt:
      'Video analisa: ANTM bertahan di atas MA20 dan MA50 dan bergerak mendekati resistance. Apa yang dibutuhkan untuk breakout?',
    body: html(
      p(
        'Dalam video ini analis kami membedah pergerakan Aneka Tambang (ANTM) yang menjadi salah satu saham terkuat tahun ini. Harga bertahan di atas MA20 dan MA50 dan kini bergerak mendekati resistance terdekat.',
      ),
      ul(
        'Cara membaca tren naik dari susunan moving average.',
        'Mengapa volume menjadi kunci untuk membedakan breakout asli dan false breakout.',
        'Sentimen harga emas dan nikel yang menopang saham tambang.',
      ),
      p(
        'Tonton sampai akhir untuk rencana trading lengkap: area entry, target bertahap dan letak stop loss.',
      ),
      disclaimer,
    ),
    stockCodes: ['ANTM'],
    isVip: true,
    daysAgo: 4,
    at: [16, 30],
  },
  {
    slug: 'market-outlook-rotasi-sektor-energi-bahan-baku',
    title: 'Market Outlook Mingguan: Rotasi Sektor ke Energi dan Bahan Baku',
    publishedOn: 'analysis',
    category: 'market-outlook',
    format: 'video',
    videoId: 'sahamDemo02',
    excerpt:
      'Dana mulai berpindah dari saham konsumer ke energi dan bahan baku. Simak sektor yang kami jagokan pekan ini.',
    body: html(
      p(
        'Market outlook mingguan dalam format video. Kami membahas rotasi sektor yang terlihat dari aliran dana dua pekan terakhir: saham konsumer ditinggalkan, sementara saham energi dan bahan baku mulai diakumulasi.',
      ),
      ul(
        'Peta kinerja indeks sektoral IDX-IC sepekan.',
        'Saham batu bara dan logam yang masuk radar: ADRO, PTBA dan ANTM.',
        'Level penting IHSG yang perlu dijaga pekan ini.',
      ),
      disclaimer,
    ),
    stockCodes: ['ADRO', 'PTBA', 'ANTM'],
    isVip: false,
    daysAgo: 6,
    at: [8, 0],
  },
  {
    slug: 'review-sektor-perbankan-nim-tertekan-kualitas-aset-terjaga',
    title: 'Review Sektor Perbankan: NIM Tertekan, Kualitas Aset Tetap Terjaga',
    publishedOn: 'analysis',
    category: 'review-sektor',
    format: 'article',
    excerpt:
      'Kenaikan biaya dana menekan margin bunga bersih, tetapi rasio kredit bermasalah bank besar tetap rendah.',
    body: html(
      p(
        'Kinerja kuartalan bank-bank besar menunjukkan pola yang mirip: penyaluran kredit tumbuh sehat, namun margin bunga bersih (NIM) menyempit karena biaya dana naik lebih cepat dibanding imbal hasil kredit.',
      ),
      h3('Poin penting'),
      ul(
        '<strong>BBCA</strong> tetap unggul berkat porsi dana murah (CASA) yang tinggi, sehingga NIM relatif paling stabil.',
        '<strong>BBRI</strong> masih membersihkan kualitas kredit mikro; biaya pencadangan menjadi faktor yang perlu dipantau.',
        '<strong>BMRI</strong> dan <strong>BBNI</strong> diuntungkan pertumbuhan kredit korporasi.',
        '<strong>BRIS</strong> mencatat pertumbuhan pembiayaan tercepat, didorong segmen konsumer syariah.',
        '<strong>ARTO</strong> fokus menambah nasabah aktif; profitabilitas masih tahap awal.',
      ),
      h3('Kesimpulan'),
      p(
        'Kami tetap overweight pada sektor perbankan untuk jangka panjang. Koreksi harga saham bank besar lebih banyak dipicu faktor sentimen dibanding memburuknya fundamental, sehingga dapat dimanfaatkan untuk akumulasi bertahap.',
      ),
      disclaimer,
    ),
    stockCodes: ['BBCA', 'BBRI', 'BMRI', 'BBNI', 'BRIS', 'ARTO'],
    isVip: false,
    daysAgo: 9,
    at: [10, 15],
    updatedDaysAgo: 8,
  },
  {
    slug: 'tlkm-valuasi-murah-arus-kas-stabil',
    title: 'TLKM: Valuasi Murah dengan Arus Kas yang Stabil',
    publishedOn: 'analysis',
    category: 'analisa-fundamental',
    format: 'article',
    excerpt:
      'Harga saham TLKM tertinggal dibanding kinerjanya. Kami menghitung valuasi dan potensi dividennya.',
    body: html(
      p(
        'Telkom Indonesia (TLKM) adalah emiten dengan arus kas operasi terbesar di sektor telekomunikasi. Meski harga sahamnya tertinggal dalam setahun terakhir, bisnis intinya masih solid.',
      ),
      h3('Sumber pertumbuhan'),
      ul(
        'Telkomsel tetap memimpin pangsa pasar seluler dengan pendapatan data yang terus tumbuh.',
        'Integrasi IndiHome ke Telkomsel membuka peluang paket konvergen seluler dan internet rumah.',
        'Bisnis data center dan menara menjadi sumber nilai tersembunyi yang bisa dimonetisasi.',
      ),
      h3('Valuasi'),
      p(
        'Dengan rasio harga terhadap laba (PER) di bawah rata-rata lima tahunnya dan kebijakan dividen sekitar 60-75% dari laba bersih, TLKM menarik untuk investor yang mencari kombinasi pertumbuhan moderat dan dividen.',
      ),
      p(
        'Risiko yang perlu diwaspadai: persaingan harga paket data dan kebutuhan belanja modal yang besar untuk jaringan 5G.',
      ),
      disclaimer,
    ),
    stockCodes: ['TLKM'],
    isVip: false,
    daysAgo: 12,
    at: [13, 0],
  },
  {
    slug: 'review-sektor-batu-bara-harga-acuan-melandai-dividen',
    title: 'Review Sektor Batu Bara: Harga Acuan Melandai, Dividen Masih Menggoda',
    publishedOn: 'analysis',
    category: 'review-sektor',
    format: 'article',
    excerpt:
      'Harga batu bara tidak lagi setinggi puncaknya, namun neraca emiten batu bara tetap sehat dan kaya kas.',
    body: html(
      p(
        'Harga batu bara acuan terus melandai dari puncaknya, dan laba emiten batu bara ikut menyusut. Meski begitu, neraca mereka kini jauh lebih kuat: utang rendah dan kas melimpah.',
      ),
      ul(
        '<strong>PTBA</strong> dan <strong>ITMG</strong> dikenal dengan rasio pembayaran dividen yang tinggi.',
        '<strong>ADRO</strong> bertransformasi ke energi terbarukan dan mineral, mengurangi ketergantungan pada batu bara termal.',
        '<strong>HRUM</strong> berekspansi ke smelter nikel sebagai mesin pertumbuhan baru.',
      ),
      p(
        'Strategi kami: saham batu bara cocok sebagai penghasil dividen, bukan sebagai saham pertumbuhan. Perhatikan jadwal cum date karena harga cenderung turun setelah tanggal tersebut.',
      ),
      disclaimer,
    ),
    stockCodes: ['PTBA', 'ITMG', 'ADRO', 'HRUM'],
    isVip: false,
    daysAgo: 16,
    at: [9, 45],
  },
  {
    slug: 'asii-diversifikasi-bisnis-bantalan-otomotif-melambat',
    title: 'ASII: Diversifikasi Bisnis Menjadi Bantalan Saat Otomotif Melambat',
    publishedOn: 'analysis',
    category: 'analisa-fundamental',
    format: 'article',
    excerpt:
      'Penjualan mobil melambat, tetapi alat berat, tambang emas dan jasa keuangan menopang laba Astra.',
    body: html(
      p(
        'Astra International (ASII) sering dianggap sebagai cerminan ekonomi Indonesia. Penjualan mobil nasional sedang melambat, namun laba grup tidak turun sedalam itu berkat portofolio bisnis yang beragam.',
      ),
      h3('Segmen yang menopang'),
      ul(
        'Alat berat dan kontraktor tambang melalui United Tractors (UNTR).',
        'Jasa keuangan: pembiayaan kendaraan dan asuransi dengan kualitas kredit yang terjaga.',
        'Agribisnis dan infrastruktur jalan tol sebagai sumber pendapatan berulang.',
      ),
      h3('Pandangan kami'),
      p(
        'Dengan valuasi di bawah rata-rata historis dan imbal hasil dividen yang menarik, ASII layak dikoleksi untuk horizon jangka panjang. Katalis yang ditunggu: pemulihan daya beli dan penurunan suku bunga kredit kendaraan.',
      ),
      disclaimer,
    ),
    stockCodes: ['ASII', 'UNTR'],
    isVip: true,
    daysAgo: 19,
    at: [14, 30],
  },
  {
    slug: 'telekomunikasi-menara-konsolidasi-operator',
    title: 'Telekomunikasi dan Menara: Konsolidasi Operator Mengubah Peta Persaingan',
    publishedOn: 'analysis',
    category: 'review-sektor',
    format: 'article',
    excerpt:
      'Jumlah operator seluler menyusut. Persaingan harga mereda, tetapi penyewa menara ikut berkurang.',
    body: html(
      p(
        'Industri seluler Indonesia kini dikuasai tiga pemain besar setelah gelombang merger. Bagi operator, ini kabar baik: perang tarif mereda dan pendapatan per pengguna berpeluang naik.',
      ),
      p(
        'Bagi emiten menara seperti TOWR dan TBIG, ceritanya berbeda. Konsolidasi berarti jumlah penyewa per menara bisa berkurang ketika operator hasil merger merasionalisasi jaringannya.',
      ),
      ul(
        '<strong>TLKM</strong>: pemimpin pasar dengan skala terbesar.',
        '<strong>EXCL</strong> dan <strong>ISAT</strong>: fokus pada efisiensi pasca merger dan kenaikan tarif bertahap.',
        '<strong>TOWR</strong> dan <strong>TBIG</strong>: kontrak jangka panjang menjaga pendapatan, tetapi pertumbuhan melambat.',
      ),
      disclaimer,
    ),
    stockCodes: ['TLKM', 'EXCL', 'ISAT', 'TOWR', 'TBIG'],
    isVip: false,
    daysAgo: 23,
    at: [11, 0],
  },
  {
    slug: 'kalender-dividen-emiten-pembagi-dividen-jumbo',
    title: 'Kalender Dividen: Emiten Pembagi Dividen Jumbo Tahun Ini',
    publishedOn: 'analysis',
    category: 'dividen',
    format: 'article',
    excerpt:
      'Daftar emiten dengan rekam jejak dividen besar dan hal yang perlu diperhatikan sebelum berburu dividen.',
    body: html(
      p(
        'Musim pembagian dividen selalu dinanti investor. Berikut emiten yang konsisten membagikan dividen besar dalam beberapa tahun terakhir:',
      ),
      ul(
        '<strong>PTBA</strong> dan <strong>ITMG</strong>: emiten batu bara dengan rasio pembayaran dividen tinggi.',
        '<strong>BBRI</strong> dan <strong>BMRI</strong>: bank BUMN yang rutin membagikan dividen interim dan final.',
        '<strong>UNTR</strong>: arus kas kuat dari alat berat dan kontraktor tambang.',
      ),
      h3('Sebelum berburu dividen'),
      ol(
        'Catat cum date: Anda harus memiliki saham paling lambat pada tanggal tersebut.',
        'Hitung dividend yield dari harga beli Anda, bukan dari harga saat pengumuman.',
        'Ingat bahwa harga saham biasanya turun di ex date, kira-kira sebesar nilai dividennya.',
      ),
      disclaimer,
    ),
    stockCodes: ['PTBA', 'ITMG', 'BBRI', 'BMRI', 'UNTR'],
    isVip: false,
    daysAgo: 26,
    at: [15, 0],
  },
  {
    slug: 'sektor-konsumer-daya-beli-harga-bahan-baku',
    title: 'Sektor Konsumer: Menakar Daya Beli dan Harga Bahan Baku',
    publishedOn: 'analysis',
    category: 'review-sektor',
    format: 'video',
    videoId: 'sahamDemo06',
    excerpt:
      'Video ulasan sektor barang konsumen primer: siapa yang paling tahan saat daya beli melemah?',
    body: html(
      p(
        'Dalam video ini kami mengulas emiten barang konsumen primer: UNVR, ICBP, INDF dan AMRT. Kami membandingkan pertumbuhan penjualan, margin kotor dan sensitivitas terhadap harga bahan baku seperti gandum dan minyak sawit.',
      ),
      p(
        'Kesimpulan singkat: emiten dengan merek kuat dan jaringan distribusi luas paling mampu menaikkan harga tanpa kehilangan volume penjualan.',
      ),
      disclaimer,
    ),
    stockCodes: ['UNVR', 'ICBP', 'INDF', 'AMRT'],
    isVip: false,
    daysAgo: 30,
    at: [18, 30],
  },
  {
    slug: 'saham-nikel-mdka-inco-volatilitas-harga-nikel',
    title: 'Saham Nikel: MDKA dan INCO di Tengah Volatilitas Harga Nikel',
    publishedOn: 'analysis',
    category: 'review-sektor',
    format: 'article',
    excerpt:
      'Pasokan nikel dunia melimpah dan harga tertekan. Bagaimana nasib emiten nikel dalam negeri?',
    body: html(
      p(
        'Harga nikel dunia tertekan oleh pasokan yang melimpah. Emiten nikel Indonesia menghadapi margin yang lebih tipis, tetapi program hilirisasi tetap menjadi cerita jangka panjang yang menarik.',
      ),
      ul(
        '<strong>INCO</strong>: biaya produksi rendah dan proyek ekspansi baru bersama mitra global.',
        '<strong>MDKA</strong>: portofolio emas, tembaga dan nikel dengan kebutuhan investasi yang besar.',
        '<strong>ANTM</strong>: lebih terdiversifikasi berkat bisnis emas logam mulia.',
      ),
      p(
        'Pendekatan kami: trading jangka pendek pada saham nikel sebaiknya dengan stop loss yang ketat karena volatilitasnya tinggi.',
      ),
      disclaimer,
    ),
    stockCodes: ['MDKA', 'INCO', 'ANTM'],
    isVip: false,
    daysAgo: 37,
    at: [10, 0],
  },
  {
    slug: 'market-recap-asing-net-buy-saham-big-caps',
    title: 'Market Recap: Asing Kembali Net Buy di Saham Big Caps',
    publishedOn: 'analysis',
    category: 'market-outlook',
    format: 'video',
    videoId: 'sahamDemo13',
    excerpt:
      'Rekap pasar bulanan: investor asing kembali mencatat pembelian bersih, terutama di saham perbankan dan telekomunikasi.',
    body: html(
      p(
        'Rekap pasar bulanan dalam format video. Investor asing kembali mencatat pembelian bersih setelah dua bulan berturut-turut melakukan penjualan bersih. Saham yang paling banyak dibeli: BBCA, BMRI dan TLKM.',
      ),
      p(
        'Kami juga membahas apa arti aliran dana asing bagi investor ritel dan mengapa tidak perlu selalu mengikutinya.',
      ),
      disclaimer,
    ),
    stockCodes: ['BBCA', 'BMRI', 'TLKM'],
    isVip: false,
    daysAgo: 44,
    at: [17, 0],
  },
  {
    slug: 'goto-buka-jalan-menuju-profitabilitas',
    title: 'GOTO dan BUKA: Jalan Menuju Profitabilitas Emiten Teknologi',
    publishedOn: 'analysis',
    category: 'review-sektor',
    format: 'article',
    excerpt:
      'Emiten teknologi tidak lagi mengejar pertumbuhan dengan membakar uang. Seberapa dekat mereka dengan laba?',
    body: html(
      p(
        'Era bakar uang sudah berakhir. Emiten teknologi kini dinilai dari kemampuan mencetak laba, bukan hanya dari jumlah pengguna.',
      ),
      ul(
        '<strong>GOTO</strong> berhasil menekan beban insentif dan pemasaran; EBITDA yang disesuaikan sudah positif.',
        '<strong>BUKA</strong> memiliki kas bersih yang besar dan fokus pada bisnis Mitra serta produk virtual.',
        '<strong>EMTK</strong> menggabungkan bisnis media dengan portofolio investasi digital.',
      ),
      p(
        'Saham teknologi bergerak sangat volatil dan sensitif terhadap suku bunga global. Porsi dalam portofolio sebaiknya dibatasi.',
      ),
      disclaimer,
    ),
    stockCodes: ['GOTO', 'BUKA', 'EMTK'],
    isVip: false,
    daysAgo: 58,
    at: [12, 30],
  },
  {
    slug: 'strategi-menghadapi-rilis-data-inflasi-suku-bunga',
    title: 'Strategi Menghadapi Rilis Data Inflasi dan Suku Bunga',
    publishedOn: 'analysis',
    category: 'market-outlook',
    format: 'article',
    excerpt:
      'Pasar biasanya bergejolak menjelang rilis data inflasi dan keputusan suku bunga. Ini strategi yang kami siapkan.',
    body: html(
      p(
        'Menjelang rilis data inflasi dan rapat dewan gubernur bank sentral, pasar cenderung bergerak hati-hati. Volatilitas meningkat dan saham sensitif suku bunga seperti perbankan dan properti biasanya paling terpengaruh.',
      ),
      h3('Tiga skenario'),
      ol(
        '<strong>Suku bunga turun</strong>: positif untuk properti (BSDE, CTRA) dan perbankan. Tambah porsi bertahap.',
        '<strong>Suku bunga tetap</strong>: pasar cenderung netral; fokus pada saham dengan katalis masing-masing.',
        '<strong>Suku bunga naik</strong>: kurangi saham berutang tinggi; pilih emiten kaya kas dan pembagi dividen.',
      ),
      p(
        'Apa pun skenarionya, hindari menambah posisi besar sehari sebelum pengumuman. Tunggu reaksi pasar, lalu ikuti arah yang terkonfirmasi.',
      ),
      disclaimer,
    ),
    stockCodes: ['BSDE', 'CTRA', 'BBCA'],
    isVip: true,
    daysAgo: 72,
    at: [20, 0],
  },
  {
    slug: 'emiten-properti-siklus-suku-bunga-bsde-ctra-pwon',
    title: 'Emiten Properti dan Siklus Suku Bunga: BSDE, CTRA, PWON',
    publishedOn: 'analysis',
    category: 'review-sektor',
    format: 'article',
    excerpt:
      'Saham properti biasanya bangkit lebih awal saat siklus penurunan suku bunga dimulai. Siapa yang paling siap?',
    body: html(
      p(
        'Sektor properti sangat bergantung pada suku bunga KPR. Ketika bank sentral mulai melonggarkan kebijakan, permintaan rumah biasanya ikut terdorong.',
      ),
      ul(
        '<strong>BSDE</strong>: cadangan lahan luas di BSD City dan penjualan pemasaran yang stabil.',
        '<strong>CTRA</strong>: portofolio proyek tersebar di banyak kota, cocok untuk menangkap permintaan daerah.',
        '<strong>PWON</strong>: pendapatan berulang dari mal dan perkantoran memberi bantalan saat penjualan rumah melambat.',
      ),
      p(
        'Pantau angka prapenjualan (marketing sales) kuartalan sebagai indikator paling awal pemulihan sektor ini.',
      ),
      disclaimer,
    ),
    stockCodes: ['BSDE', 'CTRA', 'PWON'],
    isVip: false,
    daysAgo: 95,
    at: [10, 30],
  },
  // ---------------------------------------------------------------- Education
  {
    slug: 'cara-membaca-candlestick-untuk-pemula',
    title: 'Cara Membaca Candlestick untuk Pemula',
    publishedOn: 'education',
    category: 'dasar-saham',
    format: 'article',
    excerpt:
      'Satu batang candlestick menyimpan empat harga: open, high, low dan close. Pelajari cara membacanya dalam lima menit.',
    body: html(
      p(
        'Candlestick adalah cara paling populer untuk menampilkan pergerakan harga saham. Setiap batang (candle) mewakili satu periode, misalnya satu hari perdagangan.',
      ),
      h3('Bagian-bagian candlestick'),
      ul(
        '<strong>Badan (body)</strong>: jarak antara harga pembukaan (open) dan penutupan (close).',
        '<strong>Sumbu atas (upper shadow)</strong>: harga tertinggi (high) yang sempat dicapai.',
        '<strong>Sumbu bawah (lower shadow)</strong>: harga terendah (low) yang sempat dicapai.',
      ),
      h3('Warna candle'),
      p(
        'Candle hijau berarti harga ditutup lebih tinggi dari harga pembukaan (naik). Candle merah berarti harga ditutup lebih rendah dari harga pembukaan (turun).',
      ),
      h3('Tiga pola dasar yang perlu dikenali'),
      ol(
        '<strong>Doji</strong>: badan sangat tipis, open hampir sama dengan close. Pasar ragu-ragu.',
        '<strong>Hammer</strong>: badan kecil di atas dengan sumbu bawah panjang, sering muncul di akhir tren turun.',
        '<strong>Bullish engulfing</strong>: candle hijau besar yang menelan candle merah sebelumnya, sinyal pembalikan naik.',
      ),
      p(
        'Ingat: satu pola candlestick saja tidak cukup untuk mengambil keputusan. Kombinasikan dengan support-resistance, volume dan tren.',
      ),
    ),
    stockCodes: [],
    isVip: false,
    daysAgo: 3,
    at: [9, 0],
  },
  {
    slug: 'apa-itu-stop-loss-dan-kenapa-wajib-dipasang',
    title: 'Apa Itu Stop Loss dan Kenapa Wajib Dipasang?',
    publishedOn: 'education',
    category: 'manajemen-risiko',
    format: 'article',
    excerpt:
      'Stop loss adalah batas kerugian yang Anda tetapkan sebelum membeli saham. Inilah alasan trader disiplin selalu memakainya.',
    body: html(
      p(
        'Stop loss adalah harga yang sudah Anda tentukan sejak awal untuk menjual saham ketika pergerakannya tidak sesuai rencana. Tujuannya sederhana: membatasi kerugian agar modal tetap aman untuk peluang berikutnya.',
      ),
      h3('Mengapa wajib?'),
      ul(
        'Kerugian kecil mudah dipulihkan; kerugian besar tidak. Turun 50% membutuhkan naik 100% untuk kembali ke modal awal.',
        'Keputusan dibuat saat kepala masih dingin, bukan saat panik melihat harga anjlok.',
        'Anda tidak perlu memantau layar sepanjang hari.',
      ),
      h3('Cara menentukan stop loss'),
      ol(
        'Di bawah support terdekat, karena jika support jebol, skenario beli Anda batal.',
        'Berdasarkan persentase risiko, misalnya 3-5% dari harga beli untuk trading jangka pendek.',
        'Di bawah rata-rata pergerakan seperti MA20 untuk mengikuti tren.',
      ),
      p(
        'Setiap ide di menu Trading Ideas selalu dilengkapi level stop loss. Gunakan sebagai acuan, lalu sesuaikan dengan profil risiko Anda.',
      ),
    ),
    stockCodes: [],
    isVip: false,
    daysAgo: 8,
    at: [9, 0],
  },
  {
    slug: 'mengenal-lot-fraksi-harga-auto-reject-bei',
    title: 'Mengenal Lot, Fraksi Harga, dan Auto Reject di BEI',
    publishedOn: 'education',
    category: 'dasar-saham',
    format: 'article',
    excerpt:
      '1 lot berisi 100 lembar saham, dan harga hanya boleh bergerak per fraksi tertentu. Aturan main dasar yang wajib dipahami.',
    body: html(
      p(
        'Sebelum bertransaksi di Bursa Efek Indonesia (BEI), kenali tiga aturan main dasar berikut.',
      ),
      h3('1. Lot'),
      p(
        'Saham diperdagangkan dalam satuan lot. Satu lot berisi 100 lembar saham. Jika harga saham Rp 1.000 per lembar, maka harga satu lot adalah Rp 100.000 (belum termasuk biaya transaksi).',
      ),
      h3('2. Fraksi harga'),
      p(
        'Harga saham tidak bisa bergerak sembarang angka. Ada satuan perubahan harga (tick) sesuai rentang harganya:',
      ),
      ul(
        'Di bawah Rp 200: fraksi Rp 1',
        'Rp 200 sampai di bawah Rp 500: fraksi Rp 2',
        'Rp 500 sampai di bawah Rp 2.000: fraksi Rp 5',
        'Rp 2.000 sampai di bawah Rp 5.000: fraksi Rp 10',
        'Rp 5.000 ke atas: fraksi Rp 25',
      ),
      h3('3. Auto reject'),
      p(
        'Bursa membatasi kenaikan dan penurunan harga dalam satu hari. Pesanan di luar batas tersebut otomatis ditolak sistem (auto reject atas dan auto reject bawah). Batas persentasenya berbeda menurut rentang harga saham dan dapat berubah mengikuti kebijakan bursa.',
      ),
    ),
    stockCodes: [],
    isVip: false,
    daysAgo: 14,
    at: [9, 0],
  },
  {
    slug: 'cara-membuka-rekening-saham-dan-rdn',
    title: 'Cara Membuka Rekening Saham dan RDN, Langkah demi Langkah',
    publishedOn: 'education',
    category: 'dasar-saham',
    format: 'video',
    videoId: 'sahamDemo20',
    excerpt:
      'Video panduan membuka rekening efek dan Rekening Dana Nasabah (RDN) secara online, dari persiapan dokumen hingga transaksi pertama.',
    body: html(
      p(
        'Video panduan untuk Anda yang baru ingin mulai berinvestasi saham. Kami menjelaskan langkahnya dari awal:',
      ),
      ol(
        'Memilih perusahaan sekuritas yang terdaftar dan diawasi OJK.',
        'Menyiapkan KTP, NPWP (jika ada) dan rekening bank atas nama sendiri.',
        'Mengisi formulir pembukaan rekening secara online dan verifikasi wajah.',
        'Menerima nomor SID dan RDN, lalu menyetor dana pertama.',
        'Melakukan pembelian saham pertama Anda.',
      ),
    ),
    stockCodes: [],
    isVip: false,
    daysAgo: 21,
    at: [10, 0],
  },
  {
    slug: 'support-dan-resistance-fondasi-analisa-teknikal',
    title: 'Support dan Resistance: Fondasi Analisa Teknikal',
    publishedOn: 'education',
    category: 'analisa-teknikal',
    format: 'video',
    videoId: 'sahamDemo21',
    excerpt:
      'Video: cara menarik garis support dan resistance, dan mengapa area ini penting untuk menentukan entry dan stop loss.',
    body: html(
      p(
        'Support adalah area harga tempat pembeli cenderung masuk sehingga penurunan tertahan. Resistance adalah area tempat penjual cenderung muncul sehingga kenaikan tertahan.',
      ),
      p(
        'Dalam video ini Anda akan belajar menarik garis support dan resistance dari titik-titik pantulan harga, memahami pergantian peran (support yang jebol menjadi resistance), serta memakainya untuk menentukan area beli dan stop loss.',
      ),
    ),
    stockCodes: [],
    isVip: false,
    daysAgo: 28,
    at: [10, 0],
  },
  {
    slug: 'moving-average-cara-memakai-ma20-dan-ma50',
    title: 'Moving Average: Cara Memakai MA20 dan MA50',
    publishedOn: 'education',
    category: 'analisa-teknikal',
    format: 'article',
    excerpt:
      'Moving average merapikan pergerakan harga sehingga tren lebih mudah dibaca. Kenali fungsi MA20 dan MA50.',
    body: html(
      p(
        'Moving average (MA) adalah rata-rata harga penutupan dalam sejumlah hari terakhir. MA20 merata-ratakan 20 hari bursa (sekitar satu bulan), sedangkan MA50 sekitar dua setengah bulan.',
      ),
      h3('Cara memakainya'),
      ul(
        '<strong>Membaca tren</strong>: harga di atas MA20 dan MA50 yang menanjak berarti tren naik.',
        '<strong>Support dinamis</strong>: dalam tren naik, harga sering memantul di sekitar MA20 atau MA50.',
        '<strong>Golden cross</strong>: MA20 memotong MA50 dari bawah ke atas, sinyal awal tren naik jangka menengah.',
        '<strong>Death cross</strong>: kebalikannya, MA20 memotong MA50 dari atas ke bawah.',
      ),
      p(
        'Kelemahan MA: ia indikator yang tertinggal (lagging). Sinyalnya datang setelah harga bergerak, sehingga kurang cocok saat pasar bergerak mendatar.',
      ),
    ),
    stockCodes: [],
    isVip: false,
    daysAgo: 35,
    at: [9, 0],
  },
  {
    slug: 'rsi-membaca-overbought-dan-oversold',
    title: 'RSI: Membaca Kondisi Overbought dan Oversold',
    publishedOn: 'education',
    category: 'analisa-teknikal',
    format: 'article',
    excerpt:
      'Relative Strength Index mengukur kekuatan kenaikan dibanding penurunan. Kapan angka 70 dan 30 bisa menipu?',
    body: html(
      p(
        'Relative Strength Index (RSI) adalah indikator momentum dengan skala 0-100. Umumnya dihitung dari 14 periode terakhir.',
      ),
      ul(
        'RSI di atas 70: jenuh beli (overbought). Kenaikan sudah kencang dan rawan aksi ambil untung.',
        'RSI di bawah 30: jenuh jual (oversold). Penurunan sudah dalam dan berpeluang memantul.',
        'RSI di sekitar 50: momentum netral.',
      ),
      h3('Hati-hati dengan jebakan'),
      p(
        'Dalam tren naik yang kuat, RSI bisa bertahan di atas 70 dalam waktu lama. Menjual hanya karena RSI tinggi bisa membuat Anda ketinggalan kenaikan besar. Gunakan RSI bersama tren dan support-resistance, bukan sendirian.',
      ),
      p(
        'Sinyal yang lebih kuat adalah divergence: harga membuat puncak baru, tetapi RSI tidak. Itu tanda momentum mulai melemah.',
      ),
    ),
    stockCodes: [],
    isVip: false,
    daysAgo: 42,
    at: [9, 0],
  },
  {
    slug: 'membaca-laporan-keuangan-laba-rugi-neraca-arus-kas',
    title: 'Membaca Laporan Keuangan: Laba Rugi, Neraca, dan Arus Kas',
    publishedOn: 'education',
    category: 'fundamental',
    format: 'article',
    excerpt:
      'Tiga laporan utama yang menceritakan kesehatan perusahaan. Mulai dari mana dan angka apa yang paling penting?',
    body: html(
      p(
        'Laporan keuangan emiten terbit setiap kuartal dan bisa diunduh dari situs BEI maupun situs perusahaan. Ada tiga laporan utama yang saling melengkapi.',
      ),
      h3('1. Laporan laba rugi'),
      p(
        'Menunjukkan pendapatan, beban dan laba dalam satu periode. Perhatikan pertumbuhan pendapatan, margin laba kotor dan laba bersih dari tahun ke tahun.',
      ),
      h3('2. Neraca'),
      p(
        'Memotret aset, liabilitas (utang) dan ekuitas pada satu tanggal. Rasio utang terhadap ekuitas (DER) membantu menilai seberapa berisiko struktur modal perusahaan.',
      ),
      h3('3. Laporan arus kas'),
      p(
        'Laba di atas kertas belum tentu berupa uang tunai. Arus kas operasi yang positif dan konsisten adalah tanda bisnis yang sehat.',
      ),
      p(
        'Tips: bandingkan angka dengan periode yang sama tahun lalu (year on year), dan dengan pesaing di sektor yang sama.',
      ),
    ),
    stockCodes: [],
    isVip: false,
    daysAgo: 49,
    at: [9, 0],
  },
  {
    slug: 'menilai-harga-saham-dengan-per-dan-pbv',
    title: 'Menilai Harga Saham dengan PER dan PBV',
    publishedOn: 'education',
    category: 'fundamental',
    format: 'video',
    videoId: 'sahamDemo25',
    excerpt:
      'Video: apakah sebuah saham mahal atau murah? Belajar memakai Price to Earnings Ratio dan Price to Book Value.',
    body: html(
      p(
        'PER (Price to Earnings Ratio) membandingkan harga saham dengan laba per saham. PBV (Price to Book Value) membandingkan harga saham dengan nilai buku per saham.',
      ),
      p(
        'Dalam video ini kami menunjukkan cara menghitung keduanya, membandingkannya dengan rata-rata historis dan rata-rata sektor, serta kapan PER rendah justru menjadi jebakan nilai (value trap).',
      ),
    ),
    stockCodes: [],
    isVip: false,
    daysAgo: 56,
    at: [10, 0],
  },
  {
    slug: 'manajemen-modal-aturan-2-persen-per-transaksi',
    title: 'Manajemen Modal: Aturan 2% per Transaksi',
    publishedOn: 'education',
    category: 'manajemen-risiko',
    format: 'article',
    excerpt:
      'Berapa lot yang boleh dibeli? Aturan 2% membantu Anda menghitung ukuran posisi dari jarak stop loss.',
    body: html(
      p(
        'Aturan 2% berarti Anda tidak mempertaruhkan lebih dari 2% total modal dalam satu transaksi. Yang dibatasi adalah kerugian maksimal jika stop loss tersentuh, bukan jumlah uang yang dibelikan saham.',
      ),
      h3('Contoh perhitungan'),
      ul(
        'Modal: Rp 50.000.000, maka risiko maksimal per transaksi Rp 1.000.000.',
        'Harga beli Rp 2.000, stop loss Rp 1.900: risiko Rp 100 per lembar.',
        'Jumlah lembar maksimal: Rp 1.000.000 / Rp 100 = 10.000 lembar = 100 lot.',
      ),
      p(
        'Dengan cara ini, sepuluh kali kalah berturut-turut pun hanya menggerus sekitar 18% modal, dan Anda masih punya amunisi untuk bangkit.',
      ),
    ),
    stockCodes: [],
    isVip: true,
    daysAgo: 63,
    at: [9, 0],
  },
  {
    slug: 'psikologi-trading-mengatasi-fomo-dan-panic-selling',
    title: 'Psikologi Trading: Mengatasi FOMO dan Panic Selling',
    publishedOn: 'education',
    category: 'psikologi-trading',
    format: 'video',
    videoId: 'sahamDemo27',
    excerpt:
      'Video: takut ketinggalan membuat kita membeli di pucuk, takut rugi membuat kita menjual di dasar. Begini cara keluar dari siklus itu.',
    body: html(
      p(
        'FOMO (fear of missing out) dan panic selling adalah dua sisi dari masalah yang sama: keputusan yang digerakkan emosi, bukan rencana.',
      ),
      ul(
        'Tulis rencana trading sebelum membeli: alasan, entry, target dan stop loss.',
        'Jangan mengejar saham yang sudah naik tinggi dalam sehari; tunggu pullback.',
        'Kurangi frekuensi melihat harga saat pasar bergejolak.',
      ),
    ),
    stockCodes: [],
    isVip: false,
    daysAgo: 70,
    at: [19, 30],
  },
  {
    slug: 'dividen-cum-date-ex-date-recording-date',
    title: 'Dividen: Memahami Cum Date, Ex Date, dan Recording Date',
    publishedOn: 'education',
    category: 'dasar-saham',
    format: 'article',
    excerpt:
      'Kapan harus memegang saham agar berhak atas dividen? Kenali urutan tanggal penting pembagian dividen.',
    body: html(
      p('Pengumuman dividen selalu disertai jadwal. Berikut urutannya:'),
      ol(
        '<strong>Cum date</strong>: hari terakhir membeli saham di pasar reguler agar berhak atas dividen.',
        '<strong>Ex date</strong>: sehari bursa setelah cum date. Membeli pada tanggal ini tidak lagi mendapat dividen.',
        '<strong>Recording date</strong>: tanggal pencatatan pemegang saham yang berhak.',
        '<strong>Payment date</strong>: tanggal dividen dibayarkan ke rekening dana nasabah.',
      ),
      p(
        'Karena transaksi di bursa diselesaikan dua hari bursa setelah transaksi (T+2), recording date jatuh dua hari bursa setelah cum date.',
      ),
      p(
        'Dividen tunai dikenai pajak, dan harga saham biasanya turun pada ex date. Jangan membeli saham hanya demi dividen tanpa melihat fundamentalnya.',
      ),
    ),
    stockCodes: [],
    isVip: false,
    daysAgo: 84,
    at: [9, 0],
  },
  {
    slug: 'swing-trading-vs-day-trading',
    title: 'Swing Trading vs Day Trading: Mana yang Cocok untuk Anda?',
    publishedOn: 'education',
    category: 'dasar-saham',
    format: 'article',
    excerpt:
      'Keduanya mencari untung dari pergerakan harga, tetapi menuntut waktu, modal dan mental yang berbeda.',
    body: html(
      p(
        'Day trading berarti membuka dan menutup posisi dalam hari yang sama atau beberapa hari saja. Swing trading menahan posisi beberapa hari hingga beberapa minggu untuk menangkap satu gelombang kenaikan.',
      ),
      h3('Perbandingan singkat'),
      ul(
        '<strong>Waktu</strong>: day trading butuh pemantauan intens selama jam bursa; swing trading cukup dicek sekali atau dua kali sehari.',
        '<strong>Target</strong>: day trading mengincar 2-4% per transaksi; swing trading 6-15%.',
        '<strong>Biaya</strong>: makin sering bertransaksi, makin besar porsi biaya transaksi terhadap keuntungan.',
      ),
      p(
        'Bagi pemula yang bekerja kantoran, swing trading umumnya lebih realistis. Di menu Trading Ideas, Anda bisa memfilter ide berdasarkan kategori dan durasinya.',
      ),
    ),
    stockCodes: [],
    isVip: false,
    daysAgo: 98,
    at: [9, 0],
  },
  {
    slug: 'mengenal-ihsg-lq45-dan-idx30',
    title: 'Mengenal IHSG, LQ45, dan IDX30',
    publishedOn: 'education',
    category: 'dasar-saham',
    format: 'article',
    excerpt: 'Indeks saham adalah termometer pasar. Apa bedanya IHSG dengan LQ45 dan IDX30?',
    body: html(
      p(
        'Indeks saham mengukur pergerakan harga sekumpulan saham. Di ticker aplikasi, Anda bisa melihat indeks-indeks berikut:',
      ),
      ul(
        '<strong>IHSG</strong> (Indeks Harga Saham Gabungan): mencakup seluruh saham yang tercatat di BEI.',
        '<strong>LQ45</strong>: 45 saham paling likuid dengan kapitalisasi pasar besar.',
        '<strong>IDX30</strong> dan <strong>IDX80</strong>: 30 dan 80 saham pilihan berdasarkan likuiditas dan fundamental.',
        '<strong>JII</strong> (Jakarta Islamic Index): 30 saham syariah paling likuid.',
        '<strong>Indeks sektoral IDX-IC</strong>: misalnya IDXFINANCE untuk sektor keuangan dan IDXENERGY untuk energi.',
      ),
      p(
        'Membandingkan kinerja saham Anda dengan indeks membantu menilai apakah strategi Anda lebih baik daripada pasar.',
      ),
    ),
    stockCodes: [],
    isVip: false,
    daysAgo: 112,
    at: [9, 0],
  },
  {
    slug: 'jurnal-trading-kebiasaan-kecil-yang-membuat-konsisten',
    title: 'Jurnal Trading: Kebiasaan Kecil yang Membuat Konsisten',
    publishedOn: 'education',
    category: 'psikologi-trading',
    format: 'article',
    excerpt:
      'Trader yang konsisten mencatat setiap transaksinya. Apa saja yang perlu ditulis di jurnal trading?',
    body: html(
      p(
        'Jurnal trading adalah catatan setiap transaksi beserta alasannya. Tanpa jurnal, kita cenderung mengingat kemenangan dan melupakan kesalahan yang sama.',
      ),
      h3('Yang perlu dicatat'),
      ul(
        'Tanggal, kode saham, harga beli, jumlah lot dan alasan membeli.',
        'Rencana awal: target dan stop loss.',
        'Hasil akhir dan apakah Anda mengikuti rencana.',
        'Kondisi emosi saat bertransaksi.',
      ),
      p(
        'Evaluasi jurnal setiap akhir bulan. Pola kesalahan yang berulang biasanya langsung terlihat.',
      ),
    ),
    stockCodes: [],
    isVip: true,
    daysAgo: 120,
    at: [9, 0],
  },
];

const categoryColours: Record<string, DemoMediaColour> = {
  'market-outlook': 'brand',
  'review-sektor': 'sky',
  'analisa-teknikal': 'dark',
  'analisa-fundamental': 'gold',
  dividen: 'gold',
  'dasar-saham': 'brand',
  fundamental: 'gold',
  'manajemen-risiko': 'rose',
  'psikologi-trading': 'sky',
};

/**
 * A post's thumbnail: a demo card with its category's colour and the title's headline (before its
 * colon: the card prints the whole title beside it, and a 112 px thumbnail only carries a few
 * words); videos say so.
 * @example postThumbnailUrl(demoPosts[0]) // '/demo-media/1200x675/brand.svg?safe=900x675&text=IHSG%20Sepekan'
 */
export function postThumbnailUrl(post: DemoPost): string {
  const headline = post.title.split(':')[0]?.trim() || post.title;
  const caption = post.format === 'video' ? `Video: ${headline}` : headline;
  return demoImageUrl(caption, 'post', categoryColours[post.category] ?? 'brand');
}

/** Seeds the content categories and the demo posts, written by the demo analyst. */
export const contentSeed: SeedModule = {
  name: 'content',
  async run({ db, now }) {
    const insertedCategories = await db
      .insert(categories)
      .values(contentCategories.map((category, index) => ({ ...category, sortOrder: index + 1 })))
      .returning({ id: categories.id, kind: categories.kind, slug: categories.slug });
    const categoryId = (kind: PublishedOn, slug: string) =>
      insertedCategories.find((row) => row.kind === kind && row.slug === slug)?.id ?? null;
    const analystEmail = demoAccounts.find((account) => account.role === 'analyst')?.email ?? '';
    const [analyst] = await db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.email, analystEmail));
    await db.insert(posts).values(
      demoPosts.map((post) => {
        const postedAt = daysAgoAt(now, post.daysAgo, post.at[0], post.at[1]);
        const updatedAt =
          post.updatedDaysAgo === undefined
            ? postedAt
            : daysAgoAt(now, post.updatedDaysAgo, post.at[0] + 2, post.at[1]);
        return {
          publishedOn: post.publishedOn,
          categoryId: categoryId(post.publishedOn, post.category),
          title: post.title,
          slug: post.slug,
          excerpt: post.excerpt,
          body: post.body,
          contentFormat: post.format,
          videoUrl: post.videoId === undefined ? null : youtubeUrl(post.videoId),
          imageUrl: postThumbnailUrl(post),
          stockCodes: [...post.stockCodes],
          isVip: post.isVip,
          authorId: analyst?.id ?? null,
          publishedAt: postedAt,
          createdAt: postedAt,
          updatedAt,
        };
      }),
    );
  },
};
