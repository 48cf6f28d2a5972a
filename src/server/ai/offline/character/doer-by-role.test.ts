// "Who fitted it?", "Who teaches him?": a who-question asks for the person whose doing it names, found by the noun the
// brief names them by. An agent noun is tied to its verb by WordNet's derivational links ("fitter" → fit) or, where
// WordNet has none, by English agent-noun morphology checked against WordNet's verbs ("installer" → install, "tutor" →
// tutor); a past form after "who" ("fitted"), or a verb after an infinitive's "to", is read as the verb it is. The
// relative the brief also names is not the answer. Briefs of this file's own.
import { describe, expect, it } from 'vitest';
import { verbLemmaOf } from '../../language/lemmas.ts';
import { verbsOfAgentNoun } from '../../language/wordnet.ts';
import { converse, quickCharacter } from './conversation.test-helpers.ts';
import { meaningMatches } from './fact-meaning.ts';
import { knowledgeOf } from './knowledge.ts';

const SOLAR_TITLE = 'Solar panels that never switched on';
const SOLAR = quickCharacter(
  SOLAR_TITLE,
  'Customer',
  'Owner of a solar panel firm',
  'Gareth Lloyd is a postman in Swansea. He paid SunRoof Wales £6,200 for twelve panels on his bungalow, and our installer, Kofi Mensah, fitted them on 2 April. The inverter has shown an error ever since and nothing has been generated. His daughter Ffion handles his emails. He wants the system working or his money back. My goal: send an engineer this week.',
);

const PIANO_TITLE = 'Piano lessons cancelled';
const PIANO = quickCharacter(
  PIANO_TITLE,
  'Parent',
  'Music school manager',
  "Helen Ward, 41, is a dentist in York. Her son Leo is 11 and taking his Grade 2 piano exam in June. She paid £300 in January for a term of lessons at Keynote Music. Leo's tutor, Anya Petrova, cancelled three of them the night before. Her husband Rob takes Leo to every lesson. She wants the missed lessons refunded. My goal: refund them and offer a new tutor.",
);

const topOf = (brief: typeof SOLAR, question: string) => meaningMatches(question, knowledgeOf({ brief, glossary: [], facts: [] }), true)[0]?.topic.answer ?? '';
const reply = (brief: typeof SOLAR, title: string, question: string) => converse(brief, ['Hello.', question], { scenarioName: title }).replies.at(-1)!;

describe('the verb an agent noun names', () => {
  it('is found by WordNet\'s derivational links where it has them', () => {
    expect(verbsOfAgentNoun('fitter')).toContain('fit');
    expect(verbsOfAgentNoun('driver')).toContain('drive');
  });

  it('is found by agent-noun morphology against WordNet\'s verbs where it has none', () => {
    expect(verbsOfAgentNoun('installer')).toEqual(['install']);
    expect(verbsOfAgentNoun('tutor')).toEqual(['tutor']);
  });

  it('is none for a noun that names no doing', () => {
    for (const noun of ['electrician', 'brother', 'mother', 'daughter']) expect(verbsOfAgentNoun(noun)).toEqual([]);
  });

  it('reads a past form where a verb stands as that verb', () => {
    expect(verbLemmaOf('fitted')).toBe('fit');
    expect(verbLemmaOf('tutors')).toBe('tutor');
    expect(verbLemmaOf('else')).toBeNull();
  });
});

describe('a who-question asks for the person whose doing it names', () => {
  it('finds the installer for "Who fitted them?", "Who installed them?" and "Who came out to fit them?", not the daughter', () => {
    for (const question of ['Who fitted them?', 'Who installed them?', 'Who came out to fit them?']) {
      expect(topOf(SOLAR, question)).toMatch(/Kofi Mensah/);
      expect(reply(SOLAR, SOLAR_TITLE, question)).toMatch(/Kofi/);
      expect(reply(SOLAR, SOLAR_TITLE, question)).not.toMatch(/Ffion/);
    }
  });

  it('finds the tutor for "Who teaches him?" and "Who was teaching Leo?", not the son or the husband', () => {
    for (const question of ['Who teaches him?', 'Who was teaching Leo?']) {
      expect(topOf(PIANO, question)).toMatch(/Anya Petrova/);
      expect(reply(PIANO, PIANO_TITLE, question)).toMatch(/Anya/);
    }
  });

  it('still finds the relative when the question names what the relative does', () => {
    expect(topOf(PIANO, 'Who takes Leo to his lessons?')).toMatch(/Rob/);
    expect(topOf(SOLAR, 'Who handles your emails?')).toMatch(/Ffion/);
  });

  it('takes an agent noun WordNet does not hold for a firm when the name given after it is not a person\'s', () => {
    const brief = quickCharacter(
      'Printer lease billed twice',
      'Customer',
      'Account manager',
      'Dilys Morgan runs the office at Harbour Dental in Cardiff. Their copier lease was billed twice in May, although she had emailed the leaser, Granite Office, in April to end it. Her email went to a salesman, Idris Pugh, who has since left. The second charge of £380 was taken from the practice account. My goal: refund the second charge.',
    );
    expect(topOf(brief, 'Who did you tell about it?')).toMatch(/Idris Pugh/);
  });
});
