// The test half of the meaning sets: the engine is never tuned against these lines, and meaning.test.ts fails if one
// of them appears in the engine's source. The cases are data in test-set.json, read through the cases' contract.
import { MeaningCasesSchema, type MeaningCase } from './meaning-case.ts';
import testCases from './test-set.json';

export const TEST_CASES: readonly MeaningCase[] = MeaningCasesSchema.parse(testCases);
