// Facts of created scenarios in fields no evaluation set covers (a vet practice, a sixth-form careers talk, a wedding
// florist, a driving school), asked the way people ask: a thing asked for by a kind it belongs to ("which dog" for a
// spaniel, "which subject" for Chemistry), a value the character needs or is after ("What reduction do you need?"), and
// an offer a third party made to the character ("Which university offered you a place?"), which is a question, never
// the learner's own proposal. A "which" whose kind the brief holds nothing of is not answered with an unrelated fact.
import { describe, expect, it } from 'vitest';
import { saysDontKnow } from '../../../eval/created/checks.ts';
import { readLine } from './acts.ts';
import { characterInput } from './conversation.test-helpers.ts';
import { chooseObjections } from '../scenario/brief-entries.ts';
import { SITUATION_KINDS, type KindContext } from '../scenario/situation-kinds.ts';
import { askCase, briefOfCase, type DescribedCase } from './facts-in-other-words.test-helpers.ts';
import { knowledgeOf } from './knowledge.ts';

const VET: DescribedCase = {
  id: 'vet-booster',
  title: 'A missed booster',
  aiRole: 'Pet owner',
  myRole: 'Veterinary receptionist',
  description:
    'Helen Marsh brings her cocker spaniel, Biscuit, to Oakfield Vets. Biscuit is four years old and missed his booster in March because the reminder letter went to her old address. Helen paid £65 for the booster and now the kennel on 2 August will not take Biscuit without a certificate. She wants the vaccination brought forward to this week. My goal: find a slot and keep her as a client.',
  questions: [],
};

const CAREERS: DescribedCase = {
  id: 'careers-firm-choice',
  title: 'Choosing a firm offer',
  aiRole: 'Student',
  myRole: 'Careers adviser',
  description:
    'Amira Shah is a Year 13 student at Northgate School. Her first choice is Veterinary Medicine at Bristol, which needs AAA. She is predicted AAB, with a B in Chemistry. Nottingham has offered her a place for AAB. She wants to apply again next year if she misses Bristol. My goal: help her decide on her firm choice.',
  questions: [],
};

const FLORIST: DescribedCase = {
  id: 'wedding-peonies',
  title: 'Peonies out of season',
  aiRole: 'Bride',
  myRole: 'Wedding florist',
  description:
    "Leah Morgan is getting married on 6 June at St Mary's Church in Ludlow. She ordered 12 table arrangements and a bouquet of white peonies for £1,400. We have now told her peonies will not be in season and offered garden roses instead. She needs the flowers delivered by 11am. She wants the price cut by £200 if she takes the roses. My goal: agree a substitute and keep the order.",
  questions: [],
};

const DRIVING: DescribedCase = {
  id: 'driving-test-date',
  title: 'A test date too late for a new job',
  aiRole: 'Learner driver',
  myRole: 'Driving school manager',
  description:
    'Kwame Asante has had 30 lessons with Roadwise Driving School at £38 each. His test is on 18 November, but he needs his licence by 1 October to start a delivery job with Parcelfast. He needs at least 10 more lessons to be ready. He wants an earlier test date. My goal: agree a lesson plan he can afford.',
  questions: [],
};

const LICENCE: DescribedCase = {
  id: 'licence-renewal',
  title: 'A software licence renewal',
  aiRole: 'IT manager',
  myRole: 'Account manager',
  description:
    'Dev Patel is the IT manager at Harbour Logistics. Their licence for 120 seats of our planning software renews on 1 April at £54,000 a year, up from £45,000. A rival vendor, Routely, has offered him the same seats for £41,000. He needs the price to stay under £48,000 to get it past his finance director. My goal: keep the account.',
  questions: [],
};


describe('[AI] a thing asked for by a kind it belongs to', () => {
  it('finds a breed asked as "which dog" and a subject of study asked as "which subject"', () => {
    expect(askCase(VET, ['Which dog are we talking about?'])[0]).toMatch(/Biscuit|cocker spaniel/);
    expect(askCase(CAREERS, ['Which subject is dragging you down?'])[0]).toMatch(/Chemistry/);
  });

  it('reads a grade or a subject as no place the character is in', () => {
    const { identity } = briefOfCase(CAREERS);
    expect(identity.location).not.toMatch(/Chemistry/);
    expect(askCase(CAREERS, ['What are you predicted?'])[0]).toMatch(/AAB/);
  });

  it('says it does not know, never a fact that only shares a word, for a kind the brief holds nothing of', () => {
    const [reply] = askCase(DRIVING, ['Which test centre is it at?']);
    expect(saysDontKnow(reply!), reply).toBe(true);
    expect(reply).not.toMatch(/^(?:My test|I want an earlier test date)/);
  });
});

