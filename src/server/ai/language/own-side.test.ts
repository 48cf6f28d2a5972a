import { describe, expect, it } from 'vitest';
import { readWords } from './lemmas.ts';
import { briefSides, ownSideSubjectEnd, type BriefOfSides, type ScenarioSides } from './own-side.ts';

function brief(situation: string, occupation: string, organisation = ''): BriefOfSides {
  return { situation, openingLine: 'I want this sorted.', identity: { organisation, occupation }, facts: [] };
}

/** Whether the sentence's opening subject is the learner's side. */
function isOwnSide(sentence: string, sides?: ScenarioSides): boolean {
  return ownSideSubjectEnd(readWords(sentence).filter((word) => word.isWord || /^'/.test(word.text)), 0, sides) > 0;
}

const DENTAL = briefSides(brief('Tom Reid is a patient. He is talking with a practice manager. His crown came loose two weeks after it was fitted.', 'Patient'));
const SURGERY = briefSides(brief('Ann Hale is a patient at Brookside Surgery. Her repeat prescription was sent to the wrong pharmacy.', 'Patient'), 'Missed prescription. You are a receptionist.');
const TENANCY = briefSides(brief('Sam Cole is a tenant. He is talking with a letting agent. His deposit of £1,200 is held in a protection scheme.', 'Tenant'));
const BANKING = briefSides(brief('Priya Sandhu owns a bakery. She is talking with a business banking adviser. Her loan was refused.', 'Bakery owner', 'Rise & Shine'));
const PHARMACY = briefSides(brief('Joan Whitaker is a customer. She is talking with a pharmacist. She was given the wrong dose.', 'Customer'));

describe('the learner\'s side, read from the scenario', () => {
  it('is the body of the learner\'s stated role, or of a word of its family', () => {
    expect(isOwnSide('The practice will cover it.', DENTAL)).toBe(true);
    expect(isOwnSide('The bank will pay the fee.', BANKING)).toBe(true);
    expect(isOwnSide('The pharmacy can refund the charge.', PHARMACY)).toBe(true);
  });

  it('is a body the scenario names that is not the character\'s', () => {
    expect(isOwnSide('The surgery will send it today.', SURGERY)).toBe(true);
  });

  it('is never a body the scenario does not name, nor the character\'s own', () => {
    expect(isOwnSide('The bank will pay.', TENANCY)).toBe(false);
    expect(isOwnSide('The council will cover it.', DENTAL)).toBe(false);
    expect(isOwnSide('The bakery will cover it.', BANKING)).toBe(false);
  });

  it('reads "I", "we" and "our …" as the learner\'s in any scenario', () => {
    expect(isOwnSide('We will cover it.', TENANCY)).toBe(true);
    expect(isOwnSide('Our office will cover it.', TENANCY)).toBe(true);
  });

  it('reads a body in grammar only without a scenario', () => {
    expect(isOwnSide('The council will cover it.')).toBe(true);
    expect(isOwnSide('The insurer will pay.')).toBe(false);
  });
});
