// Owners of the twin evaluation in three lives no other set holds, written from interview answers alone and before
// the twin was asked anything of them: a Govan shipyard welder who was paid off and drove Glasgow buses for
// twenty-nine years and races pigeons ("doos", "weans", "doon the watter"), a church pianist and piano teacher born in
// Daegu who came to Los Angeles in 1976, and a head teacher in Nairobi, born in Othaya, who kept bees. Sixteen
// questions each, of every kind, asked as a grandchild would; their three unanswerable questions sit next to what they
// said (a pigeon racer asked how many birds are in his loft, a teacher whose student played the Walt Disney Concert
// Hall asked whether she played there herself, a beekeeper asked whether he was ever badly stung). A visible set: read
// with its misses by `npx tsx src/server/eval/twin/run-twin-fresh.ts --eighth-walk`. The owners are data in
// eighth-walk-set.json.
import { twinOwnersOf } from './twin-case.ts';
import owners from './eighth-walk-set.json';

export const EIGHTH_WALK_OWNERS = twinOwnersOf(owners);
