import { offeredResolutions, type Resolution } from '@saham/domain/chart-resolution';
import type { Api } from '../../http/api.ts';
import { getApi } from '../../http/client.ts';

let loading: Promise<Resolution[]> | null = null;

/**
 * The resolutions /chart offers, from §7 GET emitten/ex/v1/trading-view/config: configuration, so
 * asked once per page view and shared by every visit to the chart.
 * @example const resolutions = await loadChartResolutions() // ['1D', '1W', '1M']
 */
export function loadChartResolutions(api: Pick<Api, 'call'> = getApi()): Promise<Resolution[]> {
  loading ??= api.call('tradingViewConfig').then(
    (response) => offeredResolutions(response.data.supported_resolutions),
    () => {
      // The chart is still worth showing without its configuration: daily only, the resolution
      // every history serves (§8's rules have already run for the failure). The next visit to
      // /chart asks again.
      loading = null;
      return offeredResolutions(null);
    },
  );
  return loading;
}
