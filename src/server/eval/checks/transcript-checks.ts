// The three transcript checks over one scenario's conversations of a run, each conversation with its report when it
// was graded: what the Quality page counts as its "Transcript checks" set.
import type { CharacterBrief } from '../../../shared/contracts/character-brief.ts';
import { unsupportedCitations, type CheckedReport, type CitationFinding } from './citation.ts';
import { fakeMemories, type CheckedLine, type FakeMemoryFinding } from './fake-memory.ts';
import { creditsToNegatedLines, type NegationFinding } from './negation.ts';

export interface TranscriptChecks {
  /** Conversations read, and how many of them had a report. */
  conversations: number;
  reports: number;
  fakeMemory: FakeMemoryFinding[];
  negation: NegationFinding[];
  citation: CitationFinding[];
}

export interface CheckedConversation {
  messages: readonly CheckedLine[];
  report: CheckedReport | null;
}

export function transcriptChecksOf(brief: CharacterBrief, conversations: readonly CheckedConversation[]): TranscriptChecks {
  const graded = conversations.filter((conversation) => conversation.report !== null);
  return {
    conversations: conversations.length,
    reports: graded.length,
    fakeMemory: conversations.flatMap((conversation) => fakeMemories(conversation.messages)),
    negation: graded.flatMap((conversation) => creditsToNegatedLines(conversation.report!, brief)),
    citation: graded.flatMap((conversation) => unsupportedCitations(conversation.report!, conversation.messages, brief)),
  };
}
