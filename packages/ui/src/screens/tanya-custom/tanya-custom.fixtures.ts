import { demoChartPng, demoPngFile } from '../../components/image-upload.fixtures.ts';
import type { TanyaCustomValues } from './tanya-custom-screen.tsx';

/** Demo data for the ask-about-another-matter screen; fixed so baselines are stable. */

export const emptyValues: TanyaCustomValues = { question: '', image: null };

/** A draft with a question and an attached chart. */
export const draftValues: TanyaCustomValues = {
  question:
    'Bagaimana cara membaca rasio PBV untuk saham bank? Di grafik terlampir, apakah pola ini termasuk double bottom?',
  image: demoPngFile('grafik-ihsg.png', demoChartPng),
};

export const longValues: TanyaCustomValues = {
  question:
    'Saya investor pemula dengan modal sekitar Rp 10.000.000 dan ingin mulai berinvestasi rutin setiap bulan. Apakah lebih baik membeli saham blue chip seperti BBCA dan TLKM sedikit demi sedikit, atau masuk ke reksa dana indeks dulu?\n\nSaya juga bingung soal pajak dividen dan bagaimana cara mencatat keuntungan untuk laporan SPT tahunan. Mohon penjelasan langkah demi langkah, termasuk kesalahan umum yang sebaiknya dihindari oleh investor baru di Bursa Efek Indonesia.',
  image: demoPngFile('screenshot-aplikasi-sekuritas-dengan-nama-file-yang-sangat-panjang.png'),
};
