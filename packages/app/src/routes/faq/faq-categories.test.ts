import { describe, expect, it } from 'vitest';
import { faqCategoriesOf } from './faq-categories.ts';

const akun = { id: 1, name: 'Akun', slug: 'akun' };
const vip = { id: 2, name: 'Membership VIP', slug: 'membership-vip' };

describe('§2 FAQ categories', () => {
  it('names each category once, in the order the FAQ list first names it', () => {
    expect(
      faqCategoriesOf([
        { category: akun },
        { category: vip },
        { category: akun },
        { category: vip },
      ]),
    ).toEqual([akun, vip]);
  });

  it('skips FAQs without a category', () => {
    expect(faqCategoriesOf([{ category: null }, { category: vip }])).toEqual([vip]);
  });

  it('has no categories without FAQs', () => {
    expect(faqCategoriesOf([])).toEqual([]);
  });
});
