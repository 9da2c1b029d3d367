/**
 * Demo promotions, promo banners, popup promotions, events and landing pages (spec §1 promotions
 * and popups, event highlights; §2 /promotion/{id}, /promotion/detail/{id}, /event/{event_slug},
 * /landing/{id}; §4 popups shown one by one; §7 promo-banner, popup-promotion, promotion/{id},
 * events/highlights, landing-page/{slug}). Every in-app link comes from the domain's `paths`, so it
 * always opens a real screen. Dates are relative to `now`: events lie ahead, promotions run now,
 * and one banner and one promotion have already ended so the lists have something to leave out.
 */
import { paths } from '@saham/domain/routes';
import { banners, events, landingPages, popups, promotions } from '../schema.ts';
import { demoImageUrl, type DemoMediaColour } from './demo-media.ts';
import { addDays, atWib, daysAgoAt, daysAheadAt, nextWeekday, wibDate } from './seed-clock.ts';
import type { SeedModule } from './seed-module.ts';

const p = (text: string) => `<p>${text}</p>`;
const h3 = (text: string) => `<h3>${text}</h3>`;
const ol = (...items: string[]) => `<ol>${items.map((item) => `<li>${item}</li>`).join('')}</ol>`;
const ul = (...items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;

/** A demo promotion; `startDaysAgo`/`endDaysAhead` place it around now (negative ahead: ended). */
export interface DemoPromotion {
  slug: string;
  title: string;
  /** HTML, with the terms (Syarat & Ketentuan). */
  body: string;
  caption: string;
  colour: DemoMediaColour;
  ctaLabel: string;
  /** An in-app path or an absolute URL. */
  ctaUrl: string;
  startDaysAgo: number;
  endDaysAhead: number;
}

/** A demo event (webinar, class, workshop). */
export interface DemoEvent {
  slug: string;
  title: string;
  description: string;
  /** 'Online (...)' for online events; the contract's is_online reads from it. */
  location: string;
  /** Days from now it starts (negative: already held), its WIB start time and its length. */
  daysAhead: number;
  at: readonly [hour: number, minute: number];
  durationMinutes: number;
  isHighlight: boolean;
  colour: DemoMediaColour;
  /** Held while the exchange is open, so moved off a weekend to the next Monday. */
  onTradingDay?: boolean;
}

/** The demo events: four highlights ahead, one more ahead and one already held. */
export const demoEvents: readonly DemoEvent[] = [
  {
    slug: 'live-trading-session-vip',
    title: 'Live Trading Session Khusus VIP',
    description:
      'Analis kami membedah pergerakan pasar secara langsung sejak pembukaan sesi pertama: saham yang masuk radar, area entry dan manajemen posisi. Khusus member VIP.',
    location: 'Online (YouTube Live)',
    daysAhead: 1,
    at: [8, 30],
    durationMinutes: 90,
    isHighlight: true,
    colour: 'dark',
    onTradingDay: true,
  },
  {
    slug: 'webinar-strategi-berburu-saham-dividen',
    title: 'Webinar: Strategi Berburu Saham Dividen',
    description:
      'Cara memilih emiten pembagi dividen yang konsisten, membaca jadwal cum date dan ex date, serta menghitung dividend yield yang realistis. Gratis untuk semua member.',
    location: 'Online (Zoom)',
    daysAhead: 3,
    at: [19, 0],
    durationMinutes: 120,
    isHighlight: true,
    colour: 'gold',
  },
  {
    slug: 'kelas-saham-pemula-batch-12',
    title: 'Kelas Saham untuk Pemula (Batch 12)',
    description:
      'Kelas tiga jam untuk yang baru mulai: membuka rekening, membaca candlestick, memasang stop loss dan menyusun portofolio pertama. Dilengkapi sesi tanya jawab.',
    location: 'Online (Zoom)',
    daysAhead: 8,
    at: [9, 0],
    durationMinutes: 180,
    isHighlight: true,
    colour: 'brand',
  },
  {
    slug: 'workshop-analisa-teknikal-jakarta',
    title: 'Workshop Analisa Teknikal',
    description:
      'Praktik langsung menarik support-resistance, membaca volume dan memakai moving average pada grafik saham nyata. Tempat terbatas, bawa laptop Anda.',
    location: 'Jakarta Selatan',
    daysAhead: 15,
    at: [13, 0],
    durationMinutes: 240,
    isHighlight: true,
    colour: 'sky',
  },
  {
    slug: 'kelas-membaca-laporan-keuangan',
    title: 'Kelas Membaca Laporan Keuangan',
    description:
      'Membedah laporan laba rugi, neraca dan arus kas emiten secara bertahap, lalu memakainya untuk menilai valuasi dengan PER dan PBV.',
    location: 'Online (Zoom)',
    daysAhead: 22,
    at: [19, 30],
    durationMinutes: 120,
    isHighlight: false,
    colour: 'gold',
  },
  {
    slug: 'webinar-outlook-pasar-semester-ini',
    title: 'Webinar: Outlook Pasar Semester Ini',
    description:
      'Rekaman webinar tentang arah IHSG, sektor unggulan dan strategi alokasi aset untuk enam bulan ke depan.',
    location: 'Online (Zoom)',
    daysAhead: -10,
    at: [19, 0],
    durationMinutes: 120,
    isHighlight: false,
    colour: 'brand',
  },
];

/** The event a slug names (for links). */
function eventPath(slug: string): string {
  if (!demoEvents.some((event) => event.slug === slug)) throw new Error(`no demo event ${slug}`);
  return paths.event(slug);
}

/** The demo promotions; the first three run now, the last has ended. */
export const demoPromotions: readonly DemoPromotion[] = [
  {
    slug: 'diskon-vip-1-tahun',
    title: 'Diskon 25% Paket VIP 1 Tahun',
    body:
      p(
        'Nikmati seluruh fitur VIP selama setahun penuh dengan potongan 25%: semua ide Trading Ideas, Tanya Saham langsung ke analis, review portofolio dan konten analisa eksklusif.',
      ) +
      h3('Syarat & Ketentuan') +
      ol(
        'Berlaku untuk pembelian paket VIP 1 Tahun selama periode promo.',
        'Berlaku untuk member baru maupun perpanjangan.',
        'Potongan tidak dapat digabung dengan promo lain dan tidak dapat diuangkan.',
        'Membership aktif setelah pembayaran terkonfirmasi.',
      ),
    caption: 'Diskon 25% VIP 1 Tahun',
    colour: 'gold',
    ctaLabel: 'Upgrade Sekarang',
    ctaUrl: paths.landing('langganan-vip'),
    startDaysAgo: 10,
    endDaysAhead: 20,
  },
  {
    slug: 'gratis-kelas-saham-pemula',
    title: 'Gratis Kelas Saham Pemula untuk Member Baru',
    body:
      p(
        'Baru bergabung? Ikuti Kelas Saham untuk Pemula secara gratis dan mulai berinvestasi dengan bekal yang cukup.',
      ) +
      h3('Syarat & Ketentuan') +
      ol(
        'Berlaku untuk akun yang terdaftar dalam 30 hari terakhir.',
        'Satu akun untuk satu kursi; kuota terbatas.',
        'Tautan kelas dikirim melalui notifikasi dan e-mail H-1.',
      ),
    caption: 'Kelas Saham Pemula Gratis',
    colour: 'brand',
    ctaLabel: 'Daftar Kelas',
    ctaUrl: eventPath('kelas-saham-pemula-batch-12'),
    startDaysAgo: 5,
    endDaysAhead: 8,
  },
  {
    slug: 'ajak-teman-bonus-vip',
    title: 'Ajak Teman, Dapat Bonus 7 Hari VIP',
    body:
      p(
        'Bagikan kode referral Anda. Setiap teman yang mendaftar dan berlangganan VIP memberi Anda bonus 7 hari VIP.',
      ) +
      h3('Syarat & Ketentuan') +
      ul(
        'Bonus diberikan setelah teman Anda menyelesaikan pembayaran VIP pertamanya.',
        'Maksimal 10 teman per akun selama periode program.',
        'Akun yang terindikasi penyalahgunaan akan dibatalkan bonusnya.',
      ),
    caption: 'Ajak Teman, Bonus 7 Hari VIP',
    colour: 'sky',
    ctaLabel: 'Bagikan Kode',
    ctaUrl: paths.profile(),
    startDaysAgo: 30,
    endDaysAhead: 60,
  },
  {
    slug: 'promo-ulang-tahun-aplikasi',
    title: 'Promo Ulang Tahun Aplikasi: VIP 3 Bulan Lebih Hemat',
    body:
      p('Rayakan ulang tahun aplikasi dengan potongan harga paket VIP 3 Bulan.') +
      h3('Syarat & Ketentuan') +
      ol('Berlaku selama periode promo.', 'Tidak dapat digabung dengan promo lain.'),
    caption: 'Promo Ulang Tahun',
    colour: 'rose',
    ctaLabel: 'Lihat Paket',
    ctaUrl: paths.landing('langganan-vip'),
    startDaysAgo: 60,
    endDaysAhead: -30,
  },
];

/** The demo landing pages (§7 landing-page/{slug}); the app opens them at /landing/{slug}. */
export const demoLandingPages = [
  {
    slug: 'langganan-vip',
    title: 'Langganan VIP',
    content:
      h3('Investasi lebih terarah bersama analis') +
      ul(
        'Semua ide Trading Ideas lengkap dengan entry, target dan stop loss.',
        'Tanya Saham: tanya langsung ke analis, dijawab di hari bursa.',
        'Review portofolio dan konten analisa khusus VIP.',
      ) +
      p('Pilih paket 1 bulan, 3 bulan atau 1 tahun. Tim sales kami siap membantu lewat WhatsApp.'),
    caption: 'Langganan VIP',
    colour: 'gold' as DemoMediaColour,
    ctaLabel: 'Lihat Promo VIP',
    ctaUrl: { promotion: 'diskon-vip-1-tahun' },
  },
  {
    slug: 'kelas-saham-pemula',
    title: 'Kelas Saham untuk Pemula',
    content:
      p(
        'Belajar saham dari nol dalam satu sesi: dari membuka rekening hingga menyusun portofolio pertama.',
      ) +
      ul(
        'Materi ringkas dan praktis.',
        'Sesi tanya jawab langsung.',
        'Rekaman bisa ditonton ulang.',
      ),
    caption: 'Kelas Saham Pemula',
    colour: 'brand' as DemoMediaColour,
    ctaLabel: 'Daftar Sekarang',
    ctaUrl: eventPath('kelas-saham-pemula-batch-12'),
  },
  {
    slug: 'ajak-teman',
    title: 'Ajak Teman Berinvestasi',
    content: p(
      'Investasi lebih seru bersama teman. Bagikan kode referral dari menu Profil dan dapatkan bonus VIP untuk setiap teman yang berlangganan.',
    ),
    caption: 'Ajak Teman',
    colour: 'sky' as DemoMediaColour,
    ctaLabel: 'Buka Profil',
    ctaUrl: paths.profile(),
  },
] as const;

/** Seeds promotions first (banners and popups link to them), then banners, popups, events and landing pages. */
export const promotionSeed: SeedModule = {
  name: 'promotions',
  async run({ db, now }) {
    const insertedPromotions = await db
      .insert(promotions)
      .values(
        demoPromotions.map((promotion) => ({
          title: promotion.title,
          slug: promotion.slug,
          body: promotion.body,
          imageUrl: demoImageUrl(promotion.caption, 'promotion', promotion.colour),
          ctaLabel: promotion.ctaLabel,
          ctaUrl: promotion.ctaUrl,
          startsAt: daysAgoAt(now, promotion.startDaysAgo, 0, 0),
          endsAt: daysAheadAt(now, promotion.endDaysAhead, 23, 59),
          isActive: true,
        })),
      )
      .returning({ id: promotions.id, slug: promotions.slug });
    const promotionPath = (slug: string) => {
      const found = insertedPromotions.find((row) => row.slug === slug);
      if (!found) throw new Error(`no demo promotion ${slug}`);
      return paths.promotionDetail(found.id);
    };
    const running = (startDaysAgo: number, endDaysAhead: number) => ({
      startsAt: daysAgoAt(now, startDaysAgo, 0, 0),
      endsAt: daysAheadAt(now, endDaysAhead, 23, 59),
    });

    await db.insert(banners).values([
      {
        title: 'Diskon 25% VIP 1 Tahun',
        imageUrl: demoImageUrl('Diskon 25% VIP 1 Tahun', 'promoBanner', 'gold'),
        linkUrl: promotionPath('diskon-vip-1-tahun'),
        sortOrder: 1,
        ...running(10, 20),
      },
      {
        title: 'Webinar: Strategi Berburu Saham Dividen',
        imageUrl: demoImageUrl('Webinar Saham Dividen', 'promoBanner', 'brand'),
        linkUrl: eventPath('webinar-strategi-berburu-saham-dividen'),
        sortOrder: 2,
        ...running(4, 3),
      },
      {
        title: 'Tanya langsung ke analis lewat Tanya Saham',
        imageUrl: demoImageUrl('Tanya Saham ke Analis', 'promoBanner', 'sky'),
        linkUrl: paths.qna(),
        sortOrder: 3,
        startsAt: null,
        endsAt: null,
      },
      {
        title: 'Ide trading terbaru setiap hari bursa',
        imageUrl: demoImageUrl('Trading Ideas Hari Ini', 'promoBanner', 'dark'),
        linkUrl: paths.stockpick(),
        sortOrder: 4,
        startsAt: null,
        endsAt: null,
      },
      {
        title: 'Promo Ulang Tahun Aplikasi',
        imageUrl: demoImageUrl('Promo Ulang Tahun', 'promoBanner', 'rose'),
        linkUrl: promotionPath('promo-ulang-tahun-aplikasi'),
        sortOrder: 5,
        ...running(60, -30),
      },
    ]);

    // spec §4: popups show one by one on close, in sortOrder.
    await db.insert(popups).values([
      {
        title: 'Upgrade ke VIP, hemat 25%',
        imageUrl: demoImageUrl('Upgrade VIP Hemat 25%', 'popup', 'gold'),
        linkUrl: promotionPath('diskon-vip-1-tahun'),
        sortOrder: 1,
        ...running(10, 20),
      },
      {
        title: 'Kelas Saham Pemula gratis untuk member baru',
        imageUrl: demoImageUrl('Kelas Saham Pemula Gratis', 'popup', 'brand'),
        linkUrl: eventPath('kelas-saham-pemula-batch-12'),
        sortOrder: 2,
        ...running(5, 8),
      },
      {
        title: 'Ajak teman, dapat bonus 7 hari VIP',
        imageUrl: demoImageUrl('Ajak Teman Bonus VIP', 'popup', 'sky'),
        linkUrl: promotionPath('ajak-teman-bonus-vip'),
        sortOrder: 3,
        ...running(30, 60),
      },
    ]);

    await db.insert(events).values(
      demoEvents.map((event) => {
        const day = addDays(wibDate(now), event.daysAhead);
        const startsAt = atWib(
          event.onTradingDay ? nextWeekday(day) : day,
          event.at[0],
          event.at[1],
        );
        return {
          title: event.title,
          slug: event.slug,
          description: event.description,
          imageUrl: demoImageUrl(event.title, 'event', event.colour),
          location: event.location,
          startsAt,
          endsAt: new Date(startsAt.getTime() + event.durationMinutes * 60_000),
          isHighlight: event.isHighlight,
        };
      }),
    );

    await db.insert(landingPages).values(
      demoLandingPages.map((page) => ({
        slug: page.slug,
        title: page.title,
        // The contract's landing-page fields that have no column of their own (§7 shows none).
        content: {
          content: page.content,
          banner_image: demoImageUrl(page.caption, 'landingPage', page.colour),
          cta_label: page.ctaLabel,
          cta_url:
            typeof page.ctaUrl === 'string' ? page.ctaUrl : promotionPath(page.ctaUrl.promotion),
        },
        isActive: true,
        updatedAt: daysAgoAt(now, 7, 10, 0),
      })),
    );
  },
};
