// Owners of the twin evaluation written for precision, in lives no other set holds, from interview answers alone: a
// reindeer herder in Guovdageaidnu, a tea taster at the Mombasa auction and a lock keeper on the Canal du Midi. Their
// unanswerable questions sit close to what they said ("Is your mother still alive?" where only her trade is told,
// "Do you have grandchildren?" where only children are), so a sentence that merely names the same person or thing is
// an unrelated quote. `npx tsx src/server/eval/twin/run-twin-fresh.ts --close-calls` plays them.
// The owners are data in close-call-set.json.
import { twinOwnersOf } from './twin-case.ts';
import owners from './close-call-set.json';

export const CLOSE_CALL_OWNERS = twinOwnersOf(owners);
