import { paths, routes } from '@saham/domain/routes';
import ChartCandlestickIcon from 'lucide-react/icons/chart-candlestick';
import { Button } from '../../components/button.tsx';
import type { ContentCardPost } from '../../components/content-card.tsx';
import {
  ContentListView,
  type ContentListLabels,
  type ContentListViewProps,
} from '../content/content-list-view.tsx';

/** The analysis list's words; the title is the route's (spec §2: /update is titled Analysis). */
export const analysisListLabels: ContentListLabels = {
  title: routes.analysis.meta.title,
  description: 'Ulasan pasar, teknikal dan fundamental dari tim analis kami.',
  noun: 'analisis',
};

/** Where an analysis post leads (spec §2 /update/detail/{id}). */
const analysisHref = (post: ContentCardPost) => paths.analysisDetail(post.id);

/** Props of {@link ContentAnalysisScreen}. */
export type ContentAnalysisScreenProps = Omit<ContentListViewProps, 'headerAction'> & {
  /** The chart screen (spec §2 /chart, listed with the analysis routes). */
  chartHref?: string;
  /** The chart link was used (spec §2 analytics: chart). */
  onChartClick?: () => void;
};

/**
 * The Analysis list (spec §2 /update, "content analysis"): category chips, search, posted-time and
 * video/artikel filters, cards that load more as the member scrolls, and a link to the chart.
 * @example <ContentAnalysisScreen status="success" posts={posts} categories={categories} category="" … />
 */
export function ContentAnalysisScreen({
  chartHref = paths.chart(),
  onChartClick,
  LinkComponent = 'a',
  ...props
}: ContentAnalysisScreenProps) {
  return (
    <ContentListView
      labels={analysisListLabels}
      getHref={analysisHref}
      LinkComponent={LinkComponent}
      headerAction={
        <Button asChild variant="outline" size="sm">
          <LinkComponent href={chartHref} onClick={onChartClick}>
            <ChartCandlestickIcon aria-hidden />
            Chart
          </LinkComponent>
        </Button>
      }
      {...props}
    />
  );
}
