import type { Category } from '@saham/domain/api/content';

/**
 * Demo data for the Tanya Saham main page (spec §2 Q&A main page, FAQ categories). Fixed values
 * only, so story baselines are pixel-stable.
 */

/** FAQ categories as the content service lists them (spec §3 categories: id, name, slug). */
export const faqCategories: Category[] = [
  { id: 1, name: 'Umum', slug: 'umum' },
  { id: 2, name: 'Akun & Langganan', slug: 'akun-langganan' },
  { id: 3, name: 'Trading Ideas', slug: 'trading-ideas' },
  { id: 4, name: 'Tanya Saham', slug: 'tanya-saham' },
  { id: 5, name: 'Analisis Teknikal', slug: 'analisis-teknikal' },
  { id: 6, name: 'Pembayaran', slug: 'pembayaran' },
];

/** Category names long enough to wrap, for the LongContent story. */
export const longFaqCategories: Category[] = [
  ...faqCategories,
  {
    id: 7,
    name: 'Cara membaca laporan keuangan emiten dan rasio valuasi untuk pemula',
    slug: 'laporan-keuangan',
  },
  { id: 8, name: 'Perpajakan dividen dan capital gain', slug: 'pajak' },
];
