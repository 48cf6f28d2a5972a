// Dialogs, editors and charts are loaded the first time a person opens them, so a page's first load carries only
// what it shows. Use lazyDialog where a page renders a dialog, instead of importing the dialog's module.
import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';

/**
 * A dialog whose code is fetched the first time `isShown(props)` holds. Until then it renders nothing (a closed dialog
 * shows nothing either); once loaded it stays mounted, so closing and reopening behave exactly as before.
 */
export function lazyDialog<P extends object>(load: () => Promise<ComponentType<P>>, isShown: (props: P) => boolean): ComponentType<P> {
  const Loaded = lazy(async () => ({ default: await load() }));
  function LazyDialog(props: P) {
    const [hasBeenShown, setHasBeenShown] = useState(false);
    const isShownNow = isShown(props);
    // Adjusting state while rendering: the first render that shows the dialog already mounts it.
    if (isShownNow && !hasBeenShown) setHasBeenShown(true);
    if (!isShownNow && !hasBeenShown) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return LazyDialog;
}

/**
 * A component shown as soon as the page is (a chart), whose code arrives after the page's own: `fallback` holds its
 * place at the same size meanwhile, so nothing below it moves when it arrives.
 */
export function lazyWithPlaceholder<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactNode): ComponentType<P> {
  const Loaded = lazy(async () => ({ default: await load() }));
  function LazyWithPlaceholder(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return LazyWithPlaceholder;
}
