// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OrganizationCard } from './organization-card.tsx';

afterEach(cleanup);

describe('OrganizationCard', () => {
  it('is a region named by its level-2 heading, holding its content', () => {
    render(
      <OrganizationCard id="members-heading" title="Members (3)" testId="organization-card">
        <p>Ana, Ben and Chloé</p>
      </OrganizationCard>,
    );
    const card = screen.getByRole('region', { name: 'Members (3)' });
    expect(card.getAttribute('data-testid')).toBe('organization-card');
    expect(within(card).getByRole('heading', { level: 2 }).id).toBe('members-heading');
    expect(within(card).getByText('Ana, Ben and Chloé')).toBeTruthy();
  });
});
