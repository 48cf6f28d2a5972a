// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CardSection } from './card-section.tsx';

afterEach(cleanup);

describe('CardSection', () => {
  it('is a region named by its heading, with its description before its content', () => {
    render(
      <CardSection id="payments-heading" title="Payments and refunds" description="What you paid for, newest first." testId="my-payments">
        <p>No payments yet.</p>
      </CardSection>,
    );
    const section = screen.getByRole('region', { name: 'Payments and refunds' });
    expect(section.getAttribute('data-testid')).toBe('my-payments');
    expect(within(section).getByRole('heading', { level: 2 }).id).toBe('payments-heading');
    expect(section.textContent).toBe('Payments and refundsWhat you paid for, newest first.No payments yet.');
  });

  it('adds the classes it is given to the card', () => {
    render(
      <CardSection id="answers-heading" title="Your answers" description="Who hears each one." className="mt-6">
        <p>None yet.</p>
      </CardSection>,
    );
    expect(screen.getByRole('region', { name: 'Your answers' }).className).toBe('card p-5 sm:p-6 mt-6');
  });
});
