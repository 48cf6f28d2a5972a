// @vitest-environment happy-dom
// The scenarios page paints its first rows of cards without waiting for the rest, which follow in a render of their
// own; a card is not drawn again when the page around it is.
import { cleanup, render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildScenario } from '@/test/builders.ts';
import { ScenarioCard } from './scenario-card.tsx';
import { firstScenarioCards, ScenarioGrid, scenarioSkeletonCount } from './scenario-grid.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A screen `width` pixels wide (a rem being 16 px), as matchMedia answers the grid's min-width queries. */
function screenOf(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: width >= Number(/min-width: ([\d.]+)rem/.exec(query)?.[1] ?? Infinity) * 16 }));
}

const FIRST_SCENARIO_CARDS = 8;
const scenarios = Array.from({ length: FIRST_SCENARIO_CARDS + 5 }, (_, index) =>
  buildScenario({ id: `3b9e0000-0000-4000-8000-0000000001${String(index).padStart(2, '0')}`, name: `Scenario ${index + 1}` }),
);

describe('ScenarioGrid', () => {
  it('draws two rows of the grid at the screen’s width first (2 cards on a phone, 4, 6, then 8), and four rows of skeletons before', () => {
    for (const [width, cards] of [[412, 2], [640, 4], [1024, 6], [1280, 8], [1920, 8]] as const) {
      screenOf(width);
      expect(firstScenarioCards(), `${width} px`).toBe(cards);
      // While the list loads, four rows of skeletons, at most 12.
      const skeletons = Math.min(12, cards * 2);
      expect(scenarioSkeletonCount(), `${width} px`).toBe(skeletons);
      expect(renderToStaticMarkup(<ScenarioGrid scenarios={[]} isLoading empty={null} />).match(/animate-pulse/g), `${width} px`).toHaveLength(skeletons);
      expect(renderToStaticMarkup(<ScenarioGrid scenarios={scenarios} empty={null} />).match(/<h3/g), `${width} px`).toHaveLength(cards);
    }
  });

  it('draws the first rows of cards in its first render, and every card once its effects have run', () => {
    screenOf(1280);
    // The server renderer runs no effects: what it draws is the first render alone (one heading per card).
    const firstRender = renderToStaticMarkup(<ScenarioGrid scenarios={scenarios} empty={null} />);
    expect(firstRender.match(/<h3/g)).toHaveLength(FIRST_SCENARIO_CARDS);

    render(<ScenarioGrid scenarios={scenarios} empty={null} />);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(scenarios.length);
    expect(screen.getByRole('heading', { level: 3, name: `Scenario ${scenarios.length}` })).toBeTruthy();
  });

  it('draws a short list whole at once, and keeps every card when a search narrows the list and widens it again', () => {
    const short = scenarios.slice(0, 3);
    expect(renderToStaticMarkup(<ScenarioGrid scenarios={short} empty={null} />).match(/<h3/g)).toHaveLength(3);

    const { rerender } = render(<ScenarioGrid scenarios={scenarios} empty={null} />);
    rerender(<ScenarioGrid scenarios={short} empty={null} />);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    rerender(<ScenarioGrid scenarios={scenarios} empty={null} />);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(scenarios.length);
  });

  it('does not draw a card again when the page renders with the same scenario and handlers', () => {
    // A card is memoised on its props (the scenario object and the handlers), which the page keeps from render to
    // render: React skips it unless its own scenario changed. (Counting renders through a mocked module would depend on
    // which test file loaded the card first, as the web tests share one module graph per worker.)
    expect((ScenarioCard as unknown as { $$typeof: symbol }).$$typeof).toBe(Symbol.for('react.memo'));
    expect((ScenarioCard as unknown as { compare: unknown }).compare ?? null).toBeNull();
    const onSelect = vi.fn();
    const { rerender } = render(<ScenarioGrid scenarios={scenarios} empty={null} onSelect={onSelect} />);
    const cards = screen.getAllByRole('heading', { level: 3 });
    rerender(<ScenarioGrid scenarios={[...scenarios]} empty={null} onSelect={onSelect} />);
    expect(screen.getAllByRole('heading', { level: 3 })).toEqual(cards);
    // A changed scenario is drawn again.
    rerender(<ScenarioGrid scenarios={[{ ...scenarios[0]!, name: 'Renamed' }, ...scenarios.slice(1)]} empty={null} onSelect={onSelect} />);
    expect(screen.getByRole('button', { name: 'Renamed' })).toBeTruthy();
  });
});
