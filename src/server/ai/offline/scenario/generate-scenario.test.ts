import { describe, expect, it } from 'vitest';
import { ScenarioBriefSchema } from '../../../../shared/contracts/character-brief.ts';
import { SCENARIO_CATEGORIES } from '../../../../shared/contracts/scenarios-constants.ts';
import { GenerateScenarioOutputSchema, type GenerateScenarioInput } from '../../contracts/generate-scenario.ts';
import { generateScenarioOffline, ScenarioNotUnderstoodError } from './generate-scenario.ts';
import { findUnreadableInputReason, SHORT_DESCRIPTION_REASON, UNREADABLE_DESCRIPTION_REASON, UNREADABLE_ROLE_REASON } from '../readable-input.ts';

function quick(overrides: Partial<GenerateScenarioInput> = {}): GenerateScenarioInput {
  return {
    mode: 'Quick',
    title: 'A loan for the boat',
    aiRole: 'Customer',
    myRole: 'Bank manager',
    description: 'Tom Walsh, a 67-year-old fisherman, wants a loan to repair his boat after a storm.',
    persona: null,
    rubric: null,
    glossary: null,
    fileTexts: [],
    ...overrides,
  };
}

const allText = (output: ReturnType<typeof generateScenarioOffline>) => JSON.stringify(output.description);