describe('[AI] a value the character needs or is after', () => {
  it.each([
    ['What reduction do you need?', /£200/],
    ['What discount are you after?', /£200/],
  ])('answers "%s" with the wanted value', (line, expected) => {
    const [reply] = askCase(FLORIST, [line]);
    expect(reply).toMatch(expected);
    expect(saysDontKnow(reply!), reply).toBe(false);
  });

  it('answers the grade a place needs, and the date a licence is needed by', () => {
    expect(askCase(CAREERS, ['What grades do you need for Bristol?'])[0]).toMatch(/AAA/);
    expect(askCase(DRIVING, ['What date do you need the licence by?'])[0]).toMatch(/1 October/);
  });
});

describe('[AI] an offer a third party made to the character', () => {
  it.each(['Which university offered you a place?', 'Who made you an offer?', 'Who gave you an offer?'])('answers "%s" with who offered it', (line) => {
    expect(askCase(CAREERS, [line])[0]).toMatch(/Nottingham/);
  });

  it('says the offer in the first person, and never reads the question as the learner proposing', () => {
    const brief = briefOfCase(CAREERS);
    expect(brief.facts.map((fact) => fact.answer).join(' ')).toMatch(/Nottingham has offered me a place/);
    // Told, like offered, has the character as the one it is said to: "told me peonies will not be in season".
    expect(briefOfCase(FLORIST).facts.map((fact) => fact.answer).join(' ')).toMatch(/told me peonies/);
    const knowledge = knowledgeOf(characterInput(brief));
    for (const line of ['Which university offered you a place?', 'Who offered you the job?', 'Did Nottingham offer you a place?']) {
      expect([...readLine(line, knowledge).acts]).not.toContain('proposal');
    }
  });
});

describe("[AI] a rival's offer asked about", () => {
  it('keeps the character whose job shares a head noun with the learner\'s role ("IT manager", "Account manager")', () => {
    expect(briefOfCase(LICENCE).identity.name).toBe('Dev Patel');
  });

  it.each(['Who offered you a better deal?', 'Which vendor made you an offer?'])('answers "%s" with the rival, and settles no concern with it', (line) => {
    const [reply] = askCase(LICENCE, [line]);
    expect(reply).toMatch(/Routely/);
    expect(reply).not.toMatch(/trade I can consider/);
  });
});

describe('[AI] agreeing from the stated wants', () => {
  it('agrees once its wants are given, and confirms the agreement in a sentence of its own', () => {
    const replies = askCase(FLORIST, [
      "I'm sorry the peonies fell through, that must be disappointing so close to the day.",
      "If you take the garden roses, I'll take £200 off the price.",
      'We will deliver the flowers by 11am on the day.',
      'Does that work for you?',
    ]);
    expect(replies[2]).toMatch(/Agreed|works for me|deal/i);
    expect(replies.join(' ')).not.toMatch(/\.\.(?!\.)|in writing/);
  });
});

describe('[AI] a stock concern settled by a stated want', () => {
  const context: KindContext = { firstName: 'Gareth', amount: null, reference: null, product: null, organisation: null, subject: null, speaksForOthers: false };

  it('says, once the want is given, nothing the want never asked for ("in writing", a date, an apology)', () => {
    const complaint = SITUATION_KINDS.find((kind) => kind.id === 'complaint')!;
    const settled = chooseObjections([], complaint, context, ["the exclusion taken off Cai's record"]);
    expect(settled.length).toBeGreaterThan(0);
    for (const objection of settled) {
      expect(objection.resolvedBy).toBe("the exclusion taken off Cai's record");
      expect(objection.resolvedLine).not.toMatch(/writing|written|\bdate\b|sorry|apolog/i);
    }
    // A want that asks for it in writing keeps a line that says so.
    const written = chooseObjections([], complaint, context, ['a refund, confirmed in writing']);
    expect(written.map((objection) => objection.resolvedLine).join(' ')).toMatch(/in writing/);
  });
});
