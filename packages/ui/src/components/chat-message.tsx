import type { ChatMessage as ChatMessageEntity } from '@saham/domain/api/tanya-saham';
import { formatListDate, type DateInput } from '@saham/domain/dates';
import { cva } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '../lib/cn.ts';
import { Avatar } from './avatar.tsx';

/** The fields of a Tanya Saham chat message (spec §3 chat messages) that a bubble shows. */
export type ChatMessageData = Pick<
  ChatMessageEntity,
  'sender' | 'message' | 'image_url' | 'created_at'
>;

/**
 * The look of a chat bubble: the member's own words in the brand colour on the right, the analyst's
 * on a card on the left, each with its corner pointing at its speaker.
 * @example <div className={chatBubbleVariants({ sender: 'analyst' })}>…</div>
 */
export const chatBubbleVariants = cva(
  'flex max-w-full flex-col gap-2 rounded-2xl px-3.5 py-2.5 text-sm leading-relaxed break-words whitespace-pre-wrap',
  {
    variants: {
      sender: {
        member: 'bg-primary text-primary-foreground rounded-tr-sm',
        analyst: 'border-border bg-card text-card-foreground shadow-card rounded-tl-sm border',
      },
    },
    defaultVariants: { sender: 'analyst' },
  },
);

/** Props of {@link ChatMessage}. */
export type ChatMessageProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** The message: who sent it, its text, its image and when. */
  message: ChatMessageData;
  /** The clock the time is read against (spec §9 list dates: HH:mm today, 'Yesterday', or a date). */
  now: DateInput;
  /** The analyst's name above their bubbles. */
  analystName?: string;
  /** The analyst's photo; initials show without it. */
  analystAvatarSrc?: string | null;
  /** How the member's own messages are introduced to screen readers. */
  memberLabel?: string;
  /** Opens an attached image full size (spec §3 previewImage). Without it the image is not a button. */
  onImageClick?: (src: string) => void;
};

/**
 * One message of a Tanya Saham chat: the member's on the right, the analyst's on the left with their
 * avatar and name, an attached image, and the time as spec §9 list dates show it (formatListDate).
 * @example <ChatMessage message={message} now={now} onImageClick={(src) => openPreview(src)} />
 */
export function ChatMessage({
  className,
  message,
  now,
  analystName = 'Analis',
  analystAvatarSrc,
  memberLabel = 'Anda',
  onImageClick,
  ...props
}: ChatMessageProps) {
  const fromMember = message.sender === 'member';
  const speaker = fromMember ? memberLabel : analystName;
  const time = formatListDate(message.created_at, now);
  const text = message.message.trim();
  const imageAlt = `Lampiran gambar dari ${speaker}`;
  return (
    <div
      data-slot="chat-message"
      data-sender={message.sender}
      className={cn(
        'flex w-full items-end gap-2',
        fromMember ? 'm:pl-24 justify-end pl-10' : 'm:pr-24 justify-start pr-10',
        className,
      )}
      {...props}
    >
      {fromMember ? null : (
        <Avatar name={analystName} src={analystAvatarSrc} alt="" size="sm" className="mb-5" />
      )}
      <div className={cn('flex min-w-0 flex-col gap-1', fromMember ? 'items-end' : 'items-start')}>
        {fromMember ? (
          <span className="sr-only">{speaker}:</span>
        ) : (
          <span className="text-muted-foreground px-1 text-xs font-semibold">{speaker}</span>
        )}
        <div className={chatBubbleVariants({ sender: message.sender })}>
          {message.image_url ? (
            onImageClick ? (
              <button
                type="button"
                onClick={() => onImageClick(message.image_url as string)}
                aria-label={`Perbesar lampiran gambar dari ${speaker}`}
                className="focus-visible:ring-ring focus-visible:ring-offset-background -mx-1 block cursor-zoom-in overflow-hidden rounded-xl outline-none focus-visible:ring-2 focus-visible:ring-offset-2"
              >
                <img
                  src={message.image_url}
                  alt=""
                  className="bg-muted max-h-60 w-full max-w-60 object-cover"
                />
              </button>
            ) : (
              <img
                src={message.image_url}
                alt={imageAlt}
                className="bg-muted -mx-1 max-h-60 w-full max-w-60 rounded-xl object-cover"
              />
            )
          ) : null}
          {text ? <p>{text}</p> : null}
        </div>
        <time
          dateTime={message.created_at}
          className="text-muted-foreground px-1 text-xs tabular-nums"
        >
          {time}
        </time>
      </div>
    </div>
  );
}
