import { FaqDetailPage } from './faq-detail-page.tsx';

/**
 * spec §2 /qna/faq/home/detail/{id}: an FAQ opened from the Q&A main page's highlights; back
 * returns there (route meta back-link qna).
 */
export function Component() {
  return <FaqDetailPage categorySlug="" />;
}
