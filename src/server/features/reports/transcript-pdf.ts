// A session's transcript as a PDF to share with a coach: the report's headline (scenario, date, score, pass or not,
// each criterion's level), then every line with its time from the start, as in the text transcript, with the
// character's walking away said after the line that did it.
import type { Report } from '../../../shared/contracts/reports.ts';
import { writeTextPdf, type PdfBlock } from '../../lib/pdf-writer.ts';
import type { ConversationMessageRow, ConversationRow } from '../sessions/session-records.repository.ts';
import { characterEndedMark, formatDate, formatOffset, MODE_LABELS } from './transcript.ts';

type PdfConversation = Pick<ConversationRow, 'scenarioName' | 'mode' | 'startedAt' | 'endedAt' | 'context' | 'gradingStatus' | 'status' | 'characterEndedMessageId'>;
type PdfMessage = Pick<ConversationMessageRow, 'id' | 'role' | 'content' | 'createdAt' | 'interrupted'>;

/** What stands where the score would, for a session without a report. */
function gradingLine(conversation: PdfConversation): string {
  if (conversation.status !== 'ended') return 'Not graded: the session has not ended.';
  if (conversation.gradingStatus === 'not_graded') return 'Not graded: no answers.';
  return 'Not graded yet.';
}

function headlineBlocks(conversation: PdfConversation, report: Report | null): PdfBlock[] {
  const characterName = conversation.context.character.name || 'Character';
  const facts = [
    `Date: ${formatDate(conversation.startedAt)}`,
    `Mode: ${MODE_LABELS[conversation.mode]} · Character: ${characterName}`,
    ...(conversation.endedAt ? [`Duration: ${formatOffset(conversation.startedAt, conversation.endedAt)}`] : []),
  ];
  const blocks: PdfBlock[] = [
    { text: conversation.scenarioName, style: 'title' },
    { text: facts.join('\n'), style: 'muted', spaceBefore: 2 },
  ];
  if (!report) return [...blocks, { text: gradingLine(conversation), style: 'label', spaceBefore: 10 }];
  blocks.push({
    text: `Score: ${Math.round(report.overall_score)}/100 · ${report.passed ? 'Passed' : 'Not passed'} (pass mark ${report.pass_mark})`,
    style: 'heading',
    spaceBefore: 12,
  });
  blocks.push({ text: `Graded against "${report.rubric.title}".`, style: 'muted' });
  for (const criterion of report.criteria) {
    const result = criterion.relevant && criterion.score !== null ? `${criterion.level ?? 'Scored'} (${Math.round(criterion.score)}/100)` : 'Not relevant in this conversation';
    blocks.push({ text: `${criterion.name}: ${result}`, style: 'body', indent: 12, spaceBefore: 2 });
  }
  if (report.summary.trim()) blocks.push({ text: report.summary.trim(), style: 'body', spaceBefore: 8 });
  return blocks;
}

/** The PDF's bytes: the headline, then the transcript; a long one runs over as many pages as it needs. */
export function writeTranscriptPdf(conversation: PdfConversation, messages: readonly PdfMessage[], report: Report | null): Buffer {
  const characterName = conversation.context.character.name || 'Character';
  const ended = characterEndedMark(conversation, messages);
  const lines = messages.flatMap((message, index): PdfBlock[] => [
    { text: `[${formatOffset(conversation.startedAt, message.createdAt)}] ${message.role === 'learner' ? 'You' : characterName}`, style: 'label', spaceBefore: 8 },
    { text: `${message.content.trim()}${message.interrupted ? ' [interrupted]' : ''}`, style: 'body', indent: 12 },
    ...(ended?.afterIndex === index ? [{ text: ended.text, style: 'label' as const, spaceBefore: 8 }] : []),
  ]);
  return writeTextPdf({
    title: `Transcript - ${conversation.scenarioName}`,
    createdAt: conversation.endedAt ?? conversation.startedAt,
    blocks: [
      ...headlineBlocks(conversation, report),
      { text: 'Transcript', style: 'heading', spaceBefore: 18 },
      ...(lines.length > 0 ? lines : [{ text: 'Nothing was said in this session.', style: 'muted' as const, spaceBefore: 4 }]),
    ],
  });
}
