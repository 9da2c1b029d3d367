import { toVideoEmbedUrl } from '@saham/domain/video-embed';
// Imported directly, not lazily: only the content screens (analysis, education, FAQ detail,
// landing page, promotion) import this file and the app loads those routes lazily, so DOMPurify
// (measured: 29 KB minified, 11.7 KB gzip) already stays out of the login and dashboard bundles.
// A nested lazy load would only add a round trip and an empty first paint to these screens.
import DOMPurify, { type Config } from 'dompurify';
import type * as React from 'react';
import { useCallback, useMemo } from 'react';
import { cn } from '../lib/cn.ts';

/**
 * The strict allowlist: text structure, links, images, lists, quotes and simple tables. No script,
 * style, form, object, svg or event handler can pass, whatever the server sends. `iframe` is let
 * through the sanitiser only to be read: {@link sanitizeRichContent} replaces every one with our own
 * embed (a recognised video) or removes it, so no iframe from the server ever reaches the page.
 */
const ALLOWED_TAGS = [
  'a',
  'b',
  'blockquote',
  'br',
  'caption',
  'code',
  'del',
  'em',
  'figcaption',
  'figure',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'iframe',
  'img',
  'ins',
  'li',
  'mark',
  'ol',
  'p',
  'pre',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'u',
  'ul',
];

/** No class, style, id, target or data-* from the server: the page's look and behaviour are ours. */
const ALLOWED_ATTR = [
  'alt',
  'colspan',
  'height',
  'href',
  'reversed',
  'rowspan',
  'scope',
  'src',
  'start',
  'title',
  'width',
];

/** Web, mail and phone links only (no javascript:, vbscript:, data: pages…); a relative path is fine. */
const ALLOWED_URI_REGEXP = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

const PURIFY_CONFIG = {
  ALLOWED_TAGS,
  ALLOWED_ATTR,
  ALLOWED_URI_REGEXP,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  // Sanitised in an inert document and returned as its <body>, so images do not load and our
  // post-processing (headings, links, videos) works on nodes, never on HTML strings.
  RETURN_DOM: true,
} satisfies Config;

/**
 * `allow` of every video iframe: spec §9 "video links become embeds with autoplay and loop".
 * Browsers only autoplay muted video; the domain's embed address mutes it.
 */
export const VIDEO_EMBED_ALLOW = 'autoplay; encrypted-media; picture-in-picture; fullscreen';

/** Only what a YouTube or Vimeo player needs; the embed cannot navigate our page. */
const VIDEO_EMBED_SANDBOX =
  'allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox';

/** YouTube refuses to play without the embedding origin as referrer. */
const VIDEO_EMBED_REFERRER_POLICY = 'strict-origin-when-cross-origin';

/** The 16:9 frame every embed sits in. */
const videoFrameClassName = 'aspect-video w-full overflow-hidden rounded-xl bg-muted';
const videoIframeClassName = 'block size-full border-0';

/** A separate DOMPurify instance, created on first use, so no other code's hooks or config leak in. */
let purifier: ReturnType<typeof DOMPurify> | undefined;

function getPurifier(): ReturnType<typeof DOMPurify> | null {
  if (typeof window === 'undefined') return null;
  purifier ??= DOMPurify(window);
  return purifier.isSupported ? purifier : null;
}

/** Options of {@link sanitizeRichContent}. */
export interface SanitizeRichContentOptions {
  /** The origin links are compared with: another origin opens in a new tab. */
  origin: string;
  /** The level the content's top headings become, under the screen's own headings. */
  headingLevel: 2 | 3 | 4 | 5 | 6;
  /** Names each video for screen readers ('Video: IHSG sepekan'). */
  videoTitle: string;
}

const HEADING_SELECTOR = 'h1, h2, h3, h4, h5, h6';
const BLOCK_SELECTOR = 'p, li, blockquote, td, th, figcaption, h1, h2, h3, h4, h5, h6';

/** Moves an element's children into a new element of another tag, keeping its attributes. */
function retag(element: Element, tagName: string): Element {
  const replacement = element.ownerDocument.createElement(tagName);
  for (const attribute of Array.from(element.attributes)) {
    replacement.setAttribute(attribute.name, attribute.value);
  }
  replacement.append(...Array.from(element.childNodes));
  element.replaceWith(replacement);
  return replacement;
}

/**
 * Editors write h1, or skip levels; the screen already has its h1. Headings keep their order and
 * relative depth, but start at `base` and never jump more than one level (axe: heading-order).
 */
