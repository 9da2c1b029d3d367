import { demoPngFile, demoPortfolioPng } from '../../components/image-upload.fixtures.ts';
import type { PortfolioRowDraft, TanyaPortofolioValues } from './tanya-portofolio-screen.tsx';

/** Demo data for the ask-about-a-portfolio screen: real IDX stocks and rupiah prices, fixed values. */

export const emptyValues: TanyaPortofolioValues = {
  rows: [{ key: 'row-1', stock: '', lot: '', buyPrice: '' }],
  question: '',
  image: null,
};

const heldRows: PortfolioRowDraft[] = [
  { key: 'row-1', stock: 'BBCA', lot: '10', buyPrice: '9.250' },
  { key: 'row-2', stock: 'TLKM', lot: '25', buyPrice: '3.480' },
  { key: 'row-3', stock: 'ANTM', lot: '40', buyPrice: '1.615' },
];

/** A draft: three holdings, a screenshot and a question begun. */
export const draftValues: TanyaPortofolioValues = {
  rows: heldRows,
  question: 'Apakah portofolio saya terlalu berat di satu sektor? Perlu rebalancing?',
  image: demoPngFile('portofolio-januari.png', demoPortfolioPng),
};

/** Eight holdings and a long question, for the LongContent story. */
export const longValues: TanyaPortofolioValues = {
  rows: [
    ...heldRows,
    { key: 'row-4', stock: 'BBRI', lot: '120', buyPrice: '4.510' },
    { key: 'row-5', stock: 'BMRI', lot: '35', buyPrice: '6.075' },
    { key: 'row-6', stock: 'ASII', lot: '60', buyPrice: '4.920' },
    { key: 'row-7', stock: 'GOTO', lot: '1.500', buyPrice: '68' },
    { key: 'row-8', stock: 'UNVR', lot: '15', buyPrice: '1.890' },
  ],
  question:
    'Saya menargetkan dana pendidikan anak dalam 8 tahun. Portofolio ini sebagian besar saya beli tahun lalu dan beberapa posisi (GOTO, UNVR) masih rugi cukup dalam.\n\nMohon saran: posisi mana yang sebaiknya ditambah, ditahan, atau dilepas? Apakah perlu menambah saham dari sektor lain agar lebih terdiversifikasi, misalnya energi atau konsumer?',
  image: null,
};
