// Owners of the twin evaluation written to find where the meaning gate fails, in lives no other set holds, from
// interview answers alone and before the twin was asked anything of them: a ferry engineer in Istanbul and a piano
// tuner in Kraków, thirty questions each, many in other words than the owner's. A visible set: read with its misses
// by `npx tsx src/server/eval/twin/run-twin-fresh.ts --second-walk`.
// The owners are data in second-walk-set.json.
import { twinOwnersOf } from './twin-case.ts';
import owners from './second-walk-set.json';

export const SECOND_WALK_OWNERS = twinOwnersOf(owners);
