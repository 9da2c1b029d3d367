import type { Faq } from '@saham/domain/api/content';
import { DEFAULT_PAGE_SIZE } from '@saham/domain/constants';
import { buildListQuery } from '@saham/domain/list-query';
import { paths } from '@saham/domain/routes';
import { FaqScreen } from '@saham/ui/screens/faq/faq-screen';
import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { track } from '../../analytics/track.ts';
import { getApi } from '../../http/client.ts';
import { AppLink } from '../../lib/app-link.tsx';
import { dataOf } from '../../lib/call-store.ts';
import { useCall } from '../../lib/use-call.ts';
import { loadFaqCategories } from './faq-categories.ts';

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
  // Back and forward change the URL's search under the box: the box follows it.
  if (typedFor !== search) {
    setTypedFor(search);
    setTyped(search);
  }

  const questions = useCall(['faqList', slug, search], (signal) =>
    getApi()
      .call('faqList', {
        // A search looks through every category; otherwise the route's category.
        query: {
          ...buildListQuery(search ? { search } : { category: slug }),
          page: 1,
          size: DEFAULT_PAGE_SIZE,
        },
        signal,
      })
      .then((response): readonly Faq[] => response.data),
  );
  const categoryList = useCall(['faqCategories'], () => loadFaqCategories());
  // The frequent and newest questions are extra sections: failing, they are left out (the
  // screen hides an empty one) and the next retry asks again.
  const frequent = useCall(
    ['faqFrequent'],
    (signal) =>
      getApi()
        .call('faqFrequent', { signal })
        .then((response): readonly Faq[] => response.data),
    { keepPrevious: true },
  );
  const latest = useCall(
    ['faqLast'],
    (signal) =>
      getApi()
        .call('faqLast', { signal })
        .then((response): readonly Faq[] => response.data),
    { keepPrevious: true },
  );

  const loaded = questions.state;
  const status =
    loaded.status === 'idle' || loaded.status === 'loading'
      ? 'loading'
      : loaded.status === 'error' || categoryList.state.status === 'error'
        ? 'error'
        : loaded.data.length === 0
          ? 'empty'
          : 'success';

  function commitSearch(text: string) {
    const next = new URLSearchParams(params);
    if (text) next.set('q', text);
    else next.delete('q');
    setParams(next, { replace: true });
  }

  const categories = categoryList.state.status === 'success' ? categoryList.state.data : [];

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
      questions={loaded.status === 'success' ? loaded.data : []}
      frequent={dataOf(frequent.state) ?? []}
      latest={dataOf(latest.state) ?? []}
      onRetry={() => {
        for (const load of [questions, categoryList, frequent, latest]) load.retry();
      }}
      askHref={paths.qna()}
      LinkComponent={AppLink}
    />
  );
}
