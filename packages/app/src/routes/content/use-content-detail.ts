import { analysisRefOf } from '@saham/domain/analysis-ref';
import { buildListQuery } from '@saham/domain/list-query';
import { toColonFilterString } from '@saham/domain/filter-strings';
import type { ContentCardPost } from '@saham/ui/components/content-card';
import type {
  ContentDetailState,
  ContentDetailViewProps,
} from '@saham/ui/screens/content/content-detail-view';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { track } from '../../analytics/track.ts';
import { isApiError } from '../../http/api.ts';
import { failureMessage } from '../../http/failure-message.ts';
import { getApi } from '../../http/client.ts';
import { AppLink } from '../../lib/app-link.tsx';
import { pendingStatus, useCall } from '../../lib/use-call.ts';
import { shareLink, shareNoticeOf } from '../../lib/share.ts';
import { membership } from '../../state/membership.ts';
import { openUpgrade } from '../../state/ui.ts';
import { throwIfMissing } from '../missing-record.ts';

type Section = 'analysis' | 'education';

/** How many related posts follow an article. */
const RELATED_COUNT = 4;

/**
 * One analysis or education post (spec §2 /update/detail/{id}, /education/detail/{id}): the post,
 * then related posts (the same category's newest, without this one; §7 has no related-posts call).
 * spec §6: a free member asking for a VIP post gets 'no preview for free user'; the HTTP layer
 * clears the category and goes to the list (the back-link), and the upgrade popup explains why.
 * A post that does not exist is the not-found screen (the route's error boundary).
 *
 * spec §2 /update/detail/{id} and §7's legacy analysis-detail/getbyname/{name}: an analysis post
 * may be opened by its slug too (the stock page's analyses link that way); digits are an id
 * (domain analysisRefOf). The page shares its own address, so a slug link shares as a slug link.
 */
export function useContentDetail(section: Section): ContentDetailViewProps {
  const { id = '' } = useParams();
  const navigateTo = useNavigate();
  const { status: member } = useSnapshot(membership);
  const [shared, setShared] = useState<{ id: string; notice: string | null }>();
  const [now] = useState(() => new Date());
  const analysis = section === 'analysis';

  // Only the Analysis section has a by-slug call; an education param is always an id.
  const ref = analysis ? analysisRefOf(id) : ({ by: 'id', id } as const);
  const detail = useCall(['postDetail', section, id], async (signal) => {
    try {
      const response =
        ref.by === 'slug'
          ? await getApi().call('analysisDetailByName', { params: { name: ref.slug }, signal })
          : await getApi().call('postDetail', { params: { id: ref.id }, signal });
      return response.data;
    } catch (error) {
      if (isApiError(error) && error.decision.effect.kind === 'backLink') {
        if (error.decision.effect.reason === 'noPreview' && !signal.aborted)
          openUpgrade('content', failureMessage(error));
        // The page has left for the back-link; it stays loading while it goes.
        return new Promise<never>(() => undefined);
      }
      throw error;
    }
  });
  // A post that does not exist is the not-found screen, through the route's error boundary; the
  // by-slug call names its param `name`.
  throwIfMissing(detail.state, ref.by === 'slug' ? 'name' : 'id');
  const post = detail.state.status === 'success' ? detail.state.data : null;
  // The related list failing leaves the article readable; only the post itself is an error.
  const related = useCall(
    post ? ['relatedPosts', section, post.id, post.category?.slug ?? ''] : null,
    (signal) =>
      getApi()
        .call('postList', {
          query: {
            page: 1,
            size: RELATED_COUNT + 1,
            ...buildListQuery({}),
            sort: 'updated_at desc',
            query: toColonFilterString({
              published_on: section,
              category: post?.category?.slug ?? '',
            }),
          },
          signal,
        })
        .then((list): readonly ContentCardPost[] =>
          list.data.filter((other) => other.id !== post?.id).slice(0, RELATED_COUNT),
        ),
  );

  const state: ContentDetailState = post
    ? { status: 'success', post }
    : { status: pendingStatus(detail.state) };
  return {
    ...state,
    related: related.state.status === 'success' ? related.state.data : [],
    membership: member.is_vip ? 'vip' : 'free',
    now,
    shareNotice: shared?.id === id ? shared.notice : null,
    onRetry: detail.retry,
    onShare: (shown) => {
      void shareLink({ title: shown.title, url: window.location.href }).then((outcome) =>
        setShared({ id, notice: shareNoticeOf(outcome) }),
      );
    },
    onUpgrade: () => openUpgrade('content'),
    onContentClick: (post) =>
      track(analysis ? 'analysis_content_click' : 'updates_content_click', {
        contentCategory: post.category?.name ?? '',
        contentTitle: post.title,
        contentType: post.content_format,
      }),
    onNavigate: (path) => void navigateTo(path),
    LinkComponent: AppLink,
  };
}
