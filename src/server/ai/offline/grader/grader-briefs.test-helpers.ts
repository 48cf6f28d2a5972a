// Character briefs written by hand for the grader's tests, each in a field no evaluation set plays: a parent whose
// son's driving test was cancelled, a cyclist whose hire bike's brake failed, a narrowboat owner whose boatyard bill
// went up, and a kennels owner whose pet-food deliveries came late and short.
// The briefs are data in grader-briefs.json, read through the brief's contract as they load.
import { briefsByName } from '../character/briefs.test-helpers.ts';
import graderBriefs from './grader-briefs.json';

const BRIEFS = briefsByName(graderBriefs, ['drivingSchool', 'bikeHire', 'boatyard', 'kennels']);

export const DRIVING_SCHOOL_PARENT = BRIEFS.drivingSchool;
export const BIKE_HIRE_CUSTOMER = BRIEFS.bikeHire;
export const BOATYARD_CUSTOMER = BRIEFS.boatyard;
export const KENNELS_OWNER = BRIEFS.kennels;
