// Owners of the twin evaluation written as real people talk, unlike every other set, from interview answers alone and
// before the twin was asked anything of them: a retired builder in Tuam who rambles and tells stories in the words of
// the west of Ireland ("herself", "the craic", "on the buildings"), an alterations tailor in Footscray whose English is
// a second language (short sentences, the present for the past, "my husband he…"), and a retired midwife in Spanish
// Town who answers through other people ("My daughter says I…", "People always told me…"). Forty-eight questions each,
// as many of each kind as each owner of the test half, asked as a grandchild or a visitor would, in their own words. A
// visible set: read with its misses by `npx tsx src/server/eval/twin/run-twin-fresh.ts --fourth-walk`.
// The owners are data in fourth-walk-set.json.
import { twinOwnersOf } from './twin-case.ts';
import owners from './fourth-walk-set.json';

export const FOURTH_WALK_OWNERS = twinOwnersOf(owners);
