import { buildListQuery } from '@saham/domain/list-query';
import { DEFAULT_PAGE_SIZE } from '@saham/domain/constants';
import {
  type HistoryFilter,
  QuestionHistoryScreen,
} from '@saham/ui/screens/question-history/question-history-screen';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { getApi } from '../../http/client.ts';
import { AppLink } from '../../lib/app-link.tsx';
import { listStatus, pagingProps, usePagedList } from '../../lib/use-call.ts';
import { ListMemoryScope } from '../../lib/list-memory-scope.tsx';

const FILTERS: readonly HistoryFilter[] = ['all', 'waiting', 'answered', 'ended'];
const asFilter = (value: string | null): HistoryFilter =>
  FILTERS.find((filter) => filter === value) ?? 'all';

/**
 * spec §2 /qna/history: the member's questions, newest first, filtered by status (kept in the URL
 * as `?status=`), in pages that append (§3 pagination, §4).
 */
export function Component() {
  const [params, setParams] = useSearchParams();
  const filter = asFilter(params.get('status'));
  const [now] = useState(() => new Date());
  const list = usePagedList(['tanyaSahamList', filter], async (page, signal) => {
    const response = await getApi().call('tanyaSahamList', {
      query: {
        page,
        size: DEFAULT_PAGE_SIZE,
        // §7 list query builder: the status when one is chosen, and cache=0.
        ...buildListQuery({ status: filter === 'all' ? null : filter }),
      },
      signal,
    });
    return { items: response.data, hasMore: response.next_page !== null };
  });
  return (
    <ListMemoryScope>
      <QuestionHistoryScreen
        status={listStatus(list)}
        tickets={list.items}
        filter={filter}
        onFilterChange={(next) =>
          setParams(next === 'all' ? {} : { status: next }, { replace: true })
        }
        now={now}
        {...pagingProps(list)}
        LinkComponent={AppLink}
      />
    </ListMemoryScope>
  );
}
