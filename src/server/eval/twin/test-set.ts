// The test half of the twin evaluation: never read while changing the engine. twin-eval.test.ts fails if any sentence
// here appears in the engine's source (src/server/ai/offline).
import type { TwinOwnerCase } from './twin-case.ts';

export const TEST_OWNERS: readonly TwinOwnerCase[] = [];
