import type { PopupPromotion } from '@saham/domain/api/types';
import {
  closePopup,
  currentPopup,
  popupStateFromList,
  type PopupPromotionState,
} from '@saham/domain/popups';
import ArrowRightIcon from 'lucide-react/icons/arrow-right';
import XIcon from 'lucide-react/icons/x';
import { useEffect, useEffectEvent, useState } from 'react';
import type { LinkComponentType } from './app-shell.tsx';
import { Button } from './button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from './dialog.tsx';
import { IconButton } from './icon-button.tsx';

/** A popup promotion (spec §3): the domain's API type. */
export type { PopupPromotion };

/** Props of {@link PopupPromotionDialog}. */
export interface PopupPromotionDialogProps {
  /** The popups that appear, in order (used when the caller does not pass `state`). */
  popups?: readonly PopupPromotion[];
  /**
   * The popup record (spec §3: the list, the current index and the closed flag), when the caller
   * owns it, e.g. the app's persisted state.
   */
  state?: PopupPromotionState<PopupPromotion>;
  /** Called with the next record whenever a popup is closed. */
  onStateChange?: (state: PopupPromotionState<PopupPromotion>) => void;
  /** Called when the member follows a popup's link (spec §3 analytics label: popup). */
  onOpenPromotion?: (popup: PopupPromotion) => void;
  /**
   * Called once for each popup as it comes on screen (spec §2 analytics: each counts a view when
   * it shows), so a view is counted only for a dialog the member could see.
   */
  onShowPromotion?: (popup: PopupPromotion) => void;
  /** How links render; the app's router link, `'a'` by default. */
  LinkComponent?: LinkComponentType;
  /** The call to action's words. */
  actionLabel?: string;
}

/**
 * Popup promotions, one at a time (spec §4: they advance one by one on close; after the last one
 * the closed flag is set). Every way of closing counts (the button, the X, Escape, the backdrop)
 * and shows the next; the rule itself is `closePopup` from `@saham/domain/popups`.
 * @example <PopupPromotionDialog state={popupState} onStateChange={savePopupState} LinkComponent={AppLink} />
 */
export function PopupPromotionDialog({
  popups = [],
  state: stateProp,
  onStateChange,
  onOpenPromotion,
  onShowPromotion,
  LinkComponent = 'a',
  actionLabel = 'Lihat promo',
}: PopupPromotionDialogProps) {
  const [ownState, setOwnState] = useState(() => popupStateFromList(popups));
  const state = stateProp ?? ownState;
  const popup = currentPopup(state);
  const total = state.popups.length;
  const position = state.currentIndex + 1;
  const isLast = position >= total;

  const shownKey = popup ? `${popup.id}-${state.currentIndex}` : null;
  // The caller's latest callback: a new function on a render is not a new view.
  const show = useEffectEvent((shown: PopupPromotion) => onShowPromotion?.(shown));
  useEffect(() => {
    if (popup) show(popup);
    // Once per popup shown: `popup` is the one `shownKey` names.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shownKey]);

  function close() {
    const next = closePopup(state);
    if (stateProp === undefined) setOwnState(next);
    onStateChange?.(next);
  }

  return (
    <Dialog
      open={popup !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
    >
      {popup ? (
        <DialogContent
          // A new popup is a new dialog: focus starts afresh inside it.
          key={shownKey}
          data-slot="popup-promotion-dialog"
          showCloseButton={false}
          className="gap-0 overflow-hidden p-0"
        >
          <img
            src={popup.image_url}
            alt=""
            className="bg-muted aspect-popup w-full object-cover"
            decoding="async"
          />
          <DialogClose asChild>
            <IconButton
              aria-label="Tutup promo"
              size="sm"
              shape="round"
              variant="secondary"
              // Readable over any picture: a solid chip, not a bare icon.
              className="shadow-raised absolute top-3 right-3"
            >
              <XIcon aria-hidden />
            </IconButton>
          </DialogClose>
          <div className="flex flex-col gap-4 p-6">
            <DialogHeader className="pr-0">
              {total > 1 ? (
                <p className="text-primary text-xs font-semibold">
                  Promo {position} dari {total}
                </p>
              ) : null}
              <DialogTitle>{popup.title}</DialogTitle>
              <DialogDescription>
                {popup.description || `Promo ${position} dari ${total}`}
              </DialogDescription>
            </DialogHeader>
            <DialogFooter className="mt-0">
              <Button variant="outline" onClick={close}>
                {isLast ? 'Tutup' : 'Berikutnya'}
              </Button>
              {popup.landing_url ? (
                <Button asChild>
                  <LinkComponent
                    href={popup.landing_url}
                    onClick={() => {
                      onOpenPromotion?.(popup);
                      close();
                    }}
                  >
                    {actionLabel}
                    <ArrowRightIcon aria-hidden />
                  </LinkComponent>
                </Button>
              ) : null}
            </DialogFooter>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
