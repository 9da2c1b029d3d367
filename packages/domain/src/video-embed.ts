/**
 * Spec §9 "Video links become embeds with autoplay and loop", as string work only (no DOM, no URL
 * class), so the same code runs in the browser, in the server and in tests.
 */

// An 11-character YouTube video id; 'videoseries' has the same shape but embeds a playlist.
const YOUTUBE_ID = /^(?!videoseries$)[\w-]{11}$/;

// Optional scheme, then host, path and query; a #fragment is dropped.
const URL_PARTS = /^(?:(?:https?:)?\/\/)?([^/?#\s]+)([^?#\s]*)(?:\?([^#\s]*))?(?:#\S*)?$/i;

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);

// youtu.be/<id>
const YOUTU_BE_PATH = /^\/([\w-]{11})\/?$/;

// /embed/<id>, /shorts/<id>, /live/<id>, /v/<id> on a youtube.com host.
const YOUTUBE_ID_PATH = /^\/(?:embed|shorts|live|v)\/([\w-]{11})\/?$/;

// vimeo.com/<id>, an unlisted vimeo.com/<id>/<hash>, and the channel, group, album and showcase
// pages that end in a video id.
const VIMEO_PAGE_PATH =
  /^\/(?:(?:channels\/[\w-]+|groups\/[\w-]+\/videos|album\/\d+\/video|showcase\/\d+\/video)\/)?(\d+)(?:\/([\da-f]+))?\/?$/i;

const VIMEO_PLAYER_PATH = /^\/video\/(\d+)\/?$/;

const VIMEO_HASH = /^[\da-f]+$/i;

function queryParam(query: string, name: string): string | undefined {
  const prefix = `${name}=`;
  return query
    .split('&')
    .find((pair) => pair.startsWith(prefix))
    ?.slice(prefix.length);
}

/**
 * The YouTube embed: `loop=1` only loops when the video is also its own one-item `playlist` (the
 * IFrame player ignores loop otherwise), and browsers only autoplay muted media, so without
 * `mute=1` "autoplay" would quietly not play.
 */
function youtubeEmbed(id: string): string {
  return `https://www.youtube.com/embed/${id}?autoplay=1&loop=1&playlist=${id}&mute=1`;
}

/**
 * The Vimeo embed: `muted=1` for the same browser autoplay rule as YouTube's `mute=1`. An unlisted
 * video only plays with its privacy hash, passed on as `h`.
 */
function vimeoEmbed(id: string, hash: string | undefined): string {
  const privacy = hash && VIMEO_HASH.test(hash) ? `&h=${hash}` : '';
  return `https://player.vimeo.com/video/${id}?autoplay=1&loop=1&muted=1${privacy}`;
}

/**
 * The autoplaying, looping embed address for a YouTube (watch, youtu.be, shorts, live, embed) or
 * Vimeo (page, unlisted, channel, player) link; `null` for anything else, including look-alike
 * hosts such as 'youtube.com.evil.example' or 'youtube.com@evil.example'.
 * @example toVideoEmbedUrl('https://youtu.be/dQw4w9WgXcQ')
 * // 'https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=1&loop=1&playlist=dQw4w9WgXcQ&mute=1'
 * @example toVideoEmbedUrl('https://vimeo.com/76979871') // 'https://player.vimeo.com/video/76979871?autoplay=1&loop=1&muted=1'
 */
export function toVideoEmbedUrl(link: string): string | null {
  const parts = URL_PARTS.exec(link.trim());
  if (!parts) return null;
  const [, rawHost = '', path = '', query = ''] = parts;
  const host = rawHost.toLowerCase();

  if (host === 'youtu.be' || YOUTUBE_HOSTS.has(host)) {
    const id =
      host === 'youtu.be'
        ? YOUTU_BE_PATH.exec(path)?.[1]
        : path === '/watch'
          ? queryParam(query, 'v')
          : YOUTUBE_ID_PATH.exec(path)?.[1];
    return id && YOUTUBE_ID.test(id) ? youtubeEmbed(id) : null;
  }
  if (host === 'vimeo.com' || host === 'www.vimeo.com') {
    const page = VIMEO_PAGE_PATH.exec(path);
    return page?.[1] ? vimeoEmbed(page[1], page[2]) : null;
  }
  if (host === 'player.vimeo.com') {
    const id = VIMEO_PLAYER_PATH.exec(path)?.[1];
    return id ? vimeoEmbed(id, queryParam(query, 'h')) : null;
  }
  return null;
}
