import { paths, routes } from '@saham/domain/routes';
import type { ContentCardPost } from '../../components/content-card.tsx';
import {
  ContentDetailView,
  type ContentDetailLabels,
  type ContentDetailViewProps,
} from '../content/content-detail-view.tsx';

/** The education detail's words. */
export const educationDetailLabels: ContentDetailLabels = {
  sectionTitle: routes.educationDetail.meta.title,
  noun: 'materi',
  relatedTitle: 'Materi terkait',
};

const educationHref = (post: ContentCardPost) => paths.educationDetail(post.id);

/** Props of {@link ContentEducationDetailScreen}: the state (`status` and its post) and callbacks. */
export type ContentEducationDetailScreenProps = ContentDetailViewProps;

/**
 * One education post (spec §2 /education/detail/{id}): the sanitised lesson or its video embed
 * (spec §9), share, related lessons, and for a free member on a VIP lesson the upgrade call
 * (spec §6 'no preview for free user').
 * @example <ContentEducationDetailScreen status="success" post={post} related={related} membership="free" now={now} … />
 */
export function ContentEducationDetailScreen(props: ContentEducationDetailScreenProps) {
  return <ContentDetailView labels={educationDetailLabels} getHref={educationHref} {...props} />;
}
