// Owners of the twin evaluation who are mostly asked in other words than theirs, written from interview answers typed
// as people type them (a terse Hull butcher, a New Zealand farm vet who rambles, a Gaspé-born baker in Montreal whose
// English is his second language) and before the twin was asked anything of them. Their questions ask by a kinder or
// wider word ("Have you got a dog?" of a whippet), by another part of speech ("Where were you raised?" of "I grew
// up in…"), by one word for a phrasal verb ("When did you retire?" of "gave up the shop in 2009"), by the other side
// of a relation, after someone named in the answers, when of a dated doing, and why of a move; a few ask what the
// owner never said. A visible set: read with its misses by `npx tsx src/server/eval/twin/run-twin-fresh.ts
// --tenth-walk`. The owners are data in tenth-walk-set.json.
import { twinOwnersOf } from './twin-case.ts';
import owners from './tenth-walk-set.json';

export const TENTH_WALK_OWNERS = twinOwnersOf(owners);
