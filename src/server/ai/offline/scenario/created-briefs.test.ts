import { describe, expect, it } from 'vitest';
import { ScenarioBriefSchema, type ScenarioBrief } from '../../../../shared/contracts/character-brief.ts';
import { generateScenarioOffline } from './generate-scenario.ts';
import { spokenTexts } from './character-lines.test-helpers.ts';
import { CREATED_SCENARIOS, type CreatedScenarioCase } from './created-scenarios.test-helpers.ts';

// Words of one kind of conversation's stock lines, and what a description says when it is that kind: a brief may use
// them only when its description does.
const TEMPLATE_WORDS: { when: RegExp; words: string[] }[] = [
  { when: /\b(?:owes?|overdue|unpaid)\b/i, words: ['invoice', 'part-payment', 'payment plan', 'credit note'] },
  { when: /\b(?:salary|pay rise|promotion)\b/i, words: ['pay rise', 'salary', 'my pay', 'another company'] },
  { when: /\b(?:pitch|demo|prospect)\b/i, words: ['pilot', 'what we have works'] },
  { when: /\b(?:refund|complain)\b/i, words: ['refund', 'replacement'] },
  { when: /$^/, words: ['call back', "colleague's projects", 'things at home', 'my problem', 'my request', 'season', 'leadership', 'the project'] },
];

function briefOf(scenario: CreatedScenarioCase): ScenarioBrief {
  const { brief } = generateScenarioOffline(scenario.input);
  return ScenarioBriefSchema.parse(brief);
}

const nameParts = (name: string) => name.replace(/^(?:Mr|Mrs|Ms|Miss|Dr)\.?\s+/, '').split(/\s+/);