function normaliseHeadings(body: HTMLElement, base: number): void {
  const headings = Array.from(body.querySelectorAll(HEADING_SELECTOR));
  if (headings.length === 0) return;
  const top = Math.min(...headings.map((heading) => Number(heading.tagName.slice(1))));
  let previous = base - 1;
  for (const heading of headings) {
    const wanted = Number(heading.tagName.slice(1)) - top + base;
    const level = Math.min(Math.max(wanted, base), previous + 1, 6);
    previous = level;
    if (`H${level}` !== heading.tagName) retag(heading, `h${level}`);
  }
}

function createVideoEmbed(document: Document, src: string, title: string): HTMLElement {
  const frame = document.createElement('div');
  frame.setAttribute('data-slot', 'video-embed');
  frame.className = videoFrameClassName;
  const iframe = document.createElement('iframe');
  iframe.setAttribute('src', src);
  iframe.setAttribute('title', title);
  iframe.setAttribute('allow', VIDEO_EMBED_ALLOW);
  iframe.setAttribute('allowfullscreen', '');
  iframe.setAttribute('sandbox', VIDEO_EMBED_SANDBOX);
  iframe.setAttribute('referrerpolicy', VIDEO_EMBED_REFERRER_POLICY);
  iframe.setAttribute('loading', 'lazy');
  iframe.className = videoIframeClassName;
  frame.append(iframe);
  return frame;
}

/** Link text worth naming a video by: not empty and not just the address again. */
function meaningfulText(text: string): string | null {
  const trimmed = text.replace(/\s+/g, ' ').trim();
  if (trimmed === '' || /^(?:https?:\/\/|www\.)\S*$/i.test(trimmed)) return null;
  return trimmed;
}

/** The ancestor that is a direct child of <body>, where an embed for an inline link goes after. */
function topLevelBlock(node: Node, body: HTMLElement): Element | null {
  let current: Node | null = node;
  while (current && current.parentNode !== body) current = current.parentNode;
  return current instanceof Element ? current : null;
}

/** Whether an element holds nothing but `child` (and whitespace or line breaks). */
function holdsOnly(element: Element, child: Node): boolean {
  return Array.from(element.childNodes).every(
    (node) =>
      node === child ||
      (node.nodeType === node.TEXT_NODE && (node.textContent ?? '').trim() === '') ||
      (node instanceof Element && node.tagName === 'BR'),
  );
}

/**
 * Spec §9 "Video links become embeds with autoplay and loop" (the address from the domain's
 * video-embed rules). A video link that stands alone in its paragraph, a paragraph holding only a
 * bare video address, and a server iframe of a known video all become our embed in place. A video
 * link inside a sentence stays a link and its embed follows the paragraph. Each video embeds once;
 * any other iframe is dropped.
 */
function embedVideos(body: HTMLElement, videoTitle: string): void {
  const document = body.ownerDocument;
  const embedded = new Set<string>();
  const titleFor = (text: string | null) => {
    const name = text ?? `${videoTitle}${embedded.size > 0 ? ` ${embedded.size + 1}` : ''}`;
    return text ? `${videoTitle}: ${name}` : name;
  };

  for (const iframe of Array.from(body.querySelectorAll('iframe'))) {
    const src = toVideoEmbedUrl(iframe.getAttribute('src') ?? '');
    if (src && !embedded.has(src)) {
      iframe.replaceWith(createVideoEmbed(document, src, titleFor(iframe.getAttribute('title'))));
      embedded.add(src);
    } else {
      iframe.remove();
    }
  }

  const insertAfter = new Map<Element, Element>();
  for (const anchor of Array.from(body.querySelectorAll('a[href]'))) {
    const src = toVideoEmbedUrl(anchor.getAttribute('href') ?? '');
    if (!src || embedded.has(src)) continue;
    const embed = createVideoEmbed(document, src, titleFor(meaningfulText(anchor.textContent)));
    embedded.add(src);
    const block = anchor.closest(BLOCK_SELECTOR);
    if (block?.tagName === 'P' && holdsOnly(block, anchor)) {
      block.replaceWith(embed);
      continue;
    }
    if (anchor.parentNode === body) {
      anchor.replaceWith(embed);
      continue;
    }
    const top = topLevelBlock(anchor, body);
    if (!top) continue;
    // Several videos in one paragraph follow it in the order they were linked.
    (insertAfter.get(top) ?? top).after(embed);
    insertAfter.set(top, embed);
  }

  for (const paragraph of Array.from(body.querySelectorAll('p'))) {
    if (paragraph.querySelector(':not(br)')) continue;
    const src = toVideoEmbedUrl(paragraph.textContent.trim());
    if (!src || embedded.has(src)) continue;
    paragraph.replaceWith(createVideoEmbed(document, src, titleFor(null)));
    embedded.add(src);
  }
}

