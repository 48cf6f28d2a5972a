// Owners of the twin evaluation in three lives no other set holds, written from interview answers alone and before
// the twin was asked anything of them: a retired Newlyn fisherman who talks in Cornish words ("my 'ansum", "maid",
// "emmets"), a shopkeeper born in a Punjabi village who came to Leicester in 1972 and worked in a hosiery factory
// before his corner shop, and a district nurse from Montego Bay who nursed in Handsworth and sang alto in her church
// choir. Sixteen questions each, of every kind, asked as a grandchild would; their three unanswerable questions sit
// next to what they said (a fisherman who watched the lifeboat go out asked whether he served on it, a man who has
// been to the Golden Temple eleven times asked how often he went back to his village, a choir alto asked whether she
// sang a solo). A visible set: read with its misses by `npx tsx src/server/eval/twin/run-twin-fresh.ts --seventh-walk`.
// The owners are data in seventh-walk-set.json.
import { twinOwnersOf } from './twin-case.ts';
import owners from './seventh-walk-set.json';

export const SEVENTH_WALK_OWNERS = twinOwnersOf(owners);
