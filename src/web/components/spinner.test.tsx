// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setInterfaceLanguage } from '@/i18n/i18n.ts';
import { Spinner } from './spinner.tsx';

afterEach(async () => {
  cleanup();
  await setInterfaceLanguage('en', { remember: false });
});

describe('Spinner', () => {
  it('tells screen readers it is loading in the interface’s language', async () => {
    render(<Spinner />);
    expect(screen.getByRole('status').textContent).toBe('Loading');
    await setInterfaceLanguage('id', { remember: false });
    expect((await screen.findByRole('status')).textContent).toBe('Memuat');
  });

  it('reads the label it is given instead', async () => {
    await setInterfaceLanguage('id', { remember: false });
    render(<Spinner label="Memuat skenario" />);
    expect(screen.getByRole('status').textContent).toBe('Memuat skenario');
  });
});
