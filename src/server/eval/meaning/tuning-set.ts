// The tuning half of the meaning sets: the engine's negation reading may be adjusted against these lines. Fields the
// samples do not cover: a parent's complaint to a school, a bank refusing a loan, a restaurant and its supplier. The
// cases are data in tuning-set.json, read through the cases' contract.
import { MeaningCasesSchema, type MeaningCase } from './meaning-case.ts';
import tuningCases from './tuning-set.json';

export const TUNING_CASES: readonly MeaningCase[] = MeaningCasesSchema.parse(tuningCases);
