// The created set's checks, each fed a reply (or report) known to be wrong and one known to be right.
import { describe, expect, it } from 'vitest';
import {
  brokenFirstPerson,
  citesDrawingLine,
  claimsMemory,
  criticismQuotesIn,
  criticismsOfShownBehaviour,
  givesExpected,
  hasWords,
  goalWordsSaid,
  isFalseMemory,
  labelsSaid,
  leakReasons,
  normalise,
  offTopicFaults,
  ownNameSaid,
  praiseOfCounterExamples,
  praiseOfUnshownBehaviour,
  praiseQuotesIn,
  ownPronounInFirstPerson,
  pronounSelfTalk,
  saysDontKnow,
  stockSentences,
  trySayingFaults,
  uncoveredCitations,
  type LeakContext,
} from './checks.ts';

const LAILA: LeakContext = {
  name: 'Mrs Laila Haddad',
  pronoun: 'she',
  sources: ["Laila Haddad's son Theo is in Year 4 at Greenfield Primary. She is outgoing and says what she thinks. The play is on 14 March at 6pm."],
  labels: ['outgoing and says what she thinks'],
  goal: 'keep Mrs Haddad on side and agree a new part for Theo',
};

/** A learner's off-topic question, then the question that drew the play's date. */
const PLAY_TRANSCRIPT = [
  { id: 'm0', role: 'character', content: "I'm here about Theo." },
  { id: 'm1', role: 'learner', content: 'Is the new canteen open yet?' },
  { id: 'm2', role: 'character', content: 'Let us keep to Theo, please.' },
  { id: 'm3', role: 'learner', content: 'When are the kids actually on stage?' },
  { id: 'm4', role: 'character', content: 'The play is on 14 March at 6pm in the main hall.' },
];

describe('[EVAL] created checks: facts', () => {
  it('normalises money, thousands, "k" and times', () => {
    expect(normalise('£180,000 and 180k, at 6 PM')).toBe('180000 and 180000 at 6pm');
    expect(normalise('We set aside €1,250,000.')).toBe('we set aside 1250000');
  });

  it('finds every expected item, any of its alternatives, as whole words', () => {
    expect(givesExpected("The kids are on at 6pm on March 14th... I mean 14 March.", ['14 march|march 14', '6pm'])).toBe(true);
    expect(givesExpected('The concert is at 6 pm on 14 March.', ['14 march|march 14', '6pm'])).toBe(true);
    // A time written with its minutes and "am" gives the time: "5.50am" is "5 50".
    expect(givesExpected('The first bus gets in at 5.50am.', ['5 50'])).toBe(true);
    expect(givesExpected('It costs 5.505 a unit.', ['5 50'])).toBe(false);
    expect(givesExpected("I've told you that already.", ['14 march|march 14', '6pm'])).toBe(false);
    expect(givesExpected('We budgeted £1,800 for it.', ['180000'])).toBe(false);
    expect(givesExpected('We budgeted £180,000 for it.', ['180000'])).toBe(true);
  });

  it('counts a possessive or a plural of a required word, never a longer word that only starts with it', () => {
    expect(hasWords("It was Arjun's first term.", 'Arjun')).toBe(true);
    expect(hasWords("Arjun’s teacher rang me.", 'Arjun')).toBe(true);
    expect(hasWords('Both grandsons go there.', 'grandson')).toBe(true);
    expect(hasWords('Three boxes came.', 'box')).toBe(true);
    expect(givesExpected("My son Arjun's place was taken.", ['my son arjun'])).toBe(true);
    expect(hasWords('Arjuna rang me.', 'Arjun')).toBe(false);
    expect(hasWords('The boxer came.', 'box')).toBe(false);
    expect(hasWords('We paid 160000s.', '160000')).toBe(false);
  });
});

