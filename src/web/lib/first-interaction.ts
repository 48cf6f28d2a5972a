/** What a person does first on a page, before any click, key or tap has its effect. */
const FIRST_INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;

/**
 * Calls `callback` once, at the person's first press, key, touch or focus on the page, so that code an action needs
 * (the toaster, a form's validation) downloads while the action is still under way instead of on the first load.
 * Answers a function that stops waiting.
 */
export function onFirstInteraction(callback: () => void): () => void {
  const stop = () => {
    for (const type of FIRST_INTERACTIONS) window.removeEventListener(type, run, true);
  };
  function run() {
    stop();
    callback();
  }
  for (const type of FIRST_INTERACTIONS) window.addEventListener(type, run, { capture: true, passive: true });
  return stop;
}