describe('[SCENARIOS] briefs of created scenarios, field by field', () => {
  for (const scenario of CREATED_SCENARIOS) {
    describe(scenario.field, () => {
      const brief = briefOf(scenario);
      const spoken = spokenTexts(brief);
      const description = [scenario.input.title, scenario.input.aiRole ?? '', scenario.input.description, scenario.input.persona?.background ?? ''].join(' ').toLowerCase();

      it('keeps the character as the description names them, and the learner as the other side', () => {
        expect(brief.character.identity.name).toContain(scenario.name);
        expect(brief.character.identity.occupation.toLowerCase()).toContain(scenario.occupation);
        if (scenario.notOccupation) expect(brief.character.identity.occupation).not.toMatch(scenario.notOccupation);
        if (scenario.input.myRole) expect(brief.learner.situation.toLowerCase()).toContain(scenario.input.myRole.toLowerCase());
      });

      it('has every stated figure, date and name in some fact, in the first person', () => {
        const answers = brief.character.facts.map((fact) => fact.answer);
        for (const stated of scenario.stated) expect(answers.some((answer) => answer.includes(stated)), `"${stated}" in a fact`).toBe(true);
        for (const fact of brief.character.facts) expect(fact.keywords.length).toBeGreaterThan(0);
      });

      it('never speaks of itself in the third person or with a broken verb', () => {
        for (const said of spoken) {
          // A name the description gives to something else ("Bianchi Seafood") is said as written.
          const text = scenario.stated.reduce((rest, stated) => rest.replaceAll(stated, ''), said);
          for (const part of nameParts(scenario.name)) expect(text, text).not.toMatch(new RegExp(`\\b${part}\\b`));
          expect(text, text).not.toMatch(/^(?:She|He)\b|\bI (?:is|has|was been|says|thinks|wants|prefers|takes|turns|stays|asks)\b/);
          expect(text, text).not.toMatch(/\bwhose\b/);
        }
      });

      it('never speaks a persona label', () => {
        for (const label of scenario.labels) for (const text of spoken) expect(text.toLowerCase(), text).not.toContain(label.toLowerCase());
      });

      it('takes no line from another field’s template', () => {
        for (const group of TEMPLATE_WORDS) {
          if (group.when.test(description)) continue;
          for (const word of group.words) {
            if (description.includes(word)) continue;
            for (const text of spoken) expect(text.toLowerCase(), `"${word}" in "${text}"`).not.toContain(word);
          }
        }
      });

      it('keeps the learner’s goal and bargaining room on the learner’s side', () => {
        const goal = brief.learner.goal;
        const characterSide = [...spoken, brief.character.situation].join(' ');
        if (goal) expect(characterSide).not.toContain(goal.replace(/[.!?]$/, ''));
        expect(brief.character.outcome.agreement).not.toMatch(/\b(?:understands|recognises|feels heard|accepts)\b/);
        for (const part of nameParts(scenario.name)) expect(brief.character.outcome.agreement).not.toMatch(new RegExp(`\\b${part}\\b`));
        // The line said on agreeing is the character's own, never the goal read out.
        for (const word of goal.toLowerCase().match(/\p{L}{6,}/gu) ?? []) expect(brief.character.outcome.agreementLine.toLowerCase(), word).not.toContain(word);
        for (const phrase of scenario.learnerOnly ?? []) {
          expect(characterSide, phrase).not.toContain(phrase);
          expect(brief.learner.situation, phrase).toContain(phrase);
        }
      });
    });
  }

  it('makes up a name that fits when none is given, and keeps the stated role', () => {
    const { brief, description } = generateScenarioOffline({
      ...CREATED_SCENARIOS[0]!.input,
      title: 'A sofa two weeks late',
      aiRole: 'Upset customer',
      myRole: 'Support agent',
      description: 'A customer’s sofa was due on 2 June and is now two weeks late. She has taken two days off work to wait for it. My goal: agree a delivery date.',
    });
    expect(description.charactersName).toMatch(/^\p{Lu}\p{Ll}+ \p{Lu}[\p{L}'’-]+$/u);
    expect(description.charactersGender).toBe('Female');
    expect(brief!.character.identity.occupation).toBe('Customer');
    const answers = brief!.character.facts.map((fact) => fact.answer);
    expect(answers).toContain('I have taken two days off work to wait for it.');
    // "A customer's sofa" is hers: the role the description names her by is said as "my".
    expect(answers).toContain('My sofa was due on 2 June and is now two weeks late.');
    expect(answers.some((answer) => answer.includes('2 June'))).toBe(true);
  });

  it('reads “the buyer” as the persona, and an instruction after a semicolon as the learner’s goal', () => {
    const { brief } = generateScenarioOffline({
      mode: 'Advanced',
      title: 'Renewal',
      aiRole: null,
      myRole: null,
      description: 'The buyer wants a 15% discount before signing the renewal; keep the price and find another concession.',
      persona: {
        name: 'Sarah Whitfield',
        age: '42',
        gender: 'Female',
        occupation: 'Procurement Manager',
        background: 'Sarah Whitfield is a 42-year-old procurement manager at a hospital in Leeds. She was burned by a failed software rollout two years ago.',
        hometown: '',
        nationality: '',
        language: '',
      },
      rubric: { name: 'Sales: Discovery Call', criteria: [] },
      glossary: null,
      fileTexts: [],
    });
    const answers = brief!.character.facts.map((fact) => fact.answer);
    expect(answers).toContain('I want a 15% discount before signing the renewal.');
    expect(answers).toContain('I was burned by a failed software rollout two years ago.');
    expect(answers.join(' ')).not.toMatch(/keep the price|42-year-old/i);
    expect(brief!.learner.goal).toMatch(/^Keep the price and find another concession/);
  });

  it('reads the persona’s traits as how the character speaks', () => {
    const viktor = briefOf(CREATED_SCENARIOS.find((scenario) => scenario.field === 'code review')!);
    expect(viktor.character.identity.personality).toBe('brilliant and fast, but defensive');
    expect(viktor.character.identity.speakingStyle).toContain('turns sarcastic');
    const grace = briefOf(CREATED_SCENARIOS.find((scenario) => scenario.field === 'nurse rota')!);
    expect(grace.character.identity.personality).toBe('blunt but fair');
    expect(grace.character.facts.map((fact) => fact.answer)).toContain('The junior nurses look up to me.');
  });

  it('chooses a kind of conversation only when the description states it', () => {
    const rota = briefOf(CREATED_SCENARIOS.find((scenario) => scenario.field === 'nurse rota')!);
    expect(spokenTexts(rota).join(' ')).not.toMatch(/\bpay\b/i);
    const loan = briefOf(CREATED_SCENARIOS.find((scenario) => scenario.field === 'bank')!);
    expect(loan.character.openingLine).toContain('£45,000 loan');
    const invoice = briefOf(CREATED_SCENARIOS.find((scenario) => scenario.field === 'accounts receivable')!);
    expect(invoice.character.facts.map((fact) => fact.answer)).toContain('We owe you EUR 48,300 on invoice INV-2291, now 67 days overdue.');
    // The learner's goal ("get a firm payment date and a named contact in his team") stays the learner's.
    expect(invoice.character.outcome.requires.map((requirement) => requirement.label).join(' ')).not.toMatch(/firm payment date|named contact/);
  });

  it('gives the ways people ask for a figure as keywords', () => {
    const deposit = briefOf(CREATED_SCENARIOS.find((scenario) => scenario.field === 'tenancy deposit')!);
    const withheld = deposit.character.facts.find((fact) => fact.answer.includes('£620'))!;
    expect(withheld.keywords).toEqual(expect.arrayContaining(['how much']));
    const moved = deposit.character.facts.find((fact) => fact.answer.includes('30 September'))!;
    expect(moved.keywords).toEqual(expect.arrayContaining(['when']));
  });
});
