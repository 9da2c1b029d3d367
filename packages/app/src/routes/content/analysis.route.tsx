import { paths } from '@saham/domain/routes';
import { ContentAnalysisScreen } from '@saham/ui/screens/content-analysis/content-analysis-screen';
import { track } from '../../analytics/track.ts';
import { useContentList } from './use-content-list.ts';
import { ListMemoryScope } from '../../lib/list-memory-scope.tsx';

/** spec §2 /update (Analysis): the analysis list, with the link to the chart. */
export function Component() {
  const list = useContentList('analysis');
  return (
    <ListMemoryScope>
      <ContentAnalysisScreen
        {...list}
        chartHref={paths.chart()}
        onChartClick={() => track('analysis_chart_click', {})}
      />
    </ListMemoryScope>
  );
}
