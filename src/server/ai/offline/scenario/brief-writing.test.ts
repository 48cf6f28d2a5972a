// The brief writer on descriptions of its own (brief-writing.test-helpers.ts), in fields no evaluation set covers, created
// through the offline engine as Quick and Advanced creation does: the person as described (name, place, figures,
// negatives), every sentence in grammatical first person with another person's words kept theirs, facts named for
// what they are with no two labels alike, both halves of a want whose subject is left out, no stock concern of a
// situation the description does not state, and no lead said twice in a conversation.
import { describe, expect, it } from 'vitest';
import { ScenarioBriefSchema, type ScenarioBrief } from '../../../../shared/contracts/character-brief.ts';
import { readWords } from '../../language/lemmas.ts';
import { isPersonNoun } from '../../language/wordnet.ts';
import { converse } from '../character/conversation.test-helpers.ts';
import { comparableSentence } from '../character/said-sentences.ts';
import { affirms } from '../negation-scope.ts';
import { quickScenario } from '../faithfulness-case.ts';
import { BRIEF_WRITING_CASES } from './brief-writing.test-helpers.ts';
import { spokenLines } from './character-lines.test-helpers.ts';
import { generateScenarioOffline } from './generate-scenario.ts';
import { chooseObjections } from './brief-entries.ts';
import { GENERAL_KIND, SITUATION_KINDS, type KindContext, type SituationKind } from './situation-kinds.ts';
import { toCharacterVoice, type CharacterRef } from './voice.ts';

function briefOf(input: (typeof BRIEF_WRITING_CASES)[number]['input']): { brief: ScenarioBrief; name: string } {
  const { brief, description } = generateScenarioOffline(input);
  return { brief: ScenarioBriefSchema.parse(brief), name: description.charactersName };
}

/**
 * Why a first-person sentence is broken, if it is: "I" after a form of "be" ("I have been I here"), "I" before a name
 * or a person noun ("I Lewis' mother", "I mother, Joan"), a third-person verb after "I" ("I says"), "me" as a subject,
 * or the character as the object of its own verb ("I did not enter me").
 */