/** Whether an address leaves our origin (an http(s) link to another site). */
function isExternal(href: string, origin: string): boolean {
  try {
    const url = new URL(href, `${origin}/`);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin !== origin;
  } catch {
    return false;
  }
}

/** External links open in a new tab that cannot reach back (no opener, no referrer) and say so. */
function secureLinks(body: HTMLElement, origin: string): void {
  for (const anchor of Array.from(body.querySelectorAll('a[href]'))) {
    if (!isExternal(anchor.getAttribute('href') ?? '', origin)) continue;
    anchor.setAttribute('target', '_blank');
    anchor.setAttribute('rel', 'noopener noreferrer');
    const hint = body.ownerDocument.createElement('span');
    hint.className = 'sr-only';
    hint.textContent = ' (membuka tab baru)';
    anchor.append(hint);
  }
}

/** Images load when scrolled near and always carry alt text ('' marks one as decorative). */
function lazyImages(body: HTMLElement): void {
  for (const image of Array.from(body.querySelectorAll('img'))) {
    image.setAttribute('loading', 'lazy');
    image.setAttribute('decoding', 'async');
    if (!image.hasAttribute('alt')) image.setAttribute('alt', '');
  }
}

/**
 * Server HTML made safe to show: DOMPurify with a strict allowlist, then headings fitted under the
 * screen's, external links opened safely, images lazy with alt text and video links as embeds
 * (spec §9). Returns '' where no DOM exists (it fails closed rather than passing HTML through).
 * @example sanitizeRichContent('<p onclick="x()">Halo<script>alert(1)</script></p>', { origin: 'https://app.example', headingLevel: 2, videoTitle: 'Video' }) // '<p>Halo</p>'
 */
export function sanitizeRichContent(html: string, options: SanitizeRichContentOptions): string {
  const dompurify = getPurifier();
  if (!dompurify) return '';
  // With RETURN_DOM, DOMPurify hands back the inert document's <body> (typed as a plain Node).
  const body = dompurify.sanitize(html, PURIFY_CONFIG) as HTMLElement;
  normaliseHeadings(body, options.headingLevel);
  embedVideos(body, options.videoTitle);
  secureLinks(body, options.origin);
  lazyImages(body);
  return body.innerHTML;
}

/**
 * Typography for server HTML: there is no prose plugin, so each element the allowlist lets
 * through is styled here, with semantic tokens only.
 * @example <div className={richContentClassName}>…</div>
 */
export const richContentClassName = cn(
  'text-foreground text-base leading-7 break-words',
  '[&>*+*]:mt-4 [&>[data-slot=video-embed]]:my-6',
  '[&_h2]:mt-8 [&_h2]:text-xl [&_h2]:font-bold [&_h3]:mt-6 [&_h3]:text-lg [&_h3]:font-bold',
  '[&_h4]:mt-5 [&_h4]:font-bold [&_h5]:mt-4 [&_h5]:font-semibold [&_h6]:mt-4 [&_h6]:font-semibold',
  '[&_a]:text-primary [&_a]:font-semibold [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:no-underline',
  '[&_mark]:bg-warning/20 [&_mark]:text-foreground [&_b]:font-bold [&_strong]:font-bold',
  '[&_li]:pl-1 [&_li+li]:mt-1.5 [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6',
  '[&_blockquote]:border-primary [&_blockquote]:text-muted-foreground [&_blockquote]:border-l-4 [&_blockquote]:pl-4 [&_blockquote]:italic',
  '[&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg',
  '[&_figcaption]:text-muted-foreground [&_figcaption]:mt-2 [&_figcaption]:text-sm',
  '[&_table]:w-full [&_table]:border-collapse [&_table]:text-sm',
  '[&_td]:border-border [&_th]:border-border [&_th]:bg-muted [&_td]:border [&_td]:p-2 [&_th]:border [&_th]:p-2 [&_th]:text-left',
  '[&_caption]:text-muted-foreground [&_caption]:mb-2 [&_caption]:text-left [&_caption]:text-sm',
  '[&_pre]:bg-muted [&_code]:font-mono [&_code]:text-sm [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:p-3',
  '[&_hr]:border-border [&_hr]:my-8',
);

