// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render.tsx';
import { AnswerMoreLink } from './answer-more-link.tsx';

afterEach(cleanup);

const answered = (...numbers: number[]) => numbers.map((number) => ({ number }));

describe('AnswerMoreLink', () => {
  it('counts the unanswered questions and leads to the first of them', () => {
    renderWithApp(<AnswerMoreLink answers={answered(1, 2, 3, 5, 6, 7, 8)} />);
    const link = screen.getByRole('link', { name: 'Answer more questions (13 left)' });
    expect(link.getAttribute('href')).toBe('/auth/register/ai/third?question=4');
  });

  it('counts a skipped question as one left', () => {
    renderWithApp(<AnswerMoreLink answers={answered(...Array.from({ length: 19 }, (_, index) => index + 2))} />);
    const link = screen.getByRole('link', { name: 'Answer more questions (1 left)' });
    expect(link.getAttribute('href')).toBe('/auth/register/ai/third?question=1');
  });

  it('shows nothing once every question is answered', () => {
    renderWithApp(<AnswerMoreLink answers={answered(...Array.from({ length: 20 }, (_, index) => index + 1))} />);
    expect(screen.queryByTestId('answer-more')).toBeNull();
  });
});