export function brokenFirstPerson(text: string): string | null {
  if (/\b(?:am|is|are|was|were|be|been|being)\s+I\b/.test(text)) return '"I" after a form of "be"';
  if (/(?:^|[.!?]\s+)Me\b/.test(text)) return '"me" as a subject';
  if (/\bI\s+\p{Ll}+,\s+\p{Lu}\p{Ll}+,/u.test(text)) return '"I" before a noun with a name beside it';
  if (/\bI\s+(?:(?:do|did|does|have|has|had|will|would|can|could)(?:n['’]t)?\s+)?(?:not\s+|never\s+)?\p{Ll}+\s+me\b/u.test(text)) return 'the character as the object of its own verb';
  const words = readWords(text).filter((word) => word.isWord);
  for (let index = 0; index < words.length - 1; index += 1) {
    if (words[index]!.text !== 'I') continue;
    const next = words[index + 1]!;
    if (/^\p{Lu}/u.test(next.text) && next.text !== 'I') return `"I" before the name "${next.text}"`;
    if (next.pos === 'noun' && isPersonNoun(next.lemma) && !['have', 'be'].includes(next.lemma)) return `"I" before the person noun "${next.text}"`;
    if (/^(?:is|has|does|says|wants|thinks|prefers|takes|needs|feels)$/.test(next.text)) return `a third-person verb "${next.text}" after "I"`;
  }
  return null;
}

// Two leads naming one matter in a sentence: "One thing first on the deductions, though: on the deductions, …".
const DOUBLED_LEAD = /\b(?:on|about|for)\s+((?:the|my)\s+[^,:;.!?]{2,40}?)\s*[,:;][^.!?]*?\b(?:on|about|as for)\s+\1\b/i;

const DUMMY_CONTEXT: KindContext = { firstName: 'Sam', amount: null, reference: null, product: null, organisation: null, subject: null, speaksForOthers: true };

describe('[SCENARIOS] briefs written from descriptions of our own', () => {
  for (const scenario of BRIEF_WRITING_CASES) {
    describe(scenario.field, () => {
      const { brief, name } = briefOf(scenario.input);
      const { character } = brief;
      const answers = character.facts.map((fact) => fact.answer);
      const described = [scenario.input.title, scenario.input.aiRole ?? '', scenario.input.description, scenario.input.persona?.background ?? ''].join(' ');

      it('is the person the description names, where it places them', () => {
        expect(name).toBe(scenario.name);
        expect(character.identity.name).toBe(scenario.name);
        if (scenario.location) expect(character.identity.location).toBe(scenario.location);
      });

      it('keeps every stated name, place and figure in some fact', () => {
        for (const stated of scenario.stated) expect(answers.some((answer) => answer.includes(stated)), `"${stated}" in ${JSON.stringify(answers)}`).toBe(true);
      });

      it('keeps negative facts negative', () => {
        for (const negative of scenario.negatives) expect(answers.some((answer) => negative.test(answer)), `${negative} in ${JSON.stringify(answers)}`).toBe(true);
      });

      it('names every fact for what it is, no two alike', () => {
        const keys = character.facts.map((fact) => readWords(fact.topic.toLowerCase()).filter((word) => word.isWord && !word.stopWord).map((word) => word.lemma).join(' '));
        expect(new Set(keys).size, JSON.stringify(character.facts.map((fact) => fact.topic))).toBe(keys.length);
        // "The money" says nothing of what the money is for: at most one fact, one that names nothing else, takes it.
        expect(character.facts.filter((fact) => fact.topic === 'The money').length).toBeLessThanOrEqual(1);
      });

      it('speaks every sentence in grammatical first person', () => {
        for (const text of spokenLines(brief)) expect(brokenFirstPerson(text), text).toBeNull();
      });

      it('keeps both halves of a want whose subject is left out as conditions', () => {
        const conditions = character.outcome.requires.map((requirement) => requirement.label).join(' | ');
        for (const want of scenario.wants) expect(conditions, want).toContain(want);
      });

      it('raises no stock concern of a situation the description does not state', () => {
        for (const kind of SITUATION_KINDS) {
          const stock = kind.objections(DUMMY_CONTEXT).map((objection) => objection.objection);
          for (const objection of character.objections) {
            const taken = stock.find((text) => objection.objection.endsWith(text.charAt(0).toLowerCase() + text.slice(1)) || objection.objection.endsWith(text));
            // Stated, not denied: "He has never had a complaint" states no complaint.
            if (taken) expect(affirms(described, kind.evidence), `"${taken}" (${kind.id})`).toBe(true);
          }
        }
        for (const foreign of scenario.foreignConcerns ?? []) for (const objection of character.objections) expect(objection.objection).not.toMatch(foreign);
      });

      it('says no lead twice in a short conversation', () => {
        const { replies } = converse(character, [
          'Hello, thanks for coming in. What is this about?',
          'Can you tell me what happened?',
          "I'm not going to apologise for our policy.",
          'What would you need from me to settle this?',
          'I can put that in writing for you by Friday.',
          'We could meet next week and go through it together.',
        ]);
        for (const reply of replies) {
          expect(reply, reply).not.toMatch(DOUBLED_LEAD);
          expect(brokenFirstPerson(reply), reply).toBeNull();
        }
      });
    });
  }
});

describe('[SCENARIOS] a settled concern is said in the character’s own words', () => {
  it('gives no two characters the same resolved line, even without its opener', () => {
    const saidBy = new Map<string, string>();
    for (const entry of BRIEF_WRITING_CASES) {
      const { brief, name } = briefOf(entry.input);
      const sentences = brief.character.objections.flatMap((objection) => objection.resolvedLine.split(/(?<=[.!?])\s+/)).map(comparableSentence);
      for (const sentence of new Set(sentences.filter((text) => text.split(' ').length >= 4))) {
        expect(saidBy.get(sentence), `"${sentence}" (${name})`).toBeUndefined();
        saidBy.set(sentence, name);
      }
    }
  });

  it('says every kind’s stock resolution of a character without stated wants about its own matter', () => {
    const hotel: KindContext = { ...DUMMY_CONTEXT, subject: 'the hotel booking', reference: 'INV-2291', product: 'the rota app' };
    const plot: KindContext = { ...DUMMY_CONTEXT, subject: 'my allotment plot', reference: 'INV-3840', product: 'the seed drill' };
    const linesFor = (kind: SituationKind, context: KindContext) =>
      chooseObjections([], kind, context)
        .flatMap((objection) => objection.resolvedLine.split(/(?<=[.!?])\s+/))
        .map(comparableSentence)
        .filter((sentence) => sentence.split(' ').length >= 4);
    // A kind whose matter is the same for everyone ("the project", "my pay") has none of the character's own to name.
    const kinds = [...SITUATION_KINDS, GENERAL_KIND].filter((kind) => kind.topic(hotel) !== kind.topic(plot));
    expect(kinds.map((kind) => kind.id)).toEqual(expect.arrayContaining(['debt', 'pitch', 'complaint', 'request', 'negotiation', 'general']));
    for (const kind of kinds) {
      const hotelLines = linesFor(kind, hotel);
      for (const sentence of linesFor(kind, plot)) expect(hotelLines, `${kind.id}: ${sentence}`).not.toContain(sentence);
      for (const sentence of hotelLines) expect(sentence).not.toMatch(/\bm\b/);
    }
  });

  it('says a stated want given as that want', () => {
    const { brief } = generateScenarioOffline(
      quickScenario('Late bread', 'Café owner', 'Account manager at a wholesale bakery', 'Marisol Ortega runs the Blue Kettle café in Bristol. Her sourdough order arrived late on four days last week. She wants a credit for last week.'),
    );
    const lines = brief.character.objections.map((objection) => objection.resolvedLine);
    expect(lines.some((line) => /what I was asking for: a credit for last week\./.test(line)), lines.join('\n')).toBe(true);
  });
});

describe('[SCENARIOS] first-person rewrites keep grammar and other people’s words', () => {
  const karen: CharacterRef = { name: 'Karen Lewis', firstName: 'Karen', gender: 'Female', organisation: null, roleNoun: 'volunteer' };
  const alan: CharacterRef = { name: 'Alan Pryce', firstName: 'Alan', gender: 'Male', organisation: null, roleNoun: null };

  it('keeps a role after "be" as a role, and a possessive as "my"', () => {
    expect(toCharacterVoice('She has been a volunteer here for six years.', karen)).toBe('I have been a volunteer here for six years.');
    expect(toCharacterVoice("Karen Lewis' mother, Joan, paid the deposit.", karen)).toBe('My mother, Joan, paid the deposit.');
    expect(toCharacterVoice("The volunteer's mother, Joan, paid the deposit.", karen)).toBe('My mother, Joan, paid the deposit.');
  });

  it('reads "her" as the character’s own only before what she owns', () => {
    expect(toCharacterVoice('Her mother paid a deposit and told her nothing.', karen)).toBe('My mother paid a deposit and told me nothing.');
    expect(toCharacterVoice('Nobody phoned her about the change.', karen)).toBe('Nobody phoned me about the change.');
  });

  it('leaves the object of the character’s own verb to the other person', () => {
    expect(toCharacterVoice('Karen told Joan that she would pay her back.', karen)).toBe('I told Joan that I would pay her back.');
    expect(toCharacterVoice('My son Leo wanted to take his Grade 5 exam in November, and Alan did not enter him.', alan)).toBe(
      'Your son Leo wanted to take his Grade 5 exam in November, and I did not enter him.',
    );
  });

  it('reads the object of someone else’s verb as the character, and a possessive standing alone as "mine"', () => {
    expect(toCharacterVoice('His insurer has not replied to him.', alan)).toBe('My insurer has not replied to me.');
    expect(toCharacterVoice("Karen's daughter Mia asked her for a lift.", { ...karen, roleNoun: null })).toBe('My daughter Mia asked me for a lift.');
    expect(toCharacterVoice('His brother says the landlord owes him money.', alan)).toBe('My brother says the landlord owes him money.');
    expect(toCharacterVoice('Alan says the tree is his and he will not cut it.', alan)).toBe('The tree is mine and I will not cut it.');
    expect(toCharacterVoice('Nobody explained the decision to him.', alan)).toBe('Nobody explained the decision to me.');
  });

  it('says the character’s organisation as "we" only when it does not act on the character', () => {
    const ama: CharacterRef = { name: 'Ama Boateng', firstName: 'Ama', gender: 'Female', organisation: 'the school', roleNoun: null };
    expect(toCharacterVoice('The school owes her £40.', ama)).toBe('The school owes me £40.');
    expect(toCharacterVoice('Ama says the school owes Ama £40.', ama)).toBe('The school owes me £40.');
    expect(toCharacterVoice('The school lost her form.', ama)).toBe('The school lost my form.');
    expect(toCharacterVoice('The school owes the parents £40.', ama)).toBe('We owe the parents £40.');
    const dmitri: CharacterRef = { name: 'Dmitri Volkov', firstName: 'Dmitri', gender: 'Male', organisation: 'Baltic Freight', roleNoun: null };
    expect(toCharacterVoice('Baltic Freight owes us EUR 48,300.', dmitri)).toBe('We owe you EUR 48,300.');
    expect(toCharacterVoice('Baltic Freight has not paid him since May.', dmitri)).toBe('Baltic Freight has not paid me since May.');
  });

  it('never has a character who belongs to the organisation say "we" owe "me"', () => {
    const { brief } = generateScenarioOffline(
      quickScenario('Expenses', 'Teacher at the school', 'School business manager', 'Ama Boateng teaches at Hillside School. Hillside School owes her £40 for a trip she paid for. She wants it back by Friday.'),
    );
    const said = spokenLines(ScenarioBriefSchema.parse(brief));
    expect(said.some((line) => /Hillside School owes me £40/.test(line)), said.join('\n')).toBe(true);
    for (const line of said) expect(line).not.toMatch(/\bwe\b[^.;]*\b(?:me|my)\b/i);
  });

  it('finds the broken rewrites the engine once wrote', () => {
    for (const broken of ['I have been I here for six years.', 'I mother, Joan, paid the deposit.', 'I Lewis mother paid.', 'I says the fence is mine.', 'I did not enter me.']) expect(brokenFirstPerson(broken), broken).not.toBeNull();
    for (const fine of ['I have been a volunteer here.', 'My mother, Joan, paid.', 'I did not enter him.', 'I want you to tell me.', 'I charge £28 a lesson.']) expect(brokenFirstPerson(fine), fine).toBeNull();
  });
});
