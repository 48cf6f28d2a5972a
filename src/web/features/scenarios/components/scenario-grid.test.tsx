// @vitest-environment happy-dom
// The scenarios page paints its first rows of cards without waiting for the rest, which follow in a render of their
// own; a card is not drawn again when the page around it is.
import { cleanup, render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as CharacterAvatarModule from '@/components/character-avatar.tsx';
import { buildScenario } from '@/test/builders.ts';
import { FIRST_SCENARIO_CARDS, ScenarioGrid } from './scenario-grid.tsx';

// Each card draws one avatar: counting the avatar's renders counts the cards' renders.
const avatarRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('@/components/character-avatar.tsx', async (importOriginal) => {
  const original = await importOriginal<typeof CharacterAvatarModule>();
  return {
    ...original,
    CharacterAvatar: (props: Parameters<typeof original.CharacterAvatar>[0]) => {
      avatarRenders.count += 1;
      return original.CharacterAvatar(props);
    },
  };
});

afterEach(cleanup);

const scenarios = Array.from({ length: FIRST_SCENARIO_CARDS + 5 }, (_, index) =>
  buildScenario({ id: `3b9e0000-0000-4000-8000-0000000001${String(index).padStart(2, '0')}`, name: `Scenario ${index + 1}` }),
);

describe('ScenarioGrid', () => {
  it('draws the first rows of cards in its first render, and every card once its effects have run', () => {
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
    const onSelect = vi.fn();
    const { rerender } = render(<ScenarioGrid scenarios={scenarios} empty={null} onSelect={onSelect} />);
    const drawnBefore = avatarRenders.count;
    expect(drawnBefore).toBeGreaterThanOrEqual(scenarios.length);
    rerender(<ScenarioGrid scenarios={[...scenarios]} empty={null} onSelect={onSelect} />);
    expect(avatarRenders.count).toBe(drawnBefore);
    // A changed scenario is drawn again, and it alone.
    rerender(<ScenarioGrid scenarios={[{ ...scenarios[0]!, name: 'Renamed' }, ...scenarios.slice(1)]} empty={null} onSelect={onSelect} />);
    expect(avatarRenders.count).toBe(drawnBefore + 1);
    expect(screen.getByRole('button', { name: 'Renamed' })).toBeTruthy();
  });
});
