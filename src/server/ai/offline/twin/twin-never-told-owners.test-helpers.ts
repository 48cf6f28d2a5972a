// Two owners for the built-in twin's tests on what it was never told, written for these tests: a retired ferry engineer
// on São Miguel whose husband fears heights, whose brother sells insurance, who worked on ferries and wished for a
// boat and never learned to swim; and a Duluth ore-dock loader turned piano tuner, whose brother hates flying, whose
// wife teaches chemistry and who would love to see Japan one day. Half of what each is asked they never said of
// themselves: it is said of someone else, only wished, or said with another doing. The owners are data in
// twin-never-told-owners.json, read through the twin set's contract.
import { twinOwnersOf } from '../../../eval/twin/twin-case.ts';
import neverToldOwners from './twin-never-told-owners.json';

export const NEVER_TOLD_OWNERS = twinOwnersOf(neverToldOwners);
