// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import type { TFunction } from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { setInterfaceLanguage } from './i18n.ts';
import { useTranslation } from './use-translation.ts';

afterEach(async () => {
  cleanup();
  await setInterfaceLanguage('en', { remember: false });
});

/** Shows a plural with interpolation, and hands each render's `t` to `seen`. */
function Sizes({ count, seen }: { count: number; seen: TFunction[] }) {
  const { t } = useTranslation();
  seen.push(t);
  return <p>{t('common.bytes', { count, formatted: String(count) })}</p>;
}

describe('useTranslation', () => {
  it('renders plurals and placeholders in the language showing, and again in the one chosen', async () => {
    const seen: TFunction[] = [];
    const { rerender } = render(<Sizes count={1} seen={seen} />);
    expect(screen.getByText('1 byte')).toBeTruthy();
    rerender(<Sizes count={3} seen={seen} />);
    expect(screen.getByText('3 bytes')).toBeTruthy();
    // One language, one `t`: what a component memoises with it stays put between renders.
    expect(seen.at(-1)).toBe(seen[0]);

    await act(() => setInterfaceLanguage('id', { remember: false }));
    expect(screen.getByText('3 byte')).toBeTruthy();
    // A new language, a new `t`: memoised texts follow it.
    expect(seen.at(-1)).not.toBe(seen[0]);

    await act(() => setInterfaceLanguage('en', { remember: false }));
    expect(screen.getByText('3 bytes')).toBeTruthy();
  });
});
