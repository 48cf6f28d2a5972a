// The built-in twin reads answers written as people write them, at length: what someone of theirs does is said by
// their working ("My mother worked at the cannery"), not only by a job's name; and what they like about something is
// the sentence of liking further on in the answer that named it ("I teach chemistry … What I enjoy most is …"); and
// an interview question of two parts is answered in its order, so asked about regrets, the twin quotes what they
// would do differently, not what they are proud of; asked whether they have a pet, an animal they name as theirs, not
// one they wait for.
// Owners of their own, in lives no evaluation set holds (a cannery worker's daughter in Vigo, a chemistry teacher in
// Leeds).
import { describe, expect, it } from 'vitest';
import type { TwinOwnerCase } from '../../../eval/twin/twin-case.ts';
import { askOwner } from './twin-owner.test-helpers.ts';

const FISHER: TwinOwnerCase = {
  name: 'Carmen Otero',
  answers: {
    17: 'I am proud of the boat my father and I built. I would have gone back to school.',
    5: 'We take the boat out at dawn and wait for the fish to bite, and the gulls follow us home.',
    8: 'I sit on the terrace with a book. Brinco, that is my old sheepdog, sleeps on my feet the whole afternoon.',
    1: 'Well, my mother taught me to swim in the harbour when I was four. The water was freezing. My mother Lucía worked at the cannery in Vigo for twenty years, and she sang while she packed the sardines. My husband Anxo says I talk too much. Nobody believes him. My husband Anxo works nights at the port, so we eat breakfast together instead of dinner.',
    6: 'My brother Xosé. He phones me every Sunday, just like our father did. He laughs at my jokes. What I love most is that he never gives up on anyone.',
  },
  questions: [],
  tagLines: {},
};

const TEACHER: TwinOwnerCase = {
  name: 'Graham Ashworth',
  answers: {
    17: "I'm proud that my old pupils still stop me in the market to say hello. Three of them became teachers themselves. What I'd do differently is spend less time marking at weekends and more with my kids. They grew up while I was correcting homework.",
    12: 'I teach chemistry at a comprehensive school in Leeds, and I have done it since 1994. Before that I sold insurance for a while, which I hated. The staff room is a madhouse at lunch. What I enjoy most is the moment a pupil finally gets it and their whole face changes.',
  },
  questions: [],
  tagLines: {},
};

describe('[TWIN] asked what someone of theirs does, the built-in twin quotes that one working', () => {
  it('quotes the sentence in which the relation works, above one in which they only do something', () => {
    // "My mother taught me to swim" has her do something too, but to the owner, not for a living.
    const mother = askOwner(FISHER, 'What did your mother do?');
    expect(mother).toContain('worked at the cannery');
    expect(mother).not.toContain('taught me to swim');
    const husband = askOwner(FISHER, 'What does your husband do?');
    expect(husband).toContain('works nights at the port');
    expect(husband).not.toContain('talk too much');
  });
});

describe('[TWIN] asked what they like about something, the built-in twin quotes the liking the answer goes on to', () => {
  it('quotes the sentence of liking further on in the answer that named the thing, not the one that only names it', () => {
    const enjoyed = askOwner(TEACHER, 'What do you enjoy about teaching chemistry?');
    expect(enjoyed).toContain('the moment a pupil finally gets it');
    // Its "their" is the pupil's: the sentence right before it, about the staff room, is not what it goes on from.
    expect(enjoyed).not.toContain('madhouse');
    expect(askOwner(TEACHER, 'What is your favourite part of teaching?')).toContain('the moment a pupil finally gets it');
  });

  it('reads a likeness as no liking: "just like our father" says how he is, "what I love most" what they love', () => {
    expect(askOwner(FISHER, 'What do you love about your brother?')).toContain('never gives up on anyone');
  });
});

describe('[TWIN] asked whether they have an animal, the built-in twin quotes one they name as theirs', () => {
  it('quotes "my old sheepdog", not the fish waited for or the gulls that follow the boat', () => {
    const pet = askOwner(FISHER, 'Have you got a pet?');
    expect(pet).toContain('my old sheepdog');
    expect(pet).not.toContain('wait for the fish');
  });
});

describe('[TWIN] an interview question of two parts is answered in its order', () => {
  it('asked about regrets, quotes what they would do differently, not the pride the answer opens with', () => {
    const regrets = askOwner(TEACHER, 'Do you have any regrets?');
    expect(regrets).toContain('spend less time marking');
    expect(regrets).not.toContain('proud');
  });

  it('keeps an answer whole when no sentence says a word of its second part', () => {
    // "I would have gone back to school" answers the second part without its words: the answer is not cut in two.
    expect(askOwner(FISHER, 'Do you have any regrets?')).not.toMatch(/never really talked about that/);
  });
});
