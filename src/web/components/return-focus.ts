// Radix Dialog returns focus only to a Dialog.Trigger. Engram's dialogs are opened by the page's own buttons and
// cards (often one dialog after another: details, then setup), so they remember their opener themselves.
import { useRef } from 'react';

const DIALOG_SELECTOR = '[role="dialog"], [role="alertdialog"]';

/** The element last focused outside every dialog: the card or button a chain of dialogs started from. */
let lastFocusedOnPage: HTMLElement | null = null;

if (typeof document !== 'undefined') {
  document.addEventListener('focusin', (event) => {
    if (event.target instanceof HTMLElement && !event.target.closest(DIALOG_SELECTOR)) lastFocusedOnPage = event.target;
  });
}

function currentOpener(): HTMLElement | null {
  const active = document.activeElement;
  if (active instanceof HTMLElement && active !== document.body && active.isConnected) return active;
  // The element that opened this dialog has gone (the dialog before it closed as this one opened): the page element
  // the chain started from takes its place.
  return lastFocusedOnPage?.isConnected ? lastFocusedOnPage : null;
}

/** Dialog.Content handlers that give focus back to what opened the dialog when it closes. */
export function useReturnFocus(): { onOpenAutoFocus: () => void; onCloseAutoFocus: (event: Event) => void } {
  const openerRef = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      openerRef.current = currentOpener();
    },
    onCloseAutoFocus: (event) => {
      event.preventDefault();
      const opener = openerRef.current?.isConnected ? openerRef.current : lastFocusedOnPage;
      openerRef.current = null;
      // Unless something else (a page the dialog led to, another dialog) has taken focus meanwhile.
      const isFocusFree = document.activeElement === null || document.activeElement === document.body;
      if (isFocusFree && opener?.isConnected) opener.focus();
    },
  };
}
