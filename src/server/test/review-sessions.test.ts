import { describe, expect, it } from 'vitest';
import reviewData from './review-sessions.json';
import { REVIEW_SESSIONS, ReviewDataSchema, reviewInput } from './review-sessions.ts';

describe('review sessions data', () => {
  it('parses, and gives a strong and a weak session for each of the five scenarios, each opened by the character', () => {
    expect(ReviewDataSchema.safeParse(reviewData).success).toBe(true);
    expect(REVIEW_SESSIONS.map((session) => `${session.key}:${session.strong}`)).toEqual(
      ['washer', 'buyer', 'rota', 'deposit', 'feedback'].flatMap((key) => [`${key}:true`, `${key}:false`]),
    );
    for (const session of REVIEW_SESSIONS) expect(reviewInput(session).messages[0]?.role).toBe('character');
  });

  it('refuses a file missing a transcript', () => {
    const { washerWeak: _left, ...transcripts } = reviewData.transcripts;
    expect(ReviewDataSchema.safeParse({ ...reviewData, transcripts }).success).toBe(false);
  });
});
