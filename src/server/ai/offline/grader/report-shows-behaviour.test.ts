// Every quote of a report shows what its sentence says, on a florist's wedding-order talk written for these tests (a
// field no evaluation set uses), played strong, mixed and weak with counter-examples: a criterion about explaining why
// praises only a line that gives a reason ("because…", "so that…", "since we…"), never a proposal or a plan; an apology
// in any of its usual forms ("Sorry this happened.", "We are so sorry…") shows acknowledging and is never quoted as
// not doing it, while a refused one ("I won't apologise for our policy") is never praise; a warm opening is the
// greeting, never a closing "Does that work for you?".
import { describe, expect, it } from 'vitest';
import type { GradingInput, GradingOutput } from '../../contracts/grade-conversation.ts';
import { BEHAVIOURS } from './behaviours.ts';
import { gradeConversationOffline } from './grade-conversation.ts';
import { buildInput, levelsBelowBest } from './grading.test-helpers.ts';

const FLORIST_RUBRIC: GradingInput['rubric'] = {
  title: 'Wedding order gone wrong',
  criteria: [
    { name: 'Greeting & rapport', weight: 20, levels: levelsBelowBest('Greets the couple warmly and says what the call is for.') },
    { name: 'Acknowledging how they feel', weight: 20, levels: levelsBelowBest('Acknowledges how the customer feels before moving on.') },
    { name: 'Explaining the reasons', weight: 20, levels: levelsBelowBest('Explains why the flowers were changed, in plain words.') },
    { name: 'Offering options', weight: 20, levels: levelsBelowBest('Offers options that put it right.') },
    { name: 'Agreeing a next step', weight: 20, levels: levelsBelowBest('Agrees who does what by when.') },
  ],
};

type Line = readonly ['learner' | 'character', string];

const CHARACTER = 'Ines Moreau';

const STRONG: readonly Line[] = [
  ['character', 'My bouquets came with roses, not the peonies I ordered. Why?'],
  ['learner', 'Hello Ines, thank you for taking the time to talk this through with me.'],
  ['character', 'Why were they swapped without asking me?'],
  ['learner', 'We swapped them because the grower lost the whole peony crop to frost last week.'],
  ['character', 'The wedding is in nine days.'],
  ['learner', "Sorry this happened; I can see why you're upset with the wedding so close."],
  ['character', 'What can you do?'],
  ['learner', 'I can refund the £240 difference, or send peonies from our Dutch supplier by Thursday.'],
  ['character', 'The Dutch ones, then.'],
  ['learner', "I'll confirm the Dutch order in writing today and call you on Thursday at 9 when they land. Does that work for you?"],
];

const MIXED: readonly Line[] = [
  ['character', 'My bouquets came with roses, not the peonies I ordered. Why?'],
  ['learner', 'Hi.'],
  ['character', 'Why were they swapped without asking me?'],
  ['learner', 'Could we keep the old price until June?'],
  ['character', "That doesn't tell me why."],
  ['learner', "I won't apologise for our policy."],
  ['character', 'Then what happens now?'],
  ['learner', 'We are so sorry about the mix-up.'],
  ['character', 'Fine.'],
  ['learner', 'I will send you the invoice on Friday. Does that work for you?'],
];

const WEAK: readonly Line[] = [
  ['character', 'My bouquets came with roses, not the peonies I ordered. Why?'],
  ['learner', "Roses are roses. I'm not going to apologise for the weather."],
  ['character', 'Why were they swapped without asking me?'],
  ['learner', 'No, there is no refund I can give you.'],
  ['character', 'This is not good enough.'],
  ['learner', 'Take it or leave it.'],
];

function grade(lines: readonly Line[]): GradingOutput {
  return gradeConversationOffline(buildInput(lines, { brief: null, rubric: FLORIST_RUBRIC, characterName: CHARACTER }));
}

function criterion(output: GradingOutput, name: string) {
  return output.criteria.find((entry) => entry.name === name)!;
}

/** The quotes a feedback gives as praise: "for example: "…"", "You partly …: "…"", "You mostly … ("…")". */
function praised(feedback: string): string[] {
  return [...feedback.matchAll(/for example: "([^"]+)"|^You (?:partly|mostly) [^:("]*[:(] ?"([^"]+)"/g)].map((match) => (match[1] ?? match[2])!);
}

