import type { Category, Faq } from '@saham/domain/api/content';
import { DEFAULT_PAGE_SIZE } from '@saham/domain/constants';
import { buildListQuery } from '@saham/domain/list-query';
import { paths } from '@saham/domain/routes';
import { FaqScreen } from '@saham/ui/screens/faq/faq-screen';
import { useEffect, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { track } from '../../analytics/track.ts';
import { getApi } from '../../http/client.ts';
import { AppLink } from '../../lib/app-link.tsx';
import { loadFaqCategories } from './faq-categories.ts';

/** The questions of one request (its key: category, search and attempt), or its failure. */
type Questions =
  { key: string; status: 'error' } | { key: string; status: 'success'; items: readonly Faq[] };

/** What loads beside the questions, once per attempt. */
interface Extras {
  attempt: number;
  categories: readonly Category[] | 'error';
}

const requestKey = (slug: string, search: string, attempt: number) =>
  JSON.stringify([slug, search, attempt]);

/**
 * spec §2 /qna/faq/{slug}: one FAQ category's questions, the categories as chips, a search over
 * every category (the search text is kept in the URL as `q`), and the frequent and newest
 * questions (§7 legacy faq-frequent and faq-last). §7 content/ex/v1/faqs with the §7 list query.
 */
export function Component() {
  const navigateTo = useNavigate();
  const { slug = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const [typed, setTyped] = useState(search);
  const [typedFor, setTypedFor] = useState(search);
  const [attempt, setAttempt] = useState(0);
  const [questions, setQuestions] = useState<Questions | null>(null);
  const [extras, setExtras] = useState<Extras | null>(null);
  const [frequent, setFrequent] = useState<readonly Faq[]>([]);
  const [latest, setLatest] = useState<readonly Faq[]>([]);

  // Back and forward change the URL's search under the box: the box follows it.
  if (typedFor !== search) {
    setTypedFor(search);
    setTyped(search);
  }

  useEffect(() => {
    const key = requestKey(slug, search, attempt);
    let current = true;
    getApi()
      .call('faqList', {
        // A search looks through every category; otherwise the route's category.
        query: {
          ...buildListQuery(search ? { search } : { category: slug }),
          page: 1,
          size: DEFAULT_PAGE_SIZE,
        },
      })
      .then((response) => {
        if (current) setQuestions({ key, status: 'success', items: response.data });
      })
      .catch(() => {
        if (current) setQuestions({ key, status: 'error' });
      });
    return () => {
      current = false;
    };
  }, [slug, search, attempt]);

  useEffect(() => {
    let current = true;
    loadFaqCategories()
      .then((categories) => {
        if (current) setExtras({ attempt, categories });
      })
      .catch(() => {
        if (current) setExtras({ attempt, categories: 'error' });
      });
    // The frequent and newest questions are extra sections: failing, they are left out (the
    // screen hides an empty one) and the next retry asks again.
    getApi()
      .call('faqFrequent')
      .then((response) => {
        if (current) setFrequent(response.data);
      })
      .catch(() => undefined);
    getApi()
      .call('faqLast')
      .then((response) => {
        if (current) setLatest(response.data);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [attempt]);

  const loaded = questions?.key === requestKey(slug, search, attempt) ? questions : null;
  const categoriesFailed = extras?.attempt === attempt && extras.categories === 'error';
  const status = !loaded
    ? 'loading'
    : loaded.status === 'error' || categoriesFailed
      ? 'error'
      : loaded.items.length === 0
        ? 'empty'
        : 'success';

  function commitSearch(text: string) {
    const next = new URLSearchParams(params);
    if (text) next.set('q', text);
    else next.delete('q');
    setParams(next, { replace: true });
  }

  const categories = extras && extras.categories !== 'error' ? extras.categories : [];

  return (
    <FaqScreen
      status={status}
      categories={categories}
      category={slug}
      onCategoryChange={(next) => {
        // The label names the category as members read it, as the Q&A main page's chips do.
        const chosen = categories.find((category) => category.slug === next);
        track('qna_faq_category_click', { category: chosen?.name ?? next });
        // A chip opens that category's questions, leaving any search behind.
        void navigateTo(paths.faq(next), { replace: true });
      }}
      search={typed}
      onSearchChange={(text) => {
        setTyped(text);
        // Emptying the box (its clear button) ends the search.
        if (text.trim() === '' && search !== '') commitSearch('');
      }}
      onSearch={(text) => commitSearch(text.trim())}
      questions={loaded?.status === 'success' ? loaded.items : []}
      frequent={frequent}
      latest={latest}
      onRetry={() => setAttempt((count) => count + 1)}
      askHref={paths.qna()}
      LinkComponent={AppLink}
    />
  );
}
