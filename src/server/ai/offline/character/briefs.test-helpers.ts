// Character briefs the dialogue manager's tests play against: a sceptical hospital buyer (sales), a customer whose
// washing machine broke twice (a complaint call) and a quiet data analyst in a one-to-one with her manager.
// The briefs are data in briefs.json, read through the brief's contract as they load.
import { z } from 'zod';
import { CharacterBriefSchema, type CharacterBrief } from '../../../../shared/contracts/character-brief.ts';
import briefs from './briefs.json';

/** Briefs kept as data, each by a short name: every name present, none unknown, each brief in the contract's shape. */
export function briefsByName<const Name extends string>(data: unknown, names: readonly [Name, ...Name[]]): Record<Name, CharacterBrief> {
  return z.record(z.enum(names), CharacterBriefSchema).parse(data);
}

const BRIEFS = briefsByName(briefs, ['hospitalBuyer', 'brokenMachineCustomer', 'quietAnalyst']);

export const HOSPITAL_BUYER = BRIEFS.hospitalBuyer;
export const BROKEN_MACHINE_CUSTOMER = BRIEFS.brokenMachineCustomer;
export const QUIET_ANALYST = BRIEFS.quietAnalyst;
