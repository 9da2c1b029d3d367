import type { Category, Faq } from '@saham/domain/api/content';
import { buildListQuery } from '@saham/domain/list-query';
import { getApi } from '../../http/client.ts';

/**
 * How many FAQs one page of the category scan asks for: the FAQ is a few dozen questions, so one
 * page usually holds them all.
 */
const CATEGORY_SCAN_PAGE_SIZE = 100;
/** A bound on the scan, so a server that always answers a next page cannot loop it forever. */
const CATEGORY_SCAN_MAX_PAGES = 20;

/**
 * The categories of a list of FAQs, each once, in the order the list first names them (the server
 * lists FAQs in the content team's order, category by category). FAQs without one add none.
 * @example faqCategoriesOf([{ category: { id: 1, name: 'Akun', slug: 'akun' } }, { category: null }]) // [{ id: 1, name: 'Akun', slug: 'akun' }]
 */
export function faqCategoriesOf(faqs: readonly Pick<Faq, 'category'>[]): Category[] {
  const seen = new Map<number, Category>();
  for (const { category } of faqs) {
    if (category && !seen.has(category.id)) seen.set(category.id, category);
  }
  return [...seen.values()];
}

/**
 * The FAQ categories (spec §2 analytics: FAQ categories; §3 categories id, name, slug). §7 has no
 * call that lists them (content/ex/v1/category serves the analysis and education sections), so
 * they are read off the FAQ list itself, page by page.
 * @example const categories = await loadFaqCategories()
 */
export async function loadFaqCategories(): Promise<Category[]> {
  const faqs: Faq[] = [];
  for (let page = 1; page <= CATEGORY_SCAN_MAX_PAGES; page += 1) {
    const response = await getApi().call('faqList', {
      query: { ...buildListQuery({}), page, size: CATEGORY_SCAN_PAGE_SIZE },
    });
    faqs.push(...response.data);
    if (response.next_page === null || response.data.length === 0) break;
  }
  return faqCategoriesOf(faqs);
}
