// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { Wallet } from 'lucide-react';
import { afterEach, describe, expect, it } from 'vitest';
import { IconHeading } from './icon-heading.tsx';

afterEach(cleanup);

describe('IconHeading', () => {
  it('is a level-2 heading named by its text alone, its icon hidden from readers, in the size asked for', () => {
    render(
      <>
        <IconHeading id="mentor-heading" icon={Wallet}>Mentor plan</IconHeading>
        <IconHeading id="teams-heading" icon={Wallet} size="small">Teams</IconHeading>
      </>,
    );
    const large = screen.getByRole('heading', { level: 2, name: 'Mentor plan' });
    expect(large.id).toBe('mentor-heading');
    expect(large.className).toContain('text-lg');
    expect(large.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByRole('heading', { level: 2, name: 'Teams' }).className).toContain('text-base');
  });
});
