// The matter is what the title and the description say happened, not what follows from it: a time the title names is
// part of the thing before it ("the press downtime"), and a lower-case noun is read in its common senses, never as a
// name WordNet lists first ("crane" is a machine, not the writer Stephen Crane). Briefs of this file's own.
import { describe, expect, it } from 'vitest';
import { commonNounKinds, nounKinds } from '../../language/wordnet.ts';
import { quickCharacter } from './conversation.test-helpers.ts';
import { openingLine } from './opening-line.ts';
import { matterOf } from './stock-lines.ts';

const PRESS_TITLE = 'Press downtime at the print works';
const PRINTER = quickCharacter(
  PRESS_TITLE,
  'Print works manager, Owen Lloyd',
  'Operations director',
  "Owen Lloyd manages the print works at Valley Press in Cardiff. The main printing press has been down since 2 May because a spare part is stuck at customs, and the downtime will last until 20 May. Each day of lost output costs the firm £3,000 in late fees to publishers. Owen has moved two printers to the finishing line. He wants the customers told today and a written note that the late fees are not his staff's doing.",
);

const QUAY_TITLE = 'The broken crane at Berth 4';
const SUPERVISOR = quickCharacter(
  QUAY_TITLE,
  'Shift supervisor, Sam Okafor',
  'Terminal manager',
  'Sam Okafor runs the night shift at the Tilbury container terminal. The quay crane at Berth 4 broke down on 6 June and the spare motor will not arrive until 19 June. Every ship held at anchor costs the shipping line £12,000 a day in charges. Sam has moved his team to the rail yard. He wants the captains told tonight and a written record that his team did not cause the breakdown.',
);

describe('the matter a created character opens with', () => {
  it('is the thing with the time the title names, as the opening and the stock lines say it', () => {
    expect(openingLine({ brief: PRINTER })).toMatch(/\bthe press downtime\b/);
    expect(matterOf(PRINTER, PRESS_TITLE)).toBe('the press downtime');
  });

  it('reads a lower-case noun in its common sense, not as a name', () => {
    expect(nounKinds('crane', 1)).toEqual(['person']);
    expect(commonNounKinds('crane', 1)).toEqual(['artifact']);
    expect(openingLine({ brief: SUPERVISOR })).toMatch(/\bthe broken crane\b/);
    expect(matterOf(SUPERVISOR, QUAY_TITLE)).toMatch(/\bcrane\b/);
  });
});
