// The component tests of one worker share one module graph (project `web`, vitest.config.ts): after each test, what
// the app keeps in module state goes back to a page's first load, so no test sees another's toasts.
import { afterEach } from 'vitest';
import { resetToasts } from '@/components/toast.ts';

afterEach(async () => {
  resetToasts();
  // Sonner keeps its toasts in its own module, which every copy of toast.ts reaches (toast.test.ts loads fresh ones):
  // the copy already loaded, or a first load that costs the worker once.
  (await import('sonner')).toast.dismiss();
});
