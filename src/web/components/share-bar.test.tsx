// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ShareBar } from './share-bar.tsx';

afterEach(cleanup);

/** The filled part's width as the page sets it. */
function filledWidth(percent: number): string {
  const { container } = render(<ShareBar percent={percent} />);
  const bar = container.firstElementChild as HTMLElement;
  expect(bar.getAttribute('aria-hidden')).toBe('true');
  const width = (bar.firstElementChild as HTMLElement).style.width;
  cleanup();
  return width;
}

describe('ShareBar', () => {
  it('fills as much of the bar as the share, empty below 0 and full above 100', () => {
    expect(filledWidth(42.5)).toBe('42.5%');
    expect(filledWidth(-3)).toBe('0%');
    expect(filledWidth(130)).toBe('100%');
  });
});
