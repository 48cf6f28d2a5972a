// Character briefs as a person's own description gives them, in fields the samples do not cover: the three created
// scenarios of the 2026-12-01 conversation review (a nurse rota, a deposit dispute, code review feedback) and five
// written for these tests (a school, a bank, a restaurant supplier, an IT service desk, a building project). Each
// fact's keywords are the description's own words, so a question in other words must be understood by meaning.
// The briefs are data in created-briefs.json, read through the brief's contract as they load.
import { briefsByName } from './briefs.test-helpers.ts';
import createdBriefs from './created-briefs.json';

/** Every created brief, by a short name. */
export const CREATED_BRIEFS = briefsByName(createdBriefs, ['rota', 'deposit', 'feedback', 'school', 'bank', 'supplier', 'itDesk', 'building']);

export const ROTA_NURSE = CREATED_BRIEFS.rota;
export const DEPOSIT_TENANT = CREATED_BRIEFS.deposit;
export const REVIEW_ENGINEER = CREATED_BRIEFS.feedback;
export const SCHOOL_PARENT = CREATED_BRIEFS.school;
export const BANK_CUSTOMER = CREATED_BRIEFS.bank;
export const RESTAURANT_SUPPLIER = CREATED_BRIEFS.supplier;
export const IT_DESK_USER = CREATED_BRIEFS.itDesk;
export const BUILDING_CLIENT = CREATED_BRIEFS.building;