/** The quotes a feedback gives as the thing to improve. */
function criticised(feedback: string): string[] {
  return [...feedback.matchAll(/(?:you said|instead you [^:"]+|But you also [^:"]+|And you [^:"]+|but you [^:"]+|you ruled it out with|you cut in with): "([^"]+)"/g)].map((match) => match[1]!);
}

const all = { strong: grade(STRONG), mixed: grade(MIXED), weak: grade(WEAK) };

describe('a report whose every quote shows what it says (florist wedding order)', () => {
  it('praises only a line that gives a reason for a criterion about explaining why', () => {
    const strong = criterion(all.strong, 'Explaining the reasons');
    expect(praised(strong.feedback)).toEqual(['We swapped them because the grower lost the whole peony crop to frost last week.']);
    for (const output of [all.mixed, all.weak]) {
      const reasons = criterion(output, 'Explaining the reasons');
      expect(praised(reasons.feedback)).toEqual([]);
      expect(reasons.feedback).not.toMatch(/touched on|You (?:partly )?explained/);
    }
    // A proposal or a plan, even after "what happens now?", explains no reason.
    expect(criterion(all.mixed, 'Explaining the reasons').score).toBeLessThan(criterion(all.strong, 'Explaining the reasons').score!);
  });

  it('reads an apology in its usual forms as acknowledging, and a refused one as none', () => {
    expect(praised(criterion(all.strong, 'Acknowledging how they feel').feedback)[0]).toMatch(/^Sorry this happened/);
    expect(praised(criterion(all.mixed, 'Acknowledging how they feel').feedback)).toEqual(['We are so sorry about the mix-up.']);
    const weak = criterion(all.weak, 'Acknowledging how they feel');
    expect(praised(weak.feedback)).toEqual([]);
    expect(weak.score!).toBeLessThan(40);
  });

  it('cites the greeting as the warm opening, never a closing check', () => {
    expect(praised(criterion(all.strong, 'Greeting & rapport').feedback)).toEqual(['Hello Ines, thank you for taking the time to talk this through with me.']);
    expect(criterion(all.mixed, 'Greeting & rapport').feedback).not.toContain('Does that work for you?');
  });

  it('never criticises a line that shows the behaviour, and never praises a counter-example', () => {
    const shows: Record<string, string[]> = {
      'Acknowledging how they feel': ["Sorry this happened; I can see why you're upset with the wedding so close.", 'We are so sorry about the mix-up.'],
      'Explaining the reasons': ['We swapped them because the grower lost the whole peony crop to frost last week.'],
      'Greeting & rapport': ['Hello Ines, thank you for taking the time to talk this through with me.'],
    };
    const counterExamples = ["I won't apologise for our policy.", "I'm not going to apologise for the weather.", 'No, there is no refund I can give you.', 'Take it or leave it.'];
    for (const output of Object.values(all)) {
      for (const entry of output.criteria) {
        for (const quote of criticised(entry.feedback)) expect(shows[entry.name] ?? [], `${entry.name}: ${quote}`).not.toContain(quote);
        for (const quote of praised(entry.feedback)) expect(counterExamples, `${entry.name}: ${quote}`).not.toContain(quote);
      }
    }
  });

  it('still scores the strong play above the mixed one, and the mixed above the weak', () => {
    const total = (output: GradingOutput) => output.criteria.reduce((sum, entry) => sum + (entry.score ?? 0), 0);
    expect(total(all.strong)).toBeGreaterThan(total(all.mixed));
    expect(total(all.mixed)).toBeGreaterThan(total(all.weak));
  });
});

// A choir director talks to a singer whose solo was cut: naming the very things at issue is concrete, a refusal that
// names them is not, and a plan given after "what happens now?" is said as what happens next, never as a reason.
const CHOIR_RUBRIC: GradingInput['rubric'] = {
  title: 'A solo cut from the spring concert',
  criteria: [
    { name: 'Specific, behaviour-based feedback', weight: 50, levels: levelsBelowBest('Names the specific behaviour and its effect.') },
    { name: 'Explaining the reasons', weight: 50, levels: levelsBelowBest('Explains why the solo was cut.') },
  ],
};

function gradeChoir(learner: readonly string[]): GradingOutput {
  const lines: Line[] = [
    ['character', 'My solo in the spring concert was cut after I missed two rehearsals. Why, and what happens now?'],
    ['learner', learner[0]!],
    ['character', 'And then?'],
    ['learner', learner[1]!],
  ];
  const input = buildInput(lines, { brief: null, rubric: CHOIR_RUBRIC, characterName: 'Oskar Lind' });
  return gradeConversationOffline({ ...input, scenario: { name: 'A solo cut from the spring concert', overview: 'A choir director talks to a singer about his solo and the rehearsals he missed.', characterName: 'Oskar Lind' } });
}