describe('[EVAL] created checks: leaks', () => {
  it('catches the character naming themselves anywhere in a reply, but not introducing themselves', () => {
    expect(ownNameSaid('Hi. Mrs Laila Haddad, whose son Theo is in Year 4, has come in to complain.', LAILA.name)).toBe('Laila');
    expect(ownNameSaid("Well, as for the play, Laila thinks it's unfair.", LAILA.name)).toBe('Laila');
    expect(ownNameSaid("I'm Laila Haddad, Theo's mum.", LAILA.name)).toBeNull();
    expect(ownNameSaid('Laila: a parent at Greenfield.', LAILA.name)).toBeNull();
    expect(ownNameSaid('My name is Laila. I want to talk about Theo.', LAILA.name)).toBeNull();
  });

  it('reads a family name that goes on into a firm\'s as the firm, not the character in the third person', () => {
    expect(ownNameSaid('My shop, Haddad & Daughters, has sold fabric in Leeds for twenty years.', LAILA.name)).toBeNull();
    expect(ownNameSaid('We order everything through Haddad Textiles, which is run by my cousin.', LAILA.name)).toBeNull();
    expect(ownNameSaid('Haddad has been waiting for an answer since May.', LAILA.name)).toBe('Haddad');
  });

  it('reads a family name after another given name or a business word as someone or something else, not a title', () => {
    expect(ownNameSaid('My father, Samir Haddad, had a fall last week and is still in hospital.', LAILA.name)).toBeNull();
    expect(ownNameSaid('We met at Caffè Haddad, which is near the school.', LAILA.name)).toBeNull();
    expect(ownNameSaid('Mrs Haddad is not happy with how this went.', LAILA.name)).toBe('Haddad');
    expect(ownNameSaid('Honestly, Laila Haddad is not happy with how this went.', LAILA.name)).toBe('Laila');
  });

  it('catches "she" retelling the description about the character, not "he" about her son', () => {
    expect(pronounSelfTalk('She is outgoing and says what she thinks, to be fair.', LAILA)).not.toBeNull();
    expect(pronounSelfTalk("He is in Year 4 and he's upset.", LAILA)).toBeNull();
    expect(pronounSelfTalk("I'm outgoing, I suppose.", LAILA)).toBeNull();
  });

  it('catches "her" for the character in a first-person sentence, never another person\'s "her"', () => {
    const ruth: LeakContext = {
      name: 'Ruth Okoye',
      pronoun: 'she',
      sources: [
        'Ruth Okoye parked her Ford Fiesta outside the depot on 2 May. Her badge was cancelled because her contract ended early. Her sister Ada lent her the deposit and wants her money back.',
      ],
      labels: [],
      goal: '',
    };
    expect(ownPronounInFirstPerson('I parked her Ford Fiesta outside the depot on 2 May.', ruth)).not.toBeNull();
    expect(ownPronounInFirstPerson('My badge was cancelled because her contract ended early.', ruth)).not.toBeNull();
    expect(leakReasons('I parked her Ford Fiesta outside the depot on 2 May.', ruth).some((reason) => reason.startsWith('"her" for itself'))).toBe(true);
    // Said rightly, or "her" of the sister, who may own it in the source: not counted.
    expect(ownPronounInFirstPerson('I parked my Ford Fiesta outside the depot on 2 May.', ruth)).toBeNull();
    expect(ownPronounInFirstPerson('My sister Ada lent me the deposit and wants her money back.', ruth)).toBeNull();
    // A third-person sentence is the other check's matter.
    expect(ownPronounInFirstPerson('She parked her Ford Fiesta outside the depot on 2 May.', ruth)).toBeNull();
  });

  it('catches a third-person verb after "I", and leaves "I was", "I guess" alone', () => {
    expect(brokenFirstPerson('I am outgoing and says what I thinks.')).toBe('I thinks');
    expect(brokenFirstPerson('I stays composed under pressure and prefers to talk.')).toBe('I stays');
    expect(brokenFirstPerson('I usually prefers email.')).toBe('I usually prefers');
    expect(brokenFirstPerson('I was told, and I guess I always expected it.')).toBeNull();
    expect(brokenFirstPerson("I am Raj Patel, I's an IT manager from Derby.")).toBe("I's");
  });

  it('catches labels, the learner goal and system words, and passes a plain first-person answer', () => {
    const bad = leakReasons('Good day. I am outgoing and says what she thinks. What I need is keep Mrs Haddad on side.', LAILA);
    expect(bad.some((reason) => reason.startsWith('a persona label'))).toBe(true);
    expect(bad.some((reason) => reason.startsWith("the learner's goal"))).toBe(true);
    expect(leakReasons('As the learner, you should apologise.', LAILA).some((reason) => reason.startsWith('system word'))).toBe(true);
    expect(leakReasons('The play is on 14 March at 6pm, and Theo was meant to be in it.', LAILA)).toEqual([]);
    expect(labelsSaid('I short-tempered when I feel ignored.', ['short-tempered when he feels ignored'])).toEqual(['short-tempered when he feels ignored']);
    expect(labelsSaid("I feel ignored, and it's made me short with the school.", ['short-tempered when he feels ignored'])).toEqual([]);
    expect(goalWordsSaid('I want Theo back in the play.', LAILA.goal)).toBeNull();
    expect(goalWordsSaid('I need a new part for Theo, that is all.', LAILA.goal)).toBeNull();
  });
});

