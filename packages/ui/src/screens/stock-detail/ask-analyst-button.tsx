import LoaderCircleIcon from 'lucide-react/icons/loader-circle';
import MessageCircleQuestionIcon from 'lucide-react/icons/message-circle-question';
import { Alert, AlertDescription } from '../../components/alert.tsx';
import { Button } from '../../components/button.tsx';
import { cn } from '../../lib/cn.ts';

/**
 * Where the ask check stands: not asked yet, on its way, or refused (the member may not ask now,
 * with the server's reason) or failed (with a readable cause); both keep the button for another go.
 */
export type AskAnalystState =
  | { status: 'idle' }
  | { status: 'checking' }
  | { status: 'refused'; message: string }
  | { status: 'error'; message: string };

/** Props of {@link AskAnalystButton}. */
export type AskAnalystButtonProps = AskAnalystState & {
  /** The stock the question will be about. */
  code: string;
  /** Checks whether the member may ask (the app then opens the form or says why not). */
  onAsk: () => void;
  className?: string;
};

/**
 * "Tanya analis tentang {CODE}" on a stock's page (spec §2 Tanya Saham; §7 legacy qa-check): the
 * way to ask the analyst about this stock. While the check runs the button is busy; a refusal
 * (one question still unanswered, three active chats, §5 §6) or a failure is said beside it.
 * @example <AskAnalystButton status="idle" code="BBCA" onAsk={check} />
 */
export function AskAnalystButton(props: AskAnalystButtonProps) {
  const { code, onAsk, className } = props;
  const checking = props.status === 'checking';
  return (
    <div
      data-slot="ask-analyst"
      data-status={props.status}
      className={cn('flex flex-col gap-2', className)}
    >
      <Button
        variant="secondary"
        className="s:self-start"
        aria-busy={checking || undefined}
        aria-disabled={checking || undefined}
        onClick={() => {
          if (!checking) onAsk();
        }}
      >
        {checking ? (
          <LoaderCircleIcon aria-hidden className="motion-safe:animate-spin" />
        ) : (
          <MessageCircleQuestionIcon aria-hidden />
        )}
        Tanya analis tentang {code}
      </Button>
      {props.status === 'refused' || props.status === 'error' ? (
        <Alert variant={props.status === 'refused' ? 'warning' : 'danger'}>
          <AlertDescription>{props.message}</AlertDescription>
        </Alert>
      ) : null}
    </div>
  );
}
