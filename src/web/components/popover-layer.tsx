// The Radix half of DeferredPopover (deferred-popover.tsx), fetched the first time a popover opens.
import * as Popover from '@radix-ui/react-popover';
import { useRef, type ReactNode, type RefObject } from 'react';

export interface PopoverLayerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The plain button that opens the popover: the card is placed against it and focus goes back to it on close. */
  triggerRef: RefObject<HTMLButtonElement | null>;
  contentProps: Popover.PopoverContentProps & { ref?: (node: HTMLDivElement | null) => void };
  children: ReactNode;
}

export function PopoverLayer({ open, onOpenChange, triggerRef, contentProps, children }: PopoverLayerProps) {
  const interactedOutside = useRef(false);
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Anchor virtualRef={triggerRef as RefObject<HTMLButtonElement>} />
      <Popover.Portal>
        <Popover.Content
          {...contentProps}
          onOpenAutoFocus={(event) => {
            interactedOutside.current = false;
            contentProps.onOpenAutoFocus?.(event);
          }}
          onInteractOutside={(event) => {
            // A press on the trigger is its own toggle, not a press outside.
            if (event.target instanceof Node && triggerRef.current?.contains(event.target)) event.preventDefault();
            else interactedOutside.current = true;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (!interactedOutside.current) triggerRef.current?.focus();
          }}
        >
          {children}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