describe('[EVAL] created checks: memory, don\'t-know, stock sentences, off-topic', () => {
  it('finds a memory claim only when the fact was not said before or is not said again', () => {
    expect(claimsMemory("I've told you that already.")).toBe(true);
    expect(claimsMemory('Like I mentioned, the house has to be empty.')).toBe(true);
    expect(claimsMemory('Again, because my first flight left late.')).toBe(true);
    expect(claimsMemory('I would book it again, given the chance.')).toBe(false);
    expect(claimsMemory('I said to the school that he was ill.')).toBe(false);
    expect(claimsMemory("I've said what I had to say.")).toBe(false);
    expect(claimsMemory('I have told the music school about it and want the £70 back.')).toBe(false);
    expect(claimsMemory("I've already explained it to the bank twice.")).toBe(false);
    expect(claimsMemory('I already told them the van broke down.')).toBe(false);
    expect(claimsMemory("I've already said that.")).toBe(true);
    expect(claimsMemory('I have mentioned it to you before.')).toBe(true);
    expect(claimsMemory('I already told you the van broke down.')).toBe(true);
    expect(isFalseMemory("I've told you that already.", ['Hello.'], ['14 march'])).toBe(true);
    expect(isFalseMemory('As I said, 14 March.', ['Hello.'], ['14 march'])).toBe(true);
    expect(isFalseMemory('As I said, 14 March.', ['The play is on 14 March.'], ['14 march'])).toBe(false);
    expect(isFalseMemory('Same answer as before, I\'m afraid.', ['The play is on 14 March.'])).toBe(true);
    expect(isFalseMemory('Like I said, the play is on 14 March.', ['The play is on 14 March.'])).toBe(false);
    expect(isFalseMemory('The play is on 14 March.', [])).toBe(false);
  });

  it('reads a don\'t-know reply', () => {
    expect(saysDontKnow("I couldn't tell you, I'm afraid.")).toBe(true);
    expect(saysDontKnow('It is on 14 March.')).toBe(false);
  });

  it('finds sentences two characters share, not one character saying a sentence twice', () => {
    expect(stockSentences([["I'd like to talk about my problem. Theo is upset."], ["I'd like to talk about my problem."]])).toEqual(["I'd like to talk about my problem."]);
    expect(stockSentences([['Theo is upset about the play.', 'Theo is upset about the play.'], ['The oven is broken again.']])).toEqual([]);
  });

  it('wants an off-topic line answered in role, back on the matter', () => {
    const facts = [['14 march', '6pm']];
    expect(offTopicFaults('', 'Did you catch the match?', LAILA, facts)).toEqual(['no reply']);
    expect(offTopicFaults("I don't know, to be honest.", 'Did you catch the match?', LAILA, facts)).toContain('says it does not know');
    expect(offTopicFaults('Not really my thing.', 'Did you catch the match?', LAILA, facts)).toContain('no way back to the matter');
    expect(offTopicFaults("I didn't, no. I'm here about Theo and the play at Greenfield.", 'Did you catch the match?', LAILA, facts)).toEqual([]);
  });

  it('asks for a way back to what the scenario is about, as a reader sees it: a thing of the description, not a person in it', () => {
    const facts = [['14 march', '6pm']];
    // "son" names a person of the description, not its matter; "the play" is what it is about.
    expect(offTopicFaults("Not today; I'm here about my son.", 'Did you catch the match?', LAILA, facts)).toContain('no way back to the matter');
    expect(offTopicFaults("Not today; I'm here about the play.", 'Did you catch the match?', LAILA, facts)).toEqual([]);
    // A word the off-topic line itself used is no way back.
    expect(offTopicFaults('The play? No, I missed it.', 'Did you see the play on TV?', LAILA, facts)).toContain('no way back to the matter');
    // The title names the matter too.
    expect(offTopicFaults("Not today; I'm here about the costume.", 'Did you catch the match?', { ...LAILA, title: 'Parent unhappy about a costume' }, facts)).toEqual([]);
    expect(offTopicFaults('Like I said, the play is on 14 March at 6pm.', 'Did you catch the match?', LAILA, facts)).toContain('claims to have said something before');
  });
});

