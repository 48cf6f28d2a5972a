/**
 * The toast module with `toast`, `toast.success` and `toast.error` as spies, for a component test that checks what a
 * person is told: `vi.mock('@/components/toast.ts', toastSpies)`. The spies are cleared after each test.
 */
import { afterEach, vi } from 'vitest';
import type * as ToastModule from '@/components/toast.ts';

export async function toastSpies(original: () => Promise<unknown>): Promise<typeof ToastModule> {
  const actual = (await original()) as typeof ToastModule;
  afterEach(() => vi.clearAllMocks());
  return { ...actual, toast: Object.assign(vi.fn(), actual.toast, { success: vi.fn(), error: vi.fn() }) };
}
