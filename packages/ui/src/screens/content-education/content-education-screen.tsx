import { paths, routes } from '@saham/domain/routes';
import type { ContentCardPost } from '../../components/content-card.tsx';
import {
  ContentListView,
  type ContentListLabels,
  type ContentListViewProps,
} from '../content/content-list-view.tsx';

/** The education list's words; the title is the route's (spec §2 /education). */
export const educationListLabels: ContentListLabels = {
  title: routes.education.meta.title,
  description: 'Belajar saham dari dasar hingga strategi, lewat artikel dan video.',
  noun: 'materi',
};

/** Where an education post leads (spec §2 /education/detail/{id}). */
const educationHref = (post: ContentCardPost) => paths.educationDetail(post.id);

/** Props of {@link ContentEducationScreen}. */
export type ContentEducationScreenProps = Omit<ContentListViewProps, 'headerAction'>;

/**
 * The Edukasi list (spec §2 /education, "content education"): the same building blocks as the
 * analysis list: category chips, search, posted-time and video/artikel filters, infinite cards.
 * @example <ContentEducationScreen status="success" posts={posts} categories={categories} category="" … />
 */
export function ContentEducationScreen(props: ContentEducationScreenProps) {
  return <ContentListView labels={educationListLabels} getHref={educationHref} {...props} />;
}
