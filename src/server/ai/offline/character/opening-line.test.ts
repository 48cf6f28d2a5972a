import { describe, expect, it } from 'vitest';
import type { CharacterReplyInput } from '../../tasks/character-reply/schema.ts';
import { openingLine } from './opening-line.ts';
import { buildCharacterInput } from '../../../test/character-input.ts';

function buildInput(overrides: Partial<CharacterReplyInput> = {}): CharacterReplyInput {
  const base = buildCharacterInput();
  return buildCharacterInput({
    character: { ...base.character, scenarioSnippet: 'Maria is unhappy that the last delivery arrived two weeks late. She wants a discount.' },
    facts: ['The approved budget for next year is 120,000 euros, per budget-2025.xlsx.', 'Deliveries must arrive within 48 hours of an order.'],
    ...overrides,
  });
}

const EMPTY_CHARACTER = { name: '', gender: '', age: '', occupation: '', background: '', scenarioSnippet: '', relevanceToScenario: '' };
// Abbreviations such as "St." do not end a sentence.
const sentenceCount = (text: string) => text.split(/(?<!\b(?:St|Mr|Mrs|Ms|Dr|Inc|Ltd)\.)(?<=[.!?…"])\s+(?=[A-Z"])/).filter(Boolean).length;

describe('[AI] offline character opening line', () => {
  it('greets, says who the character is and raises the concern in the first person', () => {
    const line = openingLine(buildInput());
    expect(line).toMatch(/^(Hello|Hi|Good to see you)/);
    expect(line).toMatch(/Maria/);
    expect(line).toContain('procurement manager at St. Anne Hospital');
    expect(line).toContain('I am unhappy that the last delivery arrived two weeks late.');
    expect(sentenceCount(line)).toBeGreaterThanOrEqual(1);
    expect(sentenceCount(line)).toBeLessThanOrEqual(3);
  });

  it('is the same for the same scenario and differs between characters', () => {
    expect(openingLine(buildInput())).toBe(openingLine(buildInput()));
    const other = openingLine(
      buildInput({ character: { ...buildInput().character, name: 'Tom Baker', occupation: 'Head of IT', scenarioSnippet: 'Tom needs the migration finished before the audit.' } }),
    );
    expect(other).toMatch(/Tom/);
    expect(other).toContain('I need the migration finished before the audit.');
    expect(other).not.toBe(openingLine(buildInput()));
  });

  it('states no figure or file name beyond what the character and scenario say', () => {
    const input = buildInput({ character: { ...buildInput().character, scenarioSnippet: 'Maria is owed 3 replacement pallets since 12 May.' } });
    const line = openingLine(input);
    expect(line).toContain('I am owed 3 replacement pallets since 12 May.');
    const source = JSON.stringify([input.character, input.overview, input.scenarioName]);
    for (const number of line.match(/\d[\d,.]*/g) ?? []) expect(source).toContain(number.replace(/[.,]$/, ''));
    expect(line).not.toMatch(/120,000|48 hours|\.xlsx|budget-2025/);
  });

  it('speaks plain text even when the description carries markdown', () => {
    const line = openingLine(buildInput({ character: { ...buildInput().character, name: '**Maria Keller**', scenarioSnippet: '## Maria is *very* unhappy about `late` deliveries.' } }));
    expect(line).not.toMatch(/[*#`]/);
    expect(line).toContain('I am very unhappy about late deliveries.');
  });

  it('reads well when the description lost its fields', () => {
    const onlyName = openingLine(buildInput({ overview: '', character: { ...EMPTY_CHARACTER, name: 'Maria Keller' } }));
    expect(onlyName).toMatch(/^(Hello, I'm|Hi,) Maria Keller/);
    expect(onlyName).toContain('"Renewing the hospital contract"');

    const onlyOverview = openingLine(buildInput({ character: EMPTY_CHARACTER }));
    expect(onlyOverview).toContain('Here is where things are: a supplier renews a contract with a sceptical hospital buyer.');

    const nothing = openingLine(buildInput({ scenarioName: '', overview: '', character: EMPTY_CHARACTER }));
    expect(nothing).toMatch(/^Hello/);
    expect(nothing).not.toMatch(/undefined|null|""|\s,|\.\./);
    for (const line of [onlyName, onlyOverview, nothing]) expect(sentenceCount(line)).toBeLessThanOrEqual(3);
  });
});
