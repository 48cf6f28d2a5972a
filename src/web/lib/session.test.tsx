// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { COOKIE_NAMES } from '@shared/contracts/users-constants.ts';
import { notifySessionChanged, usePrincipal, type Principal } from './session.ts';

const seen: (Principal | null)[] = [];

function Greeting({ tick }: { tick: number }) {
  const principal = usePrincipal();
  seen.push(principal);
  return <p>{principal ? `${principal.nickname} ${tick}` : `signed out ${tick}`}</p>;
}

function setCookie(name: string, value: string | null): void {
  document.cookie = value === null ? `${name}=; Max-Age=0; path=/` : `${name}=${encodeURIComponent(value)}; path=/`;
}

afterEach(() => {
  cleanup();
  seen.length = 0;
  setCookie(COOKIE_NAMES.email, null);
  setCookie(COOKIE_NAMES.name, null);
  setCookie(COOKIE_NAMES.nickname, null);
});

describe('usePrincipal', () => {
  it('answers the same principal on every render while the cookies stay as they were', () => {
    setCookie(COOKIE_NAMES.email, 'ana@example.com');
    setCookie(COOKIE_NAMES.name, 'Ana Ferreira');
    const { rerender } = render(<Greeting tick={1} />);
    rerender(<Greeting tick={2} />);
    expect(screen.getByText('Ana Ferreira 2')).toBeTruthy();
    expect(seen.length).toBeGreaterThan(1);
    expect(new Set(seen).size).toBe(1);
  });

  it('follows a changed nickname and a logout, though the last principal is kept while the cookies stay as they were', () => {
    setCookie(COOKIE_NAMES.email, 'ana@example.com');
    setCookie(COOKIE_NAMES.name, 'Ana Ferreira');
    render(<Greeting tick={1} />);
    act(() => {
      setCookie(COOKIE_NAMES.nickname, 'Ana');
      notifySessionChanged();
    });
    expect(screen.getByText('Ana 1')).toBeTruthy();
    act(() => {
      setCookie(COOKIE_NAMES.email, null);
      notifySessionChanged();
    });
    expect(screen.getByText('signed out 1')).toBeTruthy();
  });
});
