// A question asked again some lines later ("Sorry, who did you say sent it over?" after "Who sent you the proof?") asks
// for the fact the earlier question drew, not for another fact its verb alone comes near ("…you sent me a quote…"): the
// pronoun stands for what the earlier question named, so the name said is the one told then, and no memory is claimed
// for a name that never answered it.
import { describe, expect, it } from 'vitest';
import { converse, quickCharacter } from './conversation.test-helpers.ts';

const CAFE_OWNER = quickCharacter(
  'Café owner whose menus were misprinted',
  'Café owner',
  'Print shop manager',
  'Owen Price runs a café in Cardiff. On 4 March we sent him a quote for 500 menus for his café, Crumb Corner, at £180, due on 11 March. The menus arrived on 18 March with the prices misprinted. Owen says the proof only reached him on 9 March, from our designer, Leah Morgan.',
);

describe('[CHARACTER] a question asked again as it was before', () => {
  const { replies } = converse(CAFE_OWNER, ['How many menus was the quote for?', 'Who sent you the proof?', 'When did they turn up?', 'Do you get many tourists in Cardiff?', 'Sorry, who did you say sent it over?']);

  it('told the name the first time it was asked', () => {
    expect(replies[1]).toContain('Leah Morgan');
  });

  it('says that name again, not one from another fact the verb comes near', () => {
    expect(replies[4]).toContain('Leah Morgan');
    expect(replies[4]).not.toContain('Crumb Corner');
  });
});
