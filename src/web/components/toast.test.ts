// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';

// Each test starts before sonner has loaded: a fresh copy of the module (and of sonner, which keeps its toasts in module state).
async function freshToasts() {
  vi.resetModules();
  const toasts = await import('./toast.ts');
  const sonner = async () => (await import('sonner')).toast;
  return { ...toasts, sonner };
}

const listed = (toasts: { id: string | number; type?: string; title?: unknown }[]) => toasts.map(({ id, type, title }) => ({ id, type, title }));

describe('toast before and after sonner has loaded', () => {
  beforeEach(() => {
    vi.resetModules();
  });

  it('answers each id at once, and sonner shows the toasts raised meanwhile, in order, updates included', async () => {
    const { toast, loadToasts, sonner } = await freshToasts();
    const saving = toast.loading('Saving...');
    toast.success('Saved.', { id: saving });
    const failed = toast.error('Upload failed.', { description: 'The file is too large.' });
    expect(saving).not.toBe(failed);
    expect(listed(toast.getToasts())).toEqual([
      { id: saving, type: 'success', title: 'Saved.' },
      { id: failed, type: 'error', title: 'Upload failed.' },
    ]);

    await loadToasts();
    const shown = (await sonner()).getToasts();
    expect(listed(shown)).toEqual([
      { id: saving, type: 'success', title: 'Saved.' },
      { id: failed, type: 'error', title: 'Upload failed.' },
    ]);
    expect(shown[1]).toMatchObject({ description: 'The file is too large.' });
  });

  it('a toast dismissed before sonner loaded never shows, and ids keep working once it has', async () => {
    const { toast, loadToasts, sonner } = await freshToasts();
    const starting = toast.loading('Creating the conversation...');
    toast.dismiss(starting);
    const kept = toast('Still here.');
    expect(listed(toast.getToasts())).toEqual([{ id: kept, type: undefined, title: 'Still here.' }]);

    await loadToasts();
    expect(listed((await sonner()).getToasts())).toEqual([{ id: kept, type: undefined, title: 'Still here.' }]);
    const later = toast.warning('One minute left.');
    toast.dismiss(kept);
    expect(listed((await sonner()).getToasts())).toEqual([{ id: later, type: 'warning', title: 'One minute left.' }]);
  });

  it('dismissErrorToasts closes the error toasts only, whether or not sonner has loaded', async () => {
    const { toast, loadToasts, dismissErrorToasts, sonner } = await freshToasts();
    toast.error('First failure.');
    const note = toast.success('Saved.');
    dismissErrorToasts();
    expect(toast.getToasts().map((shown) => shown.id)).toEqual([note]);

    await loadToasts();
    toast.error('Second failure.');
    dismissErrorToasts();
    expect((await sonner()).getToasts().map((shown) => shown.id)).toEqual([note]);
  });

  it('asks for the toaster at the first toast, once', async () => {
    const { toast, areToastsWanted, subscribeToToastsWanted } = await freshToasts();
    const listener = vi.fn();
    subscribeToToastsWanted(listener);
    expect(areToastsWanted()).toBe(false);
    toast.info('Hello.');
    toast.info('Again.');
    expect(areToastsWanted()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
