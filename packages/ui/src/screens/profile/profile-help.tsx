import BookOpenIcon from 'lucide-react/icons/book-open';
import ChevronRightIcon from 'lucide-react/icons/chevron-right';
import CircleHelpIcon from 'lucide-react/icons/circle-help';
import FileTextIcon from 'lucide-react/icons/file-text';
import MessageCircleIcon from 'lucide-react/icons/message-circle';
import ShieldIcon from 'lucide-react/icons/shield';
import type { LinkComponentType } from '../../components/app-shell.tsx';
import { DisclaimerDialog } from '../../components/disclaimer-dialog.tsx';
import { TermsDialog } from '../../components/terms-dialog.tsx';
import { ProfileSection } from './profile-section.tsx';

/** A row of the help and information list: an icon, words, and a chevron. */
const rowClass =
  'flex w-full items-center gap-3 rounded-lg px-2 py-3 text-left text-sm font-medium text-foreground outline-none transition-colors duration-fast hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring [&>svg:first-child]:size-5 [&>svg:first-child]:text-muted-foreground';

/** A dialog's open state, as the profile's one-at-a-time dialogs hand it out. */
interface DialogState {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Help and information (spec §2 profile): the sales WhatsApp, the help centre, the tutorial, and
 * the terms and disclaimer dialogs.
 */
export function HelpSection({
  salesHref,
  helpHref,
  onHelpClick,
  tutorialHref,
  onTutorialClick,
  terms,
  disclaimer,
  LinkComponent,
}: {
  salesHref?: string;
  helpHref: string;
  onHelpClick?: () => void;
  tutorialHref?: string;
  onTutorialClick?: () => void;
  terms: DialogState;
  disclaimer: DialogState;
  LinkComponent: LinkComponentType;
}) {
  return (
    <ProfileSection title="Bantuan & informasi" icon={<CircleHelpIcon />}>
      <ul className="-mx-2 flex flex-col">
        {salesHref ? (
          <li>
            <a href={salesHref} target="_blank" rel="noopener noreferrer" className={rowClass}>
              <MessageCircleIcon aria-hidden />
              <span className="flex-1">
                Hubungi sales via WhatsApp
                <span className="text-muted-foreground block text-xs font-normal">
                  Tanya paket VIP dan pembayaran
                </span>
              </span>
              <ChevronRightIcon aria-hidden className="text-muted-foreground size-4" />
            </a>
          </li>
        ) : null}
        <li>
          <LinkComponent href={helpHref} className={rowClass} onClick={onHelpClick}>
            <CircleHelpIcon aria-hidden />
            <span className="flex-1">Pusat bantuan (FAQ)</span>
            <ChevronRightIcon aria-hidden className="text-muted-foreground size-4" />
          </LinkComponent>
        </li>
        {tutorialHref ? (
          <li>
            <a
              href={tutorialHref}
              onClick={onTutorialClick}
              target="_blank"
              rel="noopener noreferrer"
              className={rowClass}
            >
              <BookOpenIcon aria-hidden />
              <span className="flex-1">Tutorial</span>
              <ChevronRightIcon aria-hidden className="text-muted-foreground size-4" />
            </a>
          </li>
        ) : null}
        <li>
          <TermsDialog
            {...terms}
            trigger={
              <button type="button" className={rowClass}>
                <FileTextIcon aria-hidden />
                <span className="flex-1">Syarat & Ketentuan</span>
                <ChevronRightIcon aria-hidden className="text-muted-foreground size-4" />
              </button>
            }
          />
        </li>
        <li>
          <DisclaimerDialog
            {...disclaimer}
            trigger={
              <button type="button" className={rowClass}>
                <ShieldIcon aria-hidden />
                <span className="flex-1">Disclaimer</span>
                <ChevronRightIcon aria-hidden className="text-muted-foreground size-4" />
              </button>
            }
          />
        </li>
      </ul>
    </ProfileSection>
  );
}
