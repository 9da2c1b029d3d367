import { ContentEducationScreen } from '@saham/ui/screens/content-education/content-education-screen';
import { useContentList } from './use-content-list.ts';

/** spec §2 /education: the education list. */
export function Component() {
  return <ContentEducationScreen {...useContentList('education')} />;
}
