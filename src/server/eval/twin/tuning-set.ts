// The tuning half of the twin evaluation: the engine may be changed while reading these results. An owner like the
// one of the 2026-12-01 walk (a retired hospital pharmacist), a set of lines that tempt a wrong tag, and three owners
// that were once the test half and were moved here after their replies had been read.
// The owners are data in tuning-set.json.
import { twinOwnersOf } from './twin-case.ts';
import owners from './tuning-set.json';

export const TUNING_OWNERS = twinOwnersOf(owners);