/** Props of {@link RichContent}. */
export type RichContentProps = Omit<
  React.ComponentProps<'div'>,
  'children' | 'dangerouslySetInnerHTML'
> & {
  /** HTML from the server (an article, an FAQ answer, a promotion). Never trusted as is. */
  html: string;
  /** The level the content's top headings become; 2 under a screen's h1. */
  headingLevel?: SanitizeRichContentOptions['headingLevel'];
  /** Names the content's videos for screen readers; pass the article's title. */
  videoTitle?: string;
  /** The app's origin; links elsewhere open in a new tab. Defaults to the page's origin. */
  origin?: string;
  /**
   * Called with the path of an in-app link instead of a full page load, so the app's router can
   * take it (a plain, unmodified click only: ctrl/cmd-click still opens a tab).
   */
  onNavigate?: (path: string) => void;
};

/**
 * Shows server HTML sanitised (DOMPurify, strict allowlist): external links open safely, images
 * load lazily with alt text and video links become autoplaying, looping embeds (spec §9).
 * @example <RichContent html={post.content} videoTitle={post.title} onNavigate={navigate} />
 */
export function RichContent({
  html,
  headingLevel = 2,
  videoTitle = 'Video',
  origin,
  onNavigate,
  className,
  ref,
  ...props
}: RichContentProps) {
  const pageOrigin = origin ?? (typeof window === 'undefined' ? '' : window.location.origin);
  const clean = useMemo(
    () => sanitizeRichContent(html, { origin: pageOrigin, headingLevel, videoTitle }),
    [html, pageOrigin, headingLevel, videoTitle],
  );

  // A listener on the container rather than on each link: the links are server HTML, not React.
  const attach = useCallback(
    (node: HTMLDivElement | null) => {
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
      if (!node || !onNavigate) return undefined;
      const handleClick = (event: MouseEvent) => {
        if (event.defaultPrevented || event.button !== 0) return;
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        const anchor = (event.target as Element | null)?.closest?.('a[href]');
        if (!anchor || anchor.hasAttribute('target')) return;
        const url = new URL(anchor.getAttribute('href') ?? '', `${pageOrigin}/`);
        if (url.origin !== pageOrigin) return;
        event.preventDefault();
        onNavigate(`${url.pathname}${url.search}${url.hash}`);
      };
      node.addEventListener('click', handleClick);
      return () => {
        node.removeEventListener('click', handleClick);
        if (typeof ref === 'function') ref(null);
        else if (ref) ref.current = null;
      };
    },
    [ref, onNavigate, pageOrigin],
  );

  return (
    <div
      data-slot="rich-content"
      ref={attach}
      className={cn(richContentClassName, className)}
      // Safe: `clean` is DOMPurify's output under the allowlist above, post-processed by our own code.
      dangerouslySetInnerHTML={{ __html: clean }}
      {...props}
    />
  );
}

/** Props of {@link VideoEmbed}. */
export type VideoEmbedProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** A YouTube or Vimeo link as the server sends it (a post's video_url). */
  url: string;
  /** Names the player for screen readers ('Video: Cara membaca candlestick'). */
  title: string;
};

/**
 * A video post's player: the link as an autoplaying, looping embed (spec §9). A link the domain
 * does not recognise as a video stays a plain, safe external link rather than an unknown iframe.
 * @example <VideoEmbed url="https://youtu.be/dQw4w9WgXcQ" title="Video: IHSG sepekan" />
 */
export function VideoEmbed({ url, title, className, ...props }: VideoEmbedProps) {
  const src = toVideoEmbedUrl(url);
  if (!src) {
    return (
      <div data-slot="video-embed" className={className} {...props}>
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          className="text-primary font-semibold underline underline-offset-2"
        >
          Tonton video
          <span className="sr-only"> (membuka tab baru)</span>
        </a>
      </div>
    );
  }
  return (
    <div data-slot="video-embed" className={cn(videoFrameClassName, className)} {...props}>
      <iframe
        src={src}
        title={title}
        allow={VIDEO_EMBED_ALLOW}
        allowFullScreen
        sandbox={VIDEO_EMBED_SANDBOX}
        referrerPolicy={VIDEO_EMBED_REFERRER_POLICY}
        loading="lazy"
        className={videoIframeClassName}
      />
    </div>
  );
}
