import { describe, expect, it } from 'vitest';
import { findUnreadableInputReason, findUnreadablePersonaReason, findUnreadableRubricReason, isReadableRole, PERSONA_EXAMPLE, RUBRIC_EXAMPLE } from './readable-input.ts';

describe('[GENERATION] unreadable prompts fail with a reason that says what to write', () => {
  it.each(['asdkjh qwe', 'qwerty asdf zxcv', '???', '12345 678', '!!! ... ---', 'x', 'hjkl', 'blorf zint vrass'])('refuses %j as a persona and as a rubric', (text) => {
    expect(findUnreadablePersonaReason(text, true)).toBe(`We could not read a character in “${text}”. Describe who they are, for example: ${PERSONA_EXAMPLE}`);
    expect(findUnreadableRubricReason(text, true)).toBe(
      `We could not read what to grade in “${text}”. Describe the conversation and what good looks like, for example: ${RUBRIC_EXAMPLE}`,
    );
  });

  it('names the example the brief gives, and quotes a long input cut at a word', () => {
    expect(PERSONA_EXAMPLE).toBe('“A 45-year-old purchasing manager at a hospital who thinks our price is too high.”');
    const reason = findUnreadablePersonaReason(`${'qwrt '.repeat(30)}`, true);
    expect(reason).toMatch(/^We could not read a character in “(?:qwrt ){10,}qwrt…”\./);
  });

  it.each(['upset customer', 'Fisherman', 'Nurse', 'Mrs Okafor', 'A retired fisherman opposing a harbour project', 'Sceptical buyer'])('reads the short real prompt %j', (text) => {
    expect(findUnreadablePersonaReason(text, true)).toBeNull();
    expect(findUnreadablePersonaReason(text, false)).toBeNull();
  });

  it('reads short real rubric descriptions', () => {
    for (const text of ['upset customer', 'Coaching a new hire through a first mistake', 'letting the customer finish, confirming the refund amount and offering a follow-up call']) {
      expect(findUnreadableRubricReason(text, true), text).toBeNull();
    }
  });

  it('leaves words the tables do not know to a model, but never keyboard mashing', () => {
    expect(findUnreadablePersonaReason('lorem ipsum dolor sit amet', true)).not.toBeNull();
    expect(findUnreadablePersonaReason('lorem ipsum dolor sit amet', false)).toBeNull();
    expect(findUnreadablePersonaReason('asdkjh qwe', false)).not.toBeNull();
    expect(findUnreadableRubricReason('???', false)).not.toBeNull();
  });

  it('reads a role with an abbreviation in it, and still refuses mashing written in capitals', () => {
    for (const role of ['PhD student', 'HR manager', 'CEO', 'MSc supervisor', 'IT support analyst']) expect(isReadableRole(role), role).toBe(true);
    for (const role of ['QWRTZXC', 'xkcd qwrt', 'BCDFGHJK']) expect(isReadableRole(role), role).toBe(false);
  });

  it('reads a role that WordNet files as a kind of person, whatever its ending', () => {
    for (const role of ['Nephew', 'Apprentice', 'Widow', 'Chaplain', 'Flatmate', 'Grieving cousin']) expect(isReadableRole(role), role).toBe(true);
    const description =
      'Owen Price, 34, is the nephew of the late Gwen Price and says the executor sold her cottage in Tenby for £180,000 below its value without asking the family.';
    expect(findUnreadableInputReason({ aiRole: 'Nephew', description, persona: null })).toBeNull();
  });
});
