// Owners of the twin evaluation asked mostly about their work and their advice, in other words than theirs, as a
// grandchild, a friend or a visitor asks, without reading the answers first: a retired Welsh railway signalman who
// writes at length, a Filipino-born ICU nurse in Toronto who types in scraps, and a Dutch-born dairy farmer in Wisconsin
// who writes plainly. Written before the twin was asked anything of them: ten work, eight advice, eight family, six
// likes and four other-words questions each, and four they never answered. A visible set: read with its misses by
// `npx tsx src/server/eval/twin/run-twin-fresh.ts --twelfth-walk`. The owners are data in twelfth-walk-set.json.
import { twinOwnersOf } from './twin-case.ts';
import owners from './twelfth-walk-set.json';

export const TWELFTH_WALK_OWNERS = twinOwnersOf(owners);
