// Reading what a person told their Engram: the word lists the chat uses to tell what a summary section is about, and
// the Engram's fixed sentences. Words, stems and sentences come from the shared text module.
import type { TwinSummarySectionName } from '../../../shared/contracts/twin-constants.ts';
import type { TwinReplyListener } from '../contracts/twin-reply.ts';
import { stemWord } from './text.ts';

const stems = (words: string) => new Set(words.split(/\s+/).filter(Boolean).map(stemWord));

/** The words a memory must mention to speak to a section of the summary. */
export const SECTION_WORDS: Record<TwinSummarySectionName, Set<string>> = {
  family: stems(
    'family families mother mom mum mummy mommy father dad daddy parent parents sister sisters brother brothers sibling siblings son sons ' +
      'daughter daughters child children kid kids grandmother grandma granny nan nana grandfather grandpa granddad grandparent grandparents ' +
      'grandchild grandchildren grandson granddaughter aunt auntie uncle cousin cousins niece nephew relatives',
  ),
  friends: stems('friend friends friendship buddy buddies pal pals classmate classmates neighbour neighbours neighbor neighbors'),
  loved_ones: stems(
    'partner partners wife husband spouse girlfriend boyfriend fiance fiancé fiancee fiancée married marriage wedding sweetheart darling',
  ),
  hobby: stems(
    'hobby hobbies garden gardening fishing hiking hike cycling bike marathon swimming painting drawing sketching photography ' +
      'cooking baking knitting sewing woodworking carpentry chess guitar piano violin singing choir dancing golf tennis football soccer ' +
      'basketball baseball yoga camping birdwatching pottery crosswords puzzles sailing skiing climbing',
  ),
  interest: stems(
    'interest interests interested fascinated fascinating passion curious book books novel novels music song songs film films movie movies ' +
      'museum history science art poetry philosophy politics astronomy theatre theater jazz language languages',
  ),
  work_life: stems(
    'work worked working job jobs career office colleague colleagues boss business company profession employer retired retirement ' +
      'factory shop clinic hospital classroom teaching teacher nurse engineer farm',
  ),
  values: stems('value values believe belief faith honesty kindness respect principle principles matters important proud advice regret'),
};

/** How a section is named in a sentence ("Nothing about loved ones yet …"). */
export const SECTION_PHRASES: Record<TwinSummarySectionName, { about: string; questions: string }> = {
  family: { about: 'family', questions: 'family' },
  friends: { about: 'friends', questions: 'friends' },
  loved_ones: { about: 'loved ones', questions: 'loved ones' },
  hobby: { about: 'hobbies', questions: 'hobby' },
  interest: { about: 'interests', questions: 'interest' },
  work_life: { about: 'work and life', questions: 'work and life' },
  values: { about: 'values', questions: 'values' },
};

/** What an empty section says: nothing was told, and how to tell it. */
export function emptySectionText(section: TwinSummarySectionName): string {
  const phrase = SECTION_PHRASES[section];
  return `Nothing about ${phrase.about} yet. Answer the ${phrase.questions} questions or add a memory.`;
}

/** What the twin says to its owner about something they never shared (the model is told to say the same). */
export const TWIN_UNKNOWN_REPLY = 'I’ve never really talked about that, so I won’t guess.';

/**
 * What the twin says to an heir or a visitor about something it cannot speak of: the same words whether it was never
 * shared or kept private, so the decline never tells them that something private exists.
 */
export const TWIN_DECLINE_REPLY = 'That’s not something I’ve talked about, so I’d rather not guess.';

/** The reply for something this listener cannot hear about: plain to the owner, a decline that reveals nothing to others. */
export function unknownReplyFor(listener: TwinReplyListener = 'owner'): string {
  return listener === 'owner' ? TWIN_UNKNOWN_REPLY : TWIN_DECLINE_REPLY;
}
