// The walk set of the twin evaluation: three owners in trades no other set holds (a retired air traffic controller in
// Iceland, a court sign-language interpreter in Nairobi, a retired saddle maker in Salta), written from interview
// answers alone and asked 40 questions each, feelings among them. It is printed as its own line, apart from the tuning
// and test halves: its misses may be read, and the engine is changed only for causes it shares with other owners.
// The owners are data in walk-set.json.
import { twinOwnersOf } from './twin-case.ts';
import owners from './walk-set.json';

export const WALK_OWNERS = twinOwnersOf(owners);
