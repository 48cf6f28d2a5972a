// A popover whose trigger is a plain button and whose Radix code (floating placement, dismissing, focus) is fetched the
// first time it opens, or when the pointer or focus reaches the trigger: a page's first load carries none of it.
import { lazy, Suspense, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import type { PopoverLayerProps } from './popover-layer.tsx';

const loadLayer = () => import('./popover-layer.tsx');
const PopoverLayer = lazy(async () => ({ default: (await loadLayer()).PopoverLayer }));

export interface DeferredTriggerProps {
  ref: RefObject<HTMLButtonElement | null>;
  type: 'button';
  'aria-haspopup': 'dialog';
  'aria-expanded': boolean;
  'aria-controls': string | undefined;
  'data-state': 'open' | 'closed';
  onClick: () => void;
  onPointerEnter: () => void;
  onFocus: () => void;
}

interface DeferredPopoverProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Renders the trigger button with these props spread on it. */
  trigger: (props: DeferredTriggerProps) => ReactNode;
  /** Radix Content props: placement, label, class names, handlers. */
  contentProps: PopoverLayerProps['contentProps'];
  children: ReactNode;
}

export function DeferredPopover({ open, onOpenChange, trigger, contentProps, children }: DeferredPopoverProps) {
  const triggerRef = useRef<HTMLButtonElement | null>(null);
  const contentId = useId();
  const [hasOpened, setHasOpened] = useState(false);
  // Adjusting state while rendering: the first render that opens the popover already mounts its layer.
  if (open && !hasOpened) setHasOpened(true);
  const prefetch = () => void loadLayer();
  return (
    <>
      {trigger({
        ref: triggerRef,
        type: 'button',
        'aria-haspopup': 'dialog',
        'aria-expanded': open,
        'aria-controls': open ? contentId : undefined,
        'data-state': open ? 'open' : 'closed',
        onClick: () => onOpenChange(!open),
        onPointerEnter: prefetch,
        onFocus: prefetch,
      })}
      {hasOpened ? (
        <Suspense fallback={null}>
          <PopoverLayer open={open} onOpenChange={onOpenChange} triggerRef={triggerRef} contentProps={{ id: contentId, ...contentProps }}>
            {children}
          </PopoverLayer>
        </Suspense>
      ) : null}
    </>
  );
}

/** A header popover's floating card (the look PopoverPanel gives), at the end of its trigger and kept inside the screen. */
export function panelContentProps(label: string, className: string): PopoverLayerProps['contentProps'] {
  return {
    align: 'end',
    sideOffset: 6,
    collisionPadding: 8,
    'aria-label': label,
    className: `z-50 rounded-xl border border-slate-200 bg-white shadow-lg shadow-slate-900/10 dark:border-slate-700 dark:bg-slate-900 dark:shadow-black/40 ${className}`,
  };
}
