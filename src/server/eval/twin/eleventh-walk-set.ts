// Owners of the twin evaluation asked about their work, their advice and their likings as a grandchild, a friend or a
// visitor asks, without reading the answers first: a Sylhet-born mill hand turned Bradford restaurant owner who
// writes English as his second language, a Cork telephonist widowed with six children who rambles, and a Brisbane-born
// Qantas steward married to a Sydney florist who types in scraps. Written before the twin was asked anything of them,
// about eight work, six advice, eight likes and eight family questions each, five in other words than theirs and five
// they never answered (some about likings they never spoke of). A visible set: read with its misses by
// `npx tsx src/server/eval/twin/run-twin-fresh.ts --eleventh-walk`. The owners are data in eleventh-walk-set.json.
import { twinOwnersOf } from './twin-case.ts';
import owners from './eleventh-walk-set.json';

export const ELEVENTH_WALK_OWNERS = twinOwnersOf(owners);
