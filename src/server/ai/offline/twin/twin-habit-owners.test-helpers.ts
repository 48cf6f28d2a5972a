// Four owners written for the summary's tags from interview answers alone (an upholsterer in Bergen, a crane operator
// at the port of Tema, a Comté cheesemaker in the Jura, a court reporter in Adelaide), in trades and places no
// evaluation set holds. Their answers hold the lines that tempt a tag a reader would refuse: a simile ("I eat like a
// horse", "my hands shook like a wet dog"), a thing met only in passing ("a tennis ball" to mend a hand, "the
// neighbour's cat" fed), a one-off night ("we watched the stars until the firemen came"), a trait said of a husband or
// a wife, a wish, advice to others and a childhood memory. The labels are a reader's: which line shows which tag of the
// owner (their own habit, liking or trait, said of themselves), and which tags a reader would refuse. The last two are
// kept aside: measured before and after the engine changed, never read in between.
// The owners are data in twin-habit-owners.json.
import habitOwners from './twin-habit-owners.json';
import { readerOwnersOf } from './twin-reader-owners.test-helpers.ts';

export const HABIT_OWNERS = readerOwnersOf(habitOwners);

/** The first two, read while the engine was changed; the last two kept aside. */
export const STUDIED_HABIT_OWNERS = HABIT_OWNERS.slice(0, 2);
export const HELD_OUT_HABIT_OWNERS = HABIT_OWNERS.slice(2);
