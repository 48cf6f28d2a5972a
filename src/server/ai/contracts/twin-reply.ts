// What the twin's chat reply is built from: the person's summary, their interview answers and the memories the
// caller may hear about (the service leaves out private and family memories for a public chat), and the chat so far.
import type { TwinSummary } from '../../../shared/contracts/twin.ts';
import type { TwinSummaryAnswer, TwinSummaryMemory } from './twin-summary.ts';

/** Who is listening: the owner, a released heir, or a visitor of a public twin. */
export type TwinReplyListener = 'owner' | 'family' | 'public';

export interface TwinReplyMessage {
  role: 'user' | 'twin';
  content: string;
}

export interface TwinReplyInput {
  /** The person the twin speaks as. */
  twinName: string;
  summary: TwinSummary | null;
  answers: TwinSummaryAnswer[];
  memories: TwinSummaryMemory[];
  /**
   * Who is listening (the owner when absent): decides how the twin declines what it cannot speak of. The material
   * above is already filtered for this listener.
   */
  listener?: TwinReplyListener;
  /** The chat so far, ending with the user's message. */
  messages: TwinReplyMessage[];
}
