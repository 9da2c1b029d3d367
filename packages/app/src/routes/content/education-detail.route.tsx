import { ContentEducationDetailScreen } from '@saham/ui/screens/content-education/content-education-detail-screen';
import { useContentDetail } from './use-content-detail.ts';

/** spec §2 /education/detail/{id}: one education post and related material. */
export function Component() {
  return <ContentEducationDetailScreen {...useContentDetail('education')} />;
}
