// The test half of the twin evaluation: the engine is never changed while reading these results, run-twin.ts prints
// only their totals, and twin-eval.test.ts fails if one of their sentences or questions appears in the engine's source.
// The owners are data in test-set.json.
import { twinOwnersOf } from './twin-case.ts';
import owners from './test-set.json';

export const TEST_OWNERS = twinOwnersOf(owners);
