import { useParams } from 'react-router-dom';
import { FaqDetailPage } from './faq-detail-page.tsx';

/**
 * spec §2 /qna/faq/{slug}/detail/{id}: an FAQ opened from its category, so related questions
 * without a category of their own open under the same one and back returns to it.
 */
export function Component() {
  const { slug = '' } = useParams();
  return <FaqDetailPage categorySlug={slug} />;
}
