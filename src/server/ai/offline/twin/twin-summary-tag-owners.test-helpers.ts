// Three owners written for the offline summary's tags and sections (a lighthouse keeper, a florist, a bus driver),
// whose answers hold the lines that tempt a wrong tag: what a wife or a brother does, a wish ("if I had children"),
// advice given rather than a habit kept ("save a little every month"), a subject talked about, and sentences that
// open on "He", "She" or "That". The labels are a reader's: which line shows which tag of the owner.
// The owners are data in twin-summary-tag-owners.json.
import { twinOwnersOf } from '../../../eval/twin/twin-case.ts';
import tagOwners from './twin-summary-tag-owners.json';

export const TAG_OWNERS = twinOwnersOf(tagOwners);
