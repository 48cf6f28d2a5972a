import { describe, expect, it } from 'vitest';
import closeCalls from './close-call-set.json';
import eighthWalk from './eighth-walk-set.json';
import eleventhWalk from './eleventh-walk-set.json';
import ninthWalk from './ninth-walk-set.json';
import tenthWalk from './tenth-walk-set.json';
import twelfthWalk from './twelfth-walk-set.json';
import thirteenthWalk from './thirteenth-walk-set.json';
import fifthWalk from './fifth-walk-set.json';
import fourthWalk from './fourth-walk-set.json';
import freshSet from './fresh-set.json';
import { FreshSetSchema } from './fresh-set.ts';
import secondWalk from './second-walk-set.json';
import seventhWalk from './seventh-walk-set.json';
import sixthWalk from './sixth-walk-set.json';
import test from './test-set.json';
import thirdWalk from './third-walk-set.json';
import tuning from './tuning-set.json';
import { TwinOwnerCasesSchema } from './twin-case.ts';
import walk from './walk-set.json';

describe('the twin sets kept as data', () => {
  it.each(Object.entries({ walk, secondWalk, thirdWalk, fourthWalk, fifthWalk, sixthWalk, seventhWalk, eighthWalk, ninthWalk, tenthWalk, eleventhWalk, twelfthWalk, thirteenthWalk, closeCalls, tuning, test }))('%s parses', (_name, owners) => {
    expect(TwinOwnerCasesSchema.safeParse(owners).error?.issues).toBeUndefined();
  });

  it('parses the fresh set, its owners to read and its held-out ones', () => {
    expect(FreshSetSchema.safeParse(freshSet).error?.issues).toBeUndefined();
  });

  it('refuses an answer keyed by a question the interview does not have, and a question of an unknown kind', () => {
    const [owner] = walk;
    expect(TwinOwnerCasesSchema.safeParse([{ ...owner!, answers: { 21: 'One more thing.' } }]).success).toBe(false);
    expect(TwinOwnerCasesSchema.safeParse([{ ...owner!, questions: [{ ask: 'Why?', kind: 'reasons', facts: [] }] }]).success).toBe(false);
  });
});
