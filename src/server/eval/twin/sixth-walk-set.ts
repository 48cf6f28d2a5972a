// Owners of the twin evaluation in three working lives no other set holds, written from interview answers alone and
// before the twin was asked anything of them: a retired bus mechanic from Glasgow who talks in Scots words ("weans",
// "cannae", "hen"), a pharmacist who came to London from Lagos at thirty and speaks formally, and a Lancashire primary
// school dinner lady who also ran a cake stall on Bury market. Sixteen questions each, of every kind, asked as a
// grandchild would; their three unanswerable questions sit next to what they said (a mechanic asked whether he drove
// the buses, a man who named his sister asked whether she has children). A visible set: read with its misses by
// `npx tsx src/server/eval/twin/run-twin-fresh.ts --sixth-walk`.
// The owners are data in sixth-walk-set.json.
import { twinOwnersOf } from './twin-case.ts';
import owners from './sixth-walk-set.json';

export const SIXTH_WALK_OWNERS = twinOwnersOf(owners);
