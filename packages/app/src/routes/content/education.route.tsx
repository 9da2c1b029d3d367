import { ContentEducationScreen } from '@saham/ui/screens/content-education/content-education-screen';
import { useContentList } from './use-content-list.ts';
import { ListMemoryScope } from '../../lib/list-memory-scope.tsx';

/** spec §2 /education: the education list. */
export function Component() {
  return (
    <ListMemoryScope>
      <ContentEducationScreen {...useContentList('education')} />
    </ListMemoryScope>
  );
}
