import { ContentAnalysisDetailScreen } from '@saham/ui/screens/content-analysis/content-analysis-detail-screen';
import { useContentDetail } from './use-content-detail.ts';

/** spec §2 /update/detail/{id}: one analysis post and related analysis. */
export function Component() {
  return <ContentAnalysisDetailScreen {...useContentDetail('analysis')} />;
}
