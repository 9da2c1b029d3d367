import {
  type StockDiaryProfitFilter,
  type StockDiaryTab,
  parseStockDiaryProfitFilter,
  parseStockDiaryTab,
  stockDiaryListQuery,
  stockDiarySearch,
} from '@saham/domain/stock-diary';
import { StockDiaryScreen } from '@saham/ui/screens/stock-diary/stock-diary-screen';
import { useSearchParams } from 'react-router-dom';
import { getApi } from '../../http/client.ts';
import { AppLink } from '../../lib/app-link.tsx';
import { listStatus, pagingProps, usePagedList } from '../../lib/use-call.ts';
import { ListMemoryScope } from '../../lib/list-memory-scope.tsx';

/**
 * Catatan Transaksi (issue 26, beyond §2's list): the member's stock diary, §7's legacy buy-stock
 * (held) and sell-all (sold) lists, the tab and the §3 profitBy chip in the URL so back, reload
 * and a shared link keep them. The profit figures are the server's.
 */
export function Component() {
  const [params, setParams] = useSearchParams();
  const tab = parseStockDiaryTab(params.get('tab'));
  const profitFilter = parseStockDiaryProfitFilter(params.get('profit'));
  const call = tab === 'dipegang' ? 'buyStockList' : 'sellAllList';
  const list = usePagedList([call, tab === 'terjual' ? profitFilter : ''], async (page, signal) => {
    const response = await getApi().call(call, {
      query: stockDiaryListQuery(tab, profitFilter, page),
      signal,
    });
    return { items: response.data, hasMore: response.next_page !== null };
  });

  function show(nextTab: StockDiaryTab, nextFilter: StockDiaryProfitFilter) {
    setParams(stockDiarySearch(nextTab, nextFilter), { replace: true });
  }

  return (
    <ListMemoryScope>
      <StockDiaryScreen
        tab={tab}
        onTabChange={(next) => show(next, profitFilter)}
        profitFilter={profitFilter}
        onProfitFilterChange={(next) => show(tab, next)}
        status={listStatus(list)}
        records={list.items}
        {...pagingProps(list)}
        LinkComponent={AppLink}
      />
    </ListMemoryScope>
  );
}
