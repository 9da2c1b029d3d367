import CheckIcon from 'lucide-react/icons/check';
import CopyIcon from 'lucide-react/icons/copy';
import GiftIcon from 'lucide-react/icons/gift';
import MessageCircleIcon from 'lucide-react/icons/message-circle';
import SendIcon from 'lucide-react/icons/send';
import { useId } from 'react';
import { Button } from '../../components/button.tsx';
import { Input } from '../../components/input.tsx';
import { ProfileSection } from './profile-section.tsx';

/** The social networks a member can share the invitation to (spec §2 invite friend and share). */
export type ShareChannel = 'whatsapp' | 'telegram' | 'x' | 'facebook';

/** Where each share button leads: the network's own share page with the link and message. */
const shareTargets: Record<
  ShareChannel,
  { label: string; href: (url: string, text: string) => string }
> = {
  whatsapp: {
    label: 'WhatsApp',
    href: (url, text) => `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`,
  },
  telegram: {
    label: 'Telegram',
    href: (url, text) =>
      `https://t.me/share/url?url=${encodeURIComponent(url)}&text=${encodeURIComponent(text)}`,
  },
  x: {
    label: 'X',
    href: (url, text) =>
      `https://x.com/intent/post?url=${encodeURIComponent(url)}&text=${encodeURIComponent(text)}`,
  },
  facebook: {
    label: 'Facebook',
    href: (url) => `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
  },
};

/**
 * A network's mark, drawn in the text colour. lucide has no brand logos: WhatsApp and Telegram get
 * the nearest lucide icons, X its own letterform (the simple-icons path, CC0), Facebook its 'f'.
 */
function ShareMark({ channel }: { channel: ShareChannel }) {
  if (channel === 'whatsapp') return <MessageCircleIcon aria-hidden />;
  if (channel === 'telegram') return <SendIcon aria-hidden />;
  if (channel === 'x') {
    return (
      <svg aria-hidden viewBox="0 0 24 24" className="size-3.5 fill-current">
        <path d="M18.901 1.153h3.68l-8.04 9.19L24 22.846h-7.406l-5.8-7.584-6.638 7.584H.474l8.6-9.83L0 1.154h7.594l5.243 6.932ZM17.61 20.644h2.039L6.486 3.24H4.298Z" />
      </svg>
    );
  }
  return (
    <span aria-hidden className="text-base leading-none font-extrabold">
      f
    </span>
  );
}

/** Invite a friend: the link, copy, and the share buttons (spec §2 invite friend and share). */
export function InviteSection({
  url,
  text,
  referralCode,
  onShare,
  onCopy,
  copied,
}: {
  url: string;
  text: string;
  referralCode?: string;
  onShare?: (channel: ShareChannel) => void;
  onCopy?: (url: string) => void;
  copied: boolean;
}) {
  const linkId = useId();
  return (
    <ProfileSection title="Undang teman" icon={<GiftIcon />}>
      <p className="text-muted-foreground text-sm">
        Ajak teman belajar dan berinvestasi bersama.
        {referralCode ? (
          <>
            {' '}
            Kode referral Anda: <span className="text-foreground font-bold">{referralCode}</span>
          </>
        ) : null}
      </p>
      <div className="flex flex-col gap-2">
        <label htmlFor={linkId} className="text-sm font-semibold">
          Tautan undangan
        </label>
        <div className="flex gap-2">
          <Input id={linkId} readOnly value={url} className="text-sm" />
          <Button variant="secondary" className="shrink-0" onClick={() => onCopy?.(url)}>
            {copied ? <CheckIcon aria-hidden /> : <CopyIcon aria-hidden />}
            {copied ? 'Tersalin' : 'Salin tautan'}
          </Button>
        </div>
        <p aria-live="polite" className="sr-only">
          {copied ? 'Tautan undangan sudah disalin.' : ''}
        </p>
      </div>
      <div className="flex flex-col gap-2">
        <p className="text-sm font-semibold">Bagikan lewat</p>
        <ul className="s:grid-cols-4 l:grid-cols-2 grid grid-cols-2 gap-2">
          {(Object.keys(shareTargets) as ShareChannel[]).map((channel) => (
            <li key={channel}>
              <Button asChild variant="outline" width="full">
                <a
                  href={shareTargets[channel].href(url, text)}
                  target="_blank"
                  rel="noopener noreferrer"
                  onClick={() => onShare?.(channel)}
                >
                  <ShareMark channel={channel} />
                  {shareTargets[channel].label}
                </a>
              </Button>
            </li>
          ))}
        </ul>
      </div>
    </ProfileSection>
  );
}
