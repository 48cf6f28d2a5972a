// Owners of the twin evaluation written after the walk set, in lives no other set holds, from interview answers alone:
// three to read (a silk ikat weaver in Margilan, a canoe builder and rugby referee in Nuku'alofa, a cigar roller in
// Pinar del Río) and two held out (a retired mine-rescue paramedic in Welkom, a wasabi grower in Shizuoka), whose
// replies are not read: only their totals are printed, at the start and the end of a change, as a check nobody tuned
// to. `npx tsx src/server/eval/twin/run-twin-fresh.ts` plays them.
// The owners are data in fresh-set.json.
import { z } from 'zod';
import { TwinOwnerCasesSchema, type TwinOwnerCase } from './twin-case.ts';
import freshSet from './fresh-set.json';

/** The shape of fresh-set.json: the owners to read, and the held-out ones. */
export const FreshSetSchema = z.strictObject({ fresh: TwinOwnerCasesSchema, heldOut: TwinOwnerCasesSchema });

const OWNERS = FreshSetSchema.parse(freshSet);
export const FRESH_OWNERS: readonly TwinOwnerCase[] = OWNERS.fresh;
/** Held out: played only at the start and the end of a change, totals printed, replies never read. */
export const HELD_OUT_OWNERS: readonly TwinOwnerCase[] = OWNERS.heldOut;
