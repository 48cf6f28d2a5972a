// Leave asked for is granted by telling the character to go ahead ("OK, bring the 12 on Saturday"), and a count said
// alone stands for what the want counts ("the 12" for "the 12 volunteers"). A go-ahead of some other doing, or a
// negated one, grants nothing. Briefs of this file's own.
import { describe, expect, it } from 'vitest';
import { converse, IDENTITY_LINE, quickCharacter } from './conversation.test-helpers.ts';

const COORDINATOR = quickCharacter(
  'Volunteers at the food bank',
  'Volunteer coordinator',
  'Food bank manager',
  'Hannah Reece coordinates volunteers for the Eastfield food bank. The warehouse was short-staffed for the last three Saturdays. She wants to bring the 12 new volunteers from the church group on Saturday and train them on the job.',
);

const MET = /that is what I was asking for|\bagreed, then\b|works for me/i;

function lastReply(line: string): string {
  return converse(COORDINATOR, [IDENTITY_LINE, line]).replies.at(-1)!;
}

describe('leave asked for, granted by a go-ahead', () => {
  it('agrees when told to go ahead with both doings it asked leave for, the count said alone', () => {
    expect(lastReply('OK, bring the 12 on Saturday and train them on the job.')).toMatch(/that is what I was asking for: to bring the 12 new volunteers and to train them/);
  });

  it('takes leave for one doing as that one given, and still asks for the other', () => {
    for (const line of ['Fine, go ahead and bring the 12 new volunteers on Saturday.', 'You can bring the 12 on Saturday.']) {
      const reply = lastReply(line);
      expect(reply).toMatch(/that is what I was asking for: to bring the 12 new volunteers\./);
      expect(reply).toMatch(/your word that I can train them on the job/);
    }
  });

  it('grants nothing by a go-ahead of another doing, or a negated one', () => {
    expect(lastReply('Train the ones you have first.')).not.toMatch(MET);
    expect(lastReply("Don't bring the 12 on Saturday.")).not.toMatch(MET);
  });
});

describe('leave asked for a doing on a day of its own', () => {
  const picker = quickCharacter(
    'Time off for a graduation',
    'Warehouse picker',
    'Shift manager',
    'Kwame Asante has picked orders at the Daventry warehouse for four years. His daughter graduates from Leeds Beckett on 12 July. He wants to leave his shift at noon on 12 July to drive to the ceremony.',
  );
  const reply = (line: string) => converse(picker, [IDENTITY_LINE, line]).replies.at(-1)!;

  it('takes the leave as given without the day said again, the day being his', () => {
    expect(reply('Yes, you can leave your shift at noon to drive to the ceremony.')).toMatch(MET);
    expect(reply('You can leave your shift at noon on 12 July.')).toMatch(MET);
  });

  it('still grants nothing by a refusal or a go-ahead of another doing', () => {
    expect(reply("You can't leave your shift early.")).not.toMatch(MET);
    expect(reply('Swap the shift with someone instead.')).not.toMatch(MET);
  });
});