describe('[EVAL] created checks: reports', () => {
  const learnerLines = ["I'm not going to apologise for that.", "I'm sorry this happened; I can see it hurt.", 'I can give Theo a small part, confirmed by Wednesday.'];

  it('reads praise and criticism quotes apart', () => {
    const feedback = `You acknowledged Laila's situation, for example: "I'm not going to apologise for that." But you also brushed past what she said: "I can give Theo a small part, confirmed by Wednesday." Next time, reach for "Consistently apologises sincerely".`;
    expect(praiseQuotesIn(feedback)).toEqual(["I'm not going to apologise for that."]);
    expect(criticismQuotesIn(feedback, learnerLines)).toEqual(['I can give Theo a small part, confirmed by Wednesday.']);
    expect(praiseOfCounterExamples([{ feedback }], [learnerLines[0]!])).toEqual(["I'm not going to apologise for that."]);
    expect(praiseOfCounterExamples([{ feedback: `You offered a way forward, for example: "${learnerLines[2]}"` }], [learnerLines[0]!])).toEqual([]);
  });

  it('finds a line praise cites beside its lead that shows none of what the criterion asks', () => {
    const shown = [
      { line: learnerLines[1]!, shows: 'apology' as const },
      { line: learnerLines[2]!, shows: 'offer' as const },
      { line: "I'll confirm it in writing and call you on Monday.", shows: 'nextStep' as const },
    ];
    const feedback = `You acknowledged Laila's situation, for example: "${learnerLines[1]}" Keep doing this.`;
    // An offer cited beside the apology under "Empathy & apology", a follow-up call under "Fair resolution".
    expect(praiseOfUnshownBehaviour([{ name: 'Empathy & apology', feedback, evidence: [{ quote: learnerLines[1]! }, { quote: learnerLines[2]! }] }], shown)).toEqual([`Empathy & apology: ${learnerLines[2]}`]);
    const offered = `You offered Laila a concrete way forward, for example: "${learnerLines[2]}" Keep doing this.`;
    expect(praiseOfUnshownBehaviour([{ name: 'Fair resolution', feedback: offered, evidence: [{ quote: learnerLines[2]! }, { quote: shown[2]!.line }] }], shown)).toEqual([`Fair resolution: ${shown[2]!.line}`]);
    // An offer with its date is a step agreed; an acknowledgement is part of an opening's warmth; criticism is not praise.
    expect(praiseOfUnshownBehaviour([{ name: 'Confirmation & follow-up', feedback: offered, evidence: [{ quote: learnerLines[2]! }, { quote: shown[2]!.line }] }], shown)).toEqual([]);
    expect(praiseOfUnshownBehaviour([{ name: 'Greeting & rapport', feedback, evidence: [{ quote: learnerLines[1]! }] }], shown)).toEqual([]);
    const missed = `You did not acknowledge how Laila felt; you said: "${learnerLines[2]}" Next time, name the feeling.`;
    expect(praiseOfUnshownBehaviour([{ name: 'Empathy & apology', feedback: missed, evidence: [{ quote: learnerLines[2]! }] }], shown)).toEqual([]);
  });

  it('does not read the unfinished patterns of a piece of advice as lines it cites', () => {
    const questions = ['What happened on the night?', 'How is Theo now?'];
    const feedback = `You asked Laila for the facts, for example: "${questions[0]}" Next time, ask open questions ("what…", "how…", "walk me through…") and follow up.`;
    expect(criticismQuotesIn(feedback, questions)).toEqual([]);
    expect(criticismQuotesIn(`You did not ask an open question; you said: "${questions[1]}"`, questions)).toEqual([questions[1]]);
    // A learner line cut short is still a quote of it.
    const long = 'I can see why the late fee upset you, and I will look at the account tonight.';
    expect(criticismQuotesIn(`You did not offer a way forward; you said: "I can see why the late fee upset you, and…"`, [long])).toEqual(['I can see why the late fee upset you, and…']);
  });

  it('finds criticism quoting a line that shows the very behaviour the criterion asks for', () => {
    const shown = [
      { line: learnerLines[1]!, shows: 'apology' as const },
      { line: learnerLines[2]!, shows: 'offer' as const },
    ];
    const bad = [{ name: 'Fair resolution', feedback: `You did not offer Laila a concrete way forward; you said: "${learnerLines[2]}" Next time, offer an option.` }];
    const good = [{ name: 'Fair resolution', feedback: `You did not offer Laila a concrete way forward; you said: "${learnerLines[1]}" Next time, offer an option.` }];
    expect(criticismsOfShownBehaviour(bad, shown)).toHaveLength(1);
    expect(criticismsOfShownBehaviour(good, shown)).toEqual([]);
  });

  it('checks a "What you uncovered" item cites the question the fact was given in answer to', () => {
    const item = { answer: 'The Year 4 play is on 14 March at 6pm in the main hall.', line: { message_id: 'm3' } };
    expect(citesDrawingLine(item, PLAY_TRANSCRIPT)).toBe(true);
    expect(citesDrawingLine({ ...item, line: { message_id: 'm1' } }, PLAY_TRANSCRIPT)).toBe(false);
    expect(citesDrawingLine(item, PLAY_TRANSCRIPT, (line) => (line.startsWith('When') ? ['25000'] : undefined))).toBe(false);
    // A line that asks for no fact of the brief (small talk) draws none, whatever the reply after it said.
    expect(citesDrawingLine(item, PLAY_TRANSCRIPT, (line) => (line.startsWith('When') ? [] : undefined))).toBe(false);
  });

  it('counts the uncovered items of several reports that cite their drawing line, and quotes those that do not', () => {
    const play = { topic: 'The play', answer: 'The play is on 14 March at 6pm in the main hall.', line: { message_id: 'm3', quote: 'When are the kids actually on stage?' } };
    const canteen = { ...play, line: { message_id: 'm1', quote: 'Is the new canteen open yet?' } };
    expect(uncoveredCitations([{ facts: [play], messages: PLAY_TRANSCRIPT }, { facts: [canteen], messages: PLAY_TRANSCRIPT }])).toEqual({ total: 2, citing: 1, wrong: ['The play: "Is the new canteen open yet?"'] });
    expect(uncoveredCitations([{ facts: [play], messages: PLAY_TRANSCRIPT }], () => ['25000'])).toEqual({ total: 1, citing: 0, wrong: ['The play: "When are the kids actually on stage?"'] });
    expect(uncoveredCitations([])).toEqual({ total: 0, citing: 0, wrong: [] });
  });

  it('finds broken "Try saying" lines: lower-case names, "agree on" a verb, the learner in the third person, the other side\'s words', () => {
    const context = { characterName: 'Laila Haddad', learnerRole: 'Class teacher', characterLines: ['I want this fixed properly, not another promise.'] };
    expect(trySayingFaults('Laila, can we see whether we can agree on keep mrs haddad on side?', context)).toEqual([
      'a name in lower case: haddad',
      '"agree on" before a verb: agree on keep',
    ]);
    expect(trySayingFaults('The learner should say sorry to Laila.', context)).toContain('the learner in the third person');
    expect(trySayingFaults('The class teacher will call Laila on Friday.', context)).toContain('the learner as "the Class teacher"');
    expect(trySayingFaults('Laila, I want this fixed properly, not another promise.', context)[0]).toMatch(/^the other person's words/);
    expect(trySayingFaults("Laila, I'm sorry about how this was handled. Can we agree on a date for Theo's part?", context)).toEqual([]);
  });
});
