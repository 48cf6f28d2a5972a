// "How long have you been…?" asks for a length that runs up to now: the one a fact's perfect holds ("has kept the
// plot for nine years", "has been a member since 2019"), never a length asked for or lying ahead ("has asked to hand
// the plot over for six weeks", "would stay if the club froze his membership for two months").
import { describe, expect, it } from 'vitest';
import { quickCharacter, replyTo } from './conversation.test-helpers.ts';

const allotment = quickCharacter(
  'Giving up the allotment plot',
  'Allotment holder',
  'Site secretary',
  'Maureen Hale has kept plot 14 at Fernside Allotments in Bolton for nine years. Her husband has surgery in March, and she has asked to hand the plot to her neighbour for six weeks while he recovers.',
);

const swimmer = quickCharacter(
  'Leaving the swimming club',
  'Swimming club member',
  'Club secretary',
  'Gareth Lewis, 54, has been a member of Riverside Swimming Club in Cardiff since 2019 and pays £15 a month. He hurt his shoulder in October and wants to leave. He would stay if the swimming club froze his membership for two months at no charge.',
);

describe('a length of time up to now', () => {
  it('answers from the perfect that holds the length, not from a length asked for after it', () => {
    for (const line of ['How long have you been on this site?', 'How long have you been growing things on the plot?']) {
      const reply = replyTo(allotment, line);
      expect(reply).toMatch(/nine years/);
      expect(reply).not.toMatch(/six weeks/);
    }
  });

  it('answers from a start up to now before a length in a condition', () => {
    for (const line of ['How long have you been swimming with us?', 'How long have you been with the club?']) {
      const reply = replyTo(swimmer, line);
      expect(reply).toMatch(/since 2019/);
      expect(reply).not.toMatch(/two months/);
    }
  });
});