describe('concrete in other words, and a plan that is not a reason (choir solo)', () => {
  it('reads naming the solo and the rehearsals as concrete, and a refusal that names them as not', () => {
    const named = criterion(gradeChoir(['Let us go over the solo together before the next rehearsal on your own.', 'Thanks.']), 'Specific, behaviour-based feedback');
    expect(praised(named.feedback)).toEqual(['Let us go over the solo together before the next rehearsal on your own.']);
    const refused = criterion(gradeChoir(["I won't discuss the solo or the rehearsals again.", 'Thanks.']), 'Specific, behaviour-based feedback');
    expect(praised(refused.feedback)).toEqual([]);
    const blamed = criterion(gradeChoir(["I'm not apologising, the conductor cut the solo, not me.", 'Thanks.']), 'Specific, behaviour-based feedback');
    expect(praised(blamed.feedback)).toEqual([]);
  });

  it('says a plan after "what happens now?" is what happens next without why, and praises the reason', () => {
    const plan = criterion(gradeChoir(["I'll meet you on Tuesday at 6 to rehearse the solo.", 'Thanks.']), 'Explaining the reasons');
    expect(praised(plan.feedback)).toEqual([]);
    expect(plan.feedback).toMatch(/^You pointed to what happens next or to the rules, without explaining why: "I'll meet you on Tuesday at 6/);
    const reason = criterion(gradeChoir(['The solo went to Mia because the conductor needs the soloist at every run-through.', 'Thanks.']), 'Explaining the reasons');
    expect(praised(reason.feedback)).toEqual(['The solo went to Mia because the conductor needs the soloist at every run-through.']);
  });
});

// The same behaviours in other words, each beside a counter-example that names it to refuse it (a florist again).
describe('offers and acknowledgements in other words, negation read', () => {
  const context = { firstName: 'Ines', glossaryTerms: [], glossaryPatterns: [], concern: null, hasGreetedByName: false, openings: null };
  const setting = { previousCharacterLine: 'What are you going to do about my bouquets?' };
  const behaviour = (id: string) => BEHAVIOURS.find((entry) => entry.id === id)!;

  it('reads a suggestion, a "let\'s" and a "we\'re going to" as a way forward, and their refusals as none', () => {
    for (const line of [
      'How about we replace the roses with peonies from Holland by Thursday, at no cost to you?',
      "Let's swap the roses for Dutch peonies and knock £50 off the bill.",
      "We're going to deliver fresh peonies on Thursday and waive the delivery charge.",
      "I'd suggest we move the delivery to Thursday and refund the £40 charge.",
      "You'll get a full refund of the £240 by the end of the week.",
    ]) {
      expect(behaviour('value').detect(line, context, setting), line).toBe(3);
    }
    for (const line of ["Let's not swap anything.", "I'm not going to summarise where we are, let's just move on.", "Let's move on.", "You won't get a refund.", "I wouldn't suggest a refund.", "We're not going to deliver anything else."]) {
      expect(behaviour('value').detect(line, context, setting), line).toBe(0);
    }
  });

  it('reads a "let\'s" as a proposal: no promise on its own, a next step when it names when', () => {
    for (const line of ["I'm not going to summarise where we are, let's just move on.", "Let's move on.", "Let's get started."]) {
      expect(behaviour('closing').detect(line, context, setting), line).toBe(0);
    }
    expect(behaviour('closing').detect("Let's meet on Friday at 10 to sign the order.", context, setting)).toBe(3);
    // A promise with no date stays the weak form.
    expect(behaviour('closing').detect("I'll send you some info.", context, setting)).toBe(1);
  });

  it('reads acknowledging in its usual words, and its denials as none', () => {
    for (const line of ["I completely understand why you're angry.", "No wonder you're upset.", "I'd be upset too.", 'You have every right to be annoyed.', "That's not the service you should have had."]) {
      expect(behaviour('listening').detect(line, context, setting), line).toBe(3);
    }
    for (const line of ["I don't understand why you're angry.", 'You have no right to be annoyed.', "I'm not sorry about the weather.", "I won't apologise for our policy."]) {
      expect(behaviour('listening').detect(line, context, setting), line).toBe(0);
    }
  });
});
