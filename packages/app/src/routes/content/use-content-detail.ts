import type { Post } from '@saham/domain/api/content';
import { toColonFilterString } from '@saham/domain/filter-strings';
import type { ContentCardPost } from '@saham/ui/components/content-card';
import type {
  ContentDetailState,
  ContentDetailViewProps,
} from '@saham/ui/screens/content/content-detail-view';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { track } from '../../analytics/track.ts';
import { isApiError } from '../../http/api.ts';
import { failureMessage } from '../../http/failure-message.ts';
import { getApi } from '../../http/client.ts';
import { AppLink } from '../../lib/app-link.tsx';
import { shareLink, shareNoticeOf } from '../../lib/share.ts';
import { membership } from '../../state/membership.ts';
import { openUpgrade } from '../../state/ui.ts';

type Section = 'analysis' | 'education';

/** How many related posts follow an article. */
const RELATED_COUNT = 4;

/**
 * One analysis or education post (spec §2 /update/detail/{id}, /education/detail/{id}): the post,
 * then related posts (the same category's newest, without this one; §7 has no related-posts call).
 * spec §6: a free member asking for a VIP post gets 'no preview for free user'; the HTTP layer
 * clears the category and goes to the list (the back-link), and the upgrade popup explains why.
 * A post that does not exist is the not-found screen (the route's error boundary).
 */
export function useContentDetail(section: Section): ContentDetailViewProps {
  const { id = '' } = useParams();
  const [attempt, setAttempt] = useState(0);
  const navigateTo = useNavigate();
  const { status: member } = useSnapshot(membership);
  // Each piece remembers the post (and attempt) it belongs to, so a new post starts from loading.
  const key = `${id}#${attempt}`;
  const [loaded, setLoaded] = useState<{ key: string; state: ContentDetailState } | null>(null);
  const [related, setRelated] = useState<{ key: string; posts: readonly ContentCardPost[] }>();
  const [shared, setShared] = useState<{ key: string; notice: string | null }>();
  const [notFound, setNotFound] = useState<unknown>(null);
  const [now] = useState(() => new Date());
  const analysis = section === 'analysis';

  useEffect(() => {
    let current = true;
    getApi()
      .call('postDetail', { params: { id } })
      .then(async (response) => {
        if (!current) return;
        const post: Post = response.data;
        setLoaded({ key, state: { status: 'success', post } });
        const list = await getApi().call('postList', {
          query: {
            page: 1,
            size: RELATED_COUNT + 1,
            sort: 'updated_at desc',
            query: toColonFilterString({
              published_on: section,
              category: post.category?.slug ?? '',
            }),
          },
        });
        if (current)
          setRelated({
            key,
            posts: list.data.filter((other) => other.id !== post.id).slice(0, RELATED_COUNT),
          });
      })
      .catch((error: unknown) => {
        if (!current) return;
        if (isApiError(error) && error.status === 404) return setNotFound(error);
        if (isApiError(error) && error.decision.effect.kind === 'backLink') {
          if (error.decision.effect.reason === 'noPreview')
            openUpgrade('content', failureMessage(error));
          return;
        }
        // The related list failing leaves the article readable; only the post itself is an error.
        setLoaded((previous) =>
          previous?.key === key && previous.state.status === 'success'
            ? previous
            : { key, state: { status: 'error' } },
        );
      });
    return () => {
      current = false;
    };
  }, [id, key, section]);

  // A post that does not exist is the not-found screen, through the route's error boundary.
  if (notFound) throw notFound;

  const state: ContentDetailState = loaded?.key === key ? loaded.state : { status: 'loading' };
  return {
    ...state,
    related: related?.key === key ? related.posts : [],
    membership: member.is_vip ? 'vip' : 'free',
    now,
    shareNotice: shared?.key === key ? shared.notice : null,
    onRetry: () => setAttempt((count) => count + 1),
    onShare: (post) => {
      void shareLink({ title: post.title, url: window.location.href }).then((outcome) =>
        setShared({ key, notice: shareNoticeOf(outcome) }),
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
