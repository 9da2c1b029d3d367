import { paths, routes } from '@saham/domain/routes';
import type { ContentCardPost } from '../../components/content-card.tsx';
import {
  ContentDetailView,
  type ContentDetailLabels,
  type ContentDetailViewProps,
} from '../content/content-detail-view.tsx';

/** The analysis detail's words. */
export const analysisDetailLabels: ContentDetailLabels = {
  sectionTitle: routes.analysisDetail.meta.title,
  noun: 'analisis',
  relatedTitle: 'Analisis terkait',
};

const analysisHref = (post: ContentCardPost) => paths.analysisDetail(post.id);

/** Props of {@link ContentAnalysisDetailScreen}: the state (`status` and its post) and callbacks. */
export type ContentAnalysisDetailScreenProps = ContentDetailViewProps;

/**
 * One analysis (spec §2 /update/detail/{id}): the sanitised article or its video embed (spec §9),
 * share, related analyses, and for a free member on a VIP analysis the upgrade call (spec §6
 * 'no preview for free user').
 * @example <ContentAnalysisDetailScreen status="success" post={post} related={related} membership="vip" now={now} … />
 */
export function ContentAnalysisDetailScreen(props: ContentAnalysisDetailScreenProps) {
  return <ContentDetailView labels={analysisDetailLabels} getHref={analysisHref} {...props} />;
}
