// Which fact a question is on, by its words (matter.ts): a brief's keywords spell its names in lower case ("young,
// lions" for the Young Lions), but "How young is your son?" is not on the team's fact for it: an adjective or a verb is
// not the name of that spelling. A noun is (the Royal Berkshire Hospital is a hospital).
import { describe, expect, it } from 'vitest';
import { termIsOn, topicOf, topicTermsIn } from './matter.ts';

const TEAM = topicOf(['Football team', 'team, young, lions, trains, park, tuesday', 'My son plays for the Young Lions, who train at Hollins Park every Tuesday.']);

const isOn = (question: string, word: string) => termIsOn(topicTermsIn(question).find((term) => term.word === word)!, TEAM);

describe('[REPORTS] a name is not the adjective or verb of its spelling', () => {
  it('does not put an adjective on a fact that says it only as a name', () => {
    expect(isOn('How young is your son?', 'young')).toBe(false);
  });

  it('puts the name, and a noun a name is made of, on the fact', () => {
    expect(isOn('When do the Young Lions play?', 'young')).toBe(true);
    expect(isOn('Which park do they train at?', 'park')).toBe(true);
    expect(isOn('Which team does he play for?', 'team')).toBe(true);
  });
});
