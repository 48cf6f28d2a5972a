// The created set's walk halves in the order they were written: each written from its descriptions alone and committed
// before it was first played, in fields no other half uses, to find where the engine fails outside the cases it was
// tuned on. They are read freely (unlike the test half) and have no floors of their own.
import type { CreatedCase } from './created-case.ts';
import { CREATED_WALK_CASES } from './walk-set.ts';
import { CREATED_SECOND_WALK_CASES } from './second-walk-set.ts';
import { CREATED_THIRD_WALK_CASES } from './third-walk-set.ts';
import { CREATED_FOURTH_WALK_CASES } from './fourth-walk-set.ts';
import { CREATED_FIFTH_WALK_CASES } from './fifth-walk-set.ts';
import { CREATED_SIXTH_WALK_CASES } from './sixth-walk-set.ts';
import { CREATED_SEVENTH_WALK_CASES } from './seventh-walk-set.ts';
import { CREATED_EIGHTH_WALK_CASES } from './eighth-walk-set.ts';
import { CREATED_NINTH_WALK_CASES } from './ninth-walk-set.ts';
import { CREATED_TENTH_WALK_CASES } from './tenth-walk-set.ts';
import { CREATED_ELEVENTH_WALK_CASES } from './eleventh-walk-set.ts';
import { CREATED_TWELFTH_WALK_CASES } from './twelfth-walk-set.ts';

export interface WalkHalf {
  /** The column title the figures print under: "created walk", "created walk 2"… */
  title: string;
  cases: readonly CreatedCase[];
  /** Never read: played for its figures alone, like the test half, so it still says what the engine does unseen. */
  heldOut?: boolean;
}

export const CREATED_WALK_HALVES: readonly WalkHalf[] = [
  { title: 'created walk', cases: CREATED_WALK_CASES },
  { title: 'created walk 2', cases: CREATED_SECOND_WALK_CASES },
  { title: 'created walk 3', cases: CREATED_THIRD_WALK_CASES },
  { title: 'created walk 4', cases: CREATED_FOURTH_WALK_CASES },
  { title: 'created walk 5', cases: CREATED_FIFTH_WALK_CASES },
  // Ten fields, descriptions in several people's ways of writing, one character who is the learner's supplier.
  { title: 'created walk 6', cases: CREATED_SIXTH_WALK_CASES },
  // Ten more fields, half of them with characters who are not customers: a tenant, a colleague asking for a pay rise, a
  // supplier chasing payment, a patient's daughter, a student's father.
  { title: 'created walk 7', cases: CREATED_SEVENTH_WALK_CASES },
  // Ten more fields, half of them with characters who are not customers: an employee given hard feedback, a cleaning
  // contractor asking to renew, a neighbour complaining about noise, a volunteer who wants to quit, a hospital patient.
  { title: 'created walk 8', cases: CREATED_EIGHTH_WALK_CASES, heldOut: true },
  // Ten more fields, held out from the start, half of them with characters who are not customers: a nurse swapping a
  // weekend, an employee asking for later hours to care for his mother, a tenant asking to keep a dog, a team leader back
  // from sick leave, a subcontractor disputing a snag list.
  { title: 'created walk 9', cases: CREATED_NINTH_WALK_CASES, heldOut: true },
  // Ten more fields, read freely to find what misses outside the tuned cases share, half of them with characters who
  // are not customers: a hall bookings secretary who gave a slot away, an apprentice who keeps arriving late, a
  // housemate short on the bills, a freelance translator who delivered late, a debut novelist let down by his launch.
  { title: 'created walk 10', cases: CREATED_TENTH_WALK_CASES },
  // Five more fields, read freely and written to find why facts, memory and uncovered citations fail unseen: a card
  // fraud claim, a penalty fare appeal, a school's late furniture order, a homebuyer's survey, a bus driver's incident.
  { title: 'created walk 11', cases: CREATED_ELEVENTH_WALK_CASES },
  // Five more fields, written before the engine was read, to find what fails for a writer who does not know it: an
  // energy catch-up bill, a kennels' injured dog, a cup final squad, a temp's missing overtime, a lapsed mortgage offer.
  { title: 'created walk 12', cases: CREATED_TWELFTH_WALK_CASES },
];
