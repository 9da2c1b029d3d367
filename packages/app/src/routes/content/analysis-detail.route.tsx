import { ContentAnalysisDetailScreen } from '@saham/ui/screens/content-analysis/content-analysis-detail-screen';
import { useContentDetail } from './use-content-detail.ts';

/**
 * spec §2 /update/detail/{id}: one analysis post and related analysis. The param is the post's id
 * (content/ex/v1/post/{id}) or its slug (§7 legacy analysis-detail/getbyname/{name}).
 */
export function Component() {
  return <ContentAnalysisDetailScreen {...useContentDetail('analysis')} />;
}