describe('[SCENARIOS] offline scenario engine', () => {
  it('keeps the stated name, age, occupation and gender', () => {
    const { description } = generateScenarioOffline(quick());
    expect(description).toMatchObject({ charactersName: 'Tom Walsh', charactersAge: '67', charactersOccupation: 'Fisherman', charactersGender: 'Male' });
    expect(description.charactersBackground).toContain('fisherman');
    expect(description.scenarioDetails.Overview).toContain('You are a bank manager');
  });

  it('keeps a fisherman a fisherman whether the job is in the role or the description, and a stated gender', () => {
    const fromRole = generateScenarioOffline(quick({ aiRole: 'Grumpy fisherman', description: 'A 67-year-old woman asks for a loan to repair her boat after a storm.' })).description;
    expect(fromRole).toMatchObject({ charactersOccupation: 'Fisherman', charactersAge: '67', charactersGender: 'Female' });
    const worksAs = generateScenarioOffline(quick({ description: 'She works as a fisherman in Cornwall and wants a loan for a new engine.' })).description;
    expect(worksAs).toMatchObject({ charactersOccupation: 'Fisherman', charactersGender: 'Female' });
  });

  it('takes a name typed as the AI role and a gender from the name', () => {
    const { description } = generateScenarioOffline(quick({ aiRole: 'Margaret Hughes', description: 'A long-standing customer is angry that her card was declined abroad.' }));
    expect(description).toMatchObject({ charactersName: 'Margaret Hughes', charactersGender: 'Female' });
  });

  it('does not make the learner the character when the description names them', () => {
    const { description } = generateScenarioOffline(
      quick({ aiRole: 'Warehouse supervisor', myRole: 'Operations manager', description: 'Sarah, the operations manager, must tell the warehouse supervisor that night shifts are being cut.' }),
    );
    expect(description.charactersName).not.toBe('Sarah');
    expect(description.charactersOccupation).toBe('Warehouse Supervisor');
  });

  it('reads an instruction to the learner as their goal, and keeps what it asks to agree on the learner’s side', () => {
    const persona = { name: 'Rosa Almeida', age: '44', gender: 'Female', occupation: 'Head Nurse', background: 'Rosa Almeida is a head nurse. Rosa hates long demos.' };
    const { brief } = generateScenarioOffline(
      quick({
        mode: 'Advanced',
        aiRole: null,
        myRole: null,
        persona,
        description:
          'You are a product specialist from RotaCare visiting the clinic in Mértola. Introduce the new rota app to Rosa, the head nurse, in fifteen minutes and without a long demo, answer her doubts with evidence, and agree a two-week trial on one ward.',
      }),
    );
    expect(brief!.learner.goal).toMatch(/^Introduce the new rota app to Rosa.*agree a two-week trial on one ward/);
    expect(brief!.character.outcome.agreement).not.toContain('two-week trial');
    expect(brief!.character.outcome.requires.map((requirement) => requirement.label).join(' ')).not.toContain('two-week trial');
  });

  it('keeps an advanced persona’s facts unchanged and uses the rubric and glossary', () => {
    const persona = { name: 'Eilidh Mackay', age: '61', gender: 'Female', occupation: 'Harbour Master', background: 'Eilidh has run the harbour at Ullapool for twenty years.' };
    const { description, categories } = generateScenarioOffline(
      quick({
        mode: 'Advanced',
        aiRole: null,
        myRole: null,
        persona,
        rubric: { name: 'Negotiation', criteria: ['Preparation', 'Trading concessions'] },
        glossary: { name: 'Harbour terms', terms: 'Berth fee: what a boat pays to moor\nSlipway: a ramp for boats' },
        description: 'A negotiation about raising the berth fees for the fishing fleet next year.',
      }),
    );
    expect(description).toMatchObject({ charactersName: persona.name, charactersAge: '61', charactersGender: 'Female', charactersOccupation: 'Harbour Master', charactersBackground: persona.background });
    expect(description.charactersRelevanceToScenario).toContain('Trading concessions');
    expect(description.charactersRelevanceToScenario).toContain('"Berth fee"');
    expect(categories).toContain('Negotiation');
  });

  it('uses the source files’ facts and never their names or titles', () => {
    const output = generateScenarioOffline(
      quick({
        aiRole: 'Upset customer',
        myRole: 'Support agent',
        description: 'The customer wants a refund for a washing machine that arrived broken.',
        fileTexts: ['Refund Policy\nDamaged goods are replaced free of charge within 30 days of delivery. Refunds are paid within 14 days.'],
      }),
    );
    expect(allText(output)).not.toContain('Refund Policy');
    expect(allText(output)).toMatch(/replaced free of charge within 30 days/);
    expect(allText(output)).toMatch(/Refunds are paid within 14 days/);
    expect(allText(output)).not.toMatch(/source 1|\.txt|\.pdf/i);
  });

  it('fails with a reason that says what to write for gibberish, too little, or an unreadable role', () => {
    expect(() => generateScenarioOffline(quick({ description: 'asdkj qwe zxcmn qwoieu' }))).toThrow(ScenarioNotUnderstoodError);
    expect(findUnreadableInputReason(quick({ description: 'asdkj qwe zxcmn qwoieu' }))).toBe(UNREADABLE_DESCRIPTION_REASON);
    expect(findUnreadableInputReason(quick({ description: 'lorem ipsum dolor sit amet consectetur' }))).toBe(UNREADABLE_DESCRIPTION_REASON);
    expect(findUnreadableInputReason(quick({ description: 'xxxxxxx' }))).toBe(UNREADABLE_DESCRIPTION_REASON);
    expect(findUnreadableInputReason(quick({ description: 'hello' }))).toBe(SHORT_DESCRIPTION_REASON);
    expect(findUnreadableInputReason(quick({ aiRole: 'qwrtzp' }))).toBe(UNREADABLE_ROLE_REASON);
    expect(UNREADABLE_DESCRIPTION_REASON).toMatch(/Describe the situation in a sentence or two, e\.g\./);
    // Short but meaningful descriptions are fine.
    expect(findUnreadableInputReason(quick({ description: 'Customer wants a refund.' }))).toBeNull();
  });

  it('is deterministic, and different input gives a visibly different scenario', () => {
    const input = quick({ aiRole: 'Customer', description: 'A customer is upset that a delivery arrived late again and wants compensation.' });
    expect(generateScenarioOffline(input)).toEqual(generateScenarioOffline({ ...input }));
    expect(generateScenarioOffline(input)).not.toEqual(generateScenarioOffline({ ...input, description: 'A customer wants to cancel a gym membership before the contract ends.' }));
  });

  it.each([
    ['Customer Service', 'Upset customer', 'A customer complains that the order arrived broken and wants a refund.'],
    ['Leadership', 'Team member', 'A team member has missed three deadlines and needs feedback in a one-to-one.'],
    ['Sales', 'Procurement manager', 'A buyer wants a lower price before signing the contract with the vendor.'],
    ['HR', 'Software engineer', 'An employee asks for a raise and a promotion after a strong year.'],
    ['Project Management', 'Stakeholder', 'A stakeholder wants to add requirements to the project two weeks before the deadline.'],
  ])('puts a %s scenario in that category', (category, aiRole, description) => {
    expect(generateScenarioOffline(quick({ title: 'Practice', aiRole, myRole: 'Manager', description })).categories[0]).toBe(category);
    expect(SCENARIO_CATEGORIES).toContain(category);
  });

  it('answers the task’s schema with every field filled for many inputs', () => {
    const roles = ['Customer', 'Fisherman', 'Head of Finance', 'Tom Baker', 'Nurse', 'Angry parent'];
    const descriptions = [
      'A parent is unhappy with how the school handled a bullying complaint.',
      'The client wants the project delivered a month early without extra budget.',
      'A nurse asks for more flexible shifts after coming back from parental leave.',
      'An older man in his sixties wants to return a faulty lawnmower without a receipt.',
    ];
    for (const aiRole of roles) {
      for (const description of descriptions) {
        const output = GenerateScenarioOutputSchema.parse(generateScenarioOffline(quick({ aiRole, description })));
        for (const value of Object.values(output.description)) expect(typeof value === 'string' ? value.trim() : value.Overview.trim()).not.toBe('');
        expect(output.categories.length).toBeGreaterThan(0);
        const brief = ScenarioBriefSchema.safeParse(output.brief);
        expect(brief.success, `${aiRole}: ${description}`).toBe(true);
      }
    }
  });

  it('writes a brief that passes the contract for every kind of request, quick and advanced, with files and goals', () => {
    const goals = ['', ' My goal: agree a date for the next step.', ' I want to keep them as a customer.', ' A good outcome: a signed pilot agreement.'];
    const persona = { name: 'Eilidh Mackay', age: '61', gender: 'Female', occupation: 'Harbour Master', background: 'Eilidh has run the harbour at Ullapool for twenty years. She is calm but unyielding.' };
    const descriptions = [
      'A customer complains that the order arrived broken and wants a refund.',
      'The vendor wants to raise prices by 12% from January; our budget is fixed.',
      'Jo has missed three deadlines and seems disengaged.',
      'An employee asks for a raise after two years without one.',
      'The sponsor wants the launch moved forward by a month.',
      'Baltic Freight owes us EUR 48,300 on invoice INV-2291.',
    ];
    for (const description of descriptions) {
      for (const goal of goals) {
        for (const input of [quick({ description: `${description}${goal}` }), quick({ mode: 'Advanced', aiRole: null, myRole: null, persona, description: `${description}${goal}`, fileTexts: ['Policy\nRefunds are paid within 14 days.'] })]) {
          const output = generateScenarioOffline(input);
          expect(ScenarioBriefSchema.safeParse(output.brief).success, input.description).toBe(true);
          expect(output).toEqual(generateScenarioOffline(structuredClone(input)));
        }
      }
    }
  });

  it('keeps the learner’s goal on the learner’s side, never in the character’s situation, facts or lines', () => {
    const { brief, description } = generateScenarioOffline(
      quick({ aiRole: 'Finance director', myRole: 'Credit controller', description: 'Ana Costa is the finance director at Lumen Foods in Porto. Lumen Foods owes us EUR 9,800. My goal: agree a payment plan of three instalments.' }),
    );
    expect(brief.learner.goal).toBe('Agree a payment plan of three instalments.');
    const characterSide = JSON.stringify({ situation: brief.character.situation, facts: brief.character.facts, hidden: brief.character.hiddenFacts, objections: brief.character.objections, opening: brief.character.openingLine, background: description.charactersBackground });
    expect(characterSide).not.toMatch(/my goal|three instalments/i);
    expect(JSON.stringify(brief.character.facts)).toContain('EUR 9,800');
    expect(brief.character.identity).toMatchObject({ organisation: 'Lumen Foods', location: 'Porto' });
  });

  it('puts the files’ facts into the brief and never their names or titles', () => {
    const { brief } = generateScenarioOffline(
      quick({ aiRole: 'Upset customer', myRole: 'Support agent', description: 'The customer wants a refund for a washing machine that arrived broken.', fileTexts: ['Refund Policy\nDamaged goods are replaced free of charge within 30 days of delivery. Refunds are paid within 14 days.'] }),
    );
    const answers = brief.character.facts.map((fact) => fact.answer);
    expect(answers).toContain('Damaged goods are replaced free of charge within 30 days of delivery.');
    expect(brief.character.facts.find((fact) => fact.answer.includes('14 days'))?.keywords).toContain('14 days');
    expect(JSON.stringify(brief)).not.toMatch(/Refund Policy|source 1/);
  });

  it('keeps a stated tone in the identity and opens in it: a guarded character never opens warmly', () => {
    const { brief } = generateScenarioOffline(quick({ aiRole: 'Procurement manager', myRole: 'Account executive', description: 'Nadia Petrova is a procurement manager. She is cold and evasive, and she says our quote is too high.' }));
    expect(brief.character.identity.personality).toBe('cold and evasive');
    expect(brief.character.openingLine).not.toMatch(/good to meet you|nice to see you|thanks so much/i);
  });
});
