// Owners of the twin evaluation written as people answer an interview, at length and wandering off (family, work,
// places, pastimes, feelings and advice in one answer), in lives no other set holds, from interview answers alone and
// before the twin was asked anything of them: a hospital radiographer on night shifts in Quezon City, a retired dairy
// farmer in Wisconsin and a tram driver in Marseille, thirty questions each, many in other words than the owner's. A
// visible set: read with its misses by `npx tsx src/server/eval/twin/run-twin-fresh.ts --third-walk`.
// The owners are data in third-walk-set.json.
import { twinOwnersOf } from './twin-case.ts';
import owners from './third-walk-set.json';

export const THIRD_WALK_OWNERS = twinOwnersOf(owners);
