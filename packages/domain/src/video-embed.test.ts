import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toVideoEmbedUrl } from './video-embed.ts';

const ID = 'dQw4w9WgXcQ';
const YOUTUBE = `https://www.youtube.com/embed/${ID}?autoplay=1&loop=1&playlist=${ID}&mute=1`;
const VIMEO = 'https://player.vimeo.com/video/76979871?autoplay=1&loop=1&muted=1';

describe('§9 video links become embeds with autoplay and loop', () => {
  it.each([
    `https://www.youtube.com/watch?v=${ID}`,
    `http://youtube.com/watch?v=${ID}`,
    `https://m.youtube.com/watch?v=${ID}`,
    `https://www.youtube.com/watch?feature=share&v=${ID}&t=42s`,
    `https://www.youtube.com/watch?v=${ID}#comments`,
    `https://youtu.be/${ID}`,
    `https://youtu.be/${ID}/`,
    `https://youtu.be/${ID}?si=abc123&t=10`,
    `https://www.youtube.com/shorts/${ID}`,
    `https://youtube.com/shorts/${ID}?feature=share`,
    `https://www.youtube.com/embed/${ID}`,
    `https://www.youtube.com/embed/${ID}?autoplay=0`,
    `https://www.youtube-nocookie.com/embed/${ID}`,
    `https://www.youtube.com/live/${ID}`,
    `https://www.youtube.com/v/${ID}`,
    `//www.youtube.com/embed/${ID}`,
    `www.youtube.com/watch?v=${ID}`,
    `youtu.be/${ID}`,
    `HTTPS://WWW.YOUTUBE.COM/watch?v=${ID}`,
    `  https://youtu.be/${ID}  `,
  ])('embeds the YouTube link %s, looping over itself and muted', (link) => {
    expect(toVideoEmbedUrl(link)).toBe(YOUTUBE);
  });

  it('keeps the id exactly, dashes and underscores included', () => {
    expect(toVideoEmbedUrl('https://youtu.be/a-b_c-d_e-f')).toBe(
      'https://www.youtube.com/embed/a-b_c-d_e-f?autoplay=1&loop=1&playlist=a-b_c-d_e-f&mute=1',
    );
  });

  it.each([
    'https://vimeo.com/76979871',
    'http://www.vimeo.com/76979871/',
    'https://vimeo.com/76979871#t=30s',
    'https://vimeo.com/channels/staffpicks/76979871',
    'https://vimeo.com/groups/motion/videos/76979871',
    'https://vimeo.com/album/2222222/video/76979871',
    'https://vimeo.com/showcase/2222222/video/76979871',
    'https://player.vimeo.com/video/76979871',
    'https://player.vimeo.com/video/76979871?autoplay=0&loop=0',
    'https://player.vimeo.com/video/76979871?h=not-hex!',
  ])('embeds the Vimeo link %s with autoplay and loop', (link) => {
    expect(toVideoEmbedUrl(link)).toBe(VIMEO);
  });

  it('keeps the privacy hash an unlisted Vimeo video needs', () => {
    expect(toVideoEmbedUrl('https://vimeo.com/76979871/8272103f6e')).toBe(`${VIMEO}&h=8272103f6e`);
    expect(toVideoEmbedUrl('https://player.vimeo.com/video/76979871?h=8272103f6e')).toBe(
      `${VIMEO}&h=8272103f6e`,
    );
  });

  it.each([
    '',
    'not a link',
    'https://example.com/watch?v=dQw4w9WgXcQ',
    `https://youtube.com.evil.example/watch?v=${ID}`,
    `https://youtube.com@evil.example/watch?v=${ID}`,
    `https://evil.example/?u=https://youtu.be/${ID}`,
    `https://notyoutube.com/watch?v=${ID}`,
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQQ',
    'https://www.youtube.com/watch?list=PL123',
    'https://www.youtube.com/watch',
    'https://www.youtube.com/embed/videoseries?list=PL123',
    'https://www.youtube.com/@channel',
    `https://www.youtube.com/shorts/${ID}/extra`,
    'https://youtu.be/',
    'https://youtu.be/short',
    'https://vimeo.com/',
    'https://vimeo.com/channels/staffpicks',
    'https://vimeo.com/about',
    'https://player.vimeo.com/video/',
    'https://player.vimeo.com/video/abc',
    `ftp://youtu.be/${ID}`,
    `javascript://youtu.be/${ID}`,
    'https://cdn.example.com/video.mp4',
  ])('gives no embed for %j', (link) => {
    expect(toVideoEmbedUrl(link)).toBeNull();
  });

  it('embeds every well-formed YouTube id from every link form', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[\w-]{11}$/),
        fc.constantFrom(
          'https://www.youtube.com/watch?v=',
          'https://youtu.be/',
          'https://www.youtube.com/shorts/',
          'https://www.youtube.com/embed/',
        ),
        (id, prefix) => {
          expect(toVideoEmbedUrl(prefix + id)).toBe(
            `https://www.youtube.com/embed/${id}?autoplay=1&loop=1&playlist=${id}&mute=1`,
          );
        },
      ),
    );
  });

  it('never embeds a video-looking path on a host other than YouTube or Vimeo', () => {
    const videoHost =
      /^(www\.|m\.)?(youtube\.com|youtube-nocookie\.com|vimeo\.com)$|^(youtu\.be|player\.vimeo\.com)$/;
    fc.assert(
      fc.property(
        fc.domain().filter((host) => !videoHost.test(host)),
        fc.constantFrom(
          `/watch?v=${ID}`,
          `/${ID}`,
          `/embed/${ID}`,
          `/shorts/${ID}`,
          '/76979871',
          '/video/76979871',
        ),
        (host, path) => {
          expect(toVideoEmbedUrl(`https://${host}${path}`)).toBeNull();
        },
      ),
    );
  });
});
