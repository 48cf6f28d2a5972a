// Owners of the twin evaluation whose unanswerable questions sit close to what they said, written from interview
// answers typed as people type them (lower case, few stops, English as a second language) and before the twin was
// asked anything of them: a Sheffield bus driver who coached his son's football team, a Swansea hairdresser whose son
// lives in Australia, and a Polish-born carpenter in London. Their unanswerable questions use their words in another
// sense ("Do you like football?" of the coach, "What was your first car?" of the bus driver, "Did you ever live
// abroad?" of a man who went to Spain on holiday), ask after someone named but never described, ask when of a thing
// never dated, and ask what advice their father gave of owners who only gave advice to others. A visible set: read
// with its misses by `npx tsx src/server/eval/twin/run-twin-fresh.ts --ninth-walk`. The owners are data in
// ninth-walk-set.json.
import { twinOwnersOf } from './twin-case.ts';
import owners from './ninth-walk-set.json';

export const NINTH_WALK_OWNERS = twinOwnersOf(owners);
