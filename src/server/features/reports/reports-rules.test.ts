import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SAMPLE_RUBRIC_IDS_BY_CATEGORY, sampleRubricIdFor } from '../../../shared/contracts/rubrics-constants.ts';
import { decodeCursor, encodeCursor, gradingFailedMessage } from './reports.service.ts';
import type { ConversationRow } from '../sessions/session-records.repository.ts';
import { writeTranscriptPdf } from './transcript-pdf.ts';
import { formatOffset, transcriptFilename, writeTranscript } from './transcript.ts';

describe('[REPORTS] the rules without a server', () => {
  it('keeps a cursor opaque and refuses one it did not write', () => {
    const cursor = { startedAt: new Date('2025-03-04T05:06:07.089Z'), id: randomUUID() };
    expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
    for (const bad of ['', 'not a cursor', Buffer.from('2025-01-01|x').toString('base64url'), Buffer.from(`x|${randomUUID()}`).toString('base64url')]) {
      expect(() => decodeCursor(bad)).toThrow('Cursor is not valid.');
    }
  });

  it('stamps transcript lines from the start and names the file after the scenario and day', () => {
    const start = new Date('2025-01-06T08:00:00.000Z');
    expect(formatOffset(start, new Date('2025-01-06T08:00:42.900Z'))).toBe('00:42');
    expect(formatOffset(start, new Date('2025-01-06T08:01:05.000Z'))).toBe('01:05');
    expect(formatOffset(start, new Date('2025-01-06T09:02:03.000Z'))).toBe('1:02:03');
    expect(formatOffset(start, new Date('2025-01-06T07:59:00.000Z'))).toBe('00:00');
    expect(transcriptFilename({ scenarioName: 'Q3: "Budget" / review', startedAt: start })).toBe('Transcript - Q3 Budget review - 2025-01-06.txt');
  });

  it('says why grading failed in one sentence', () => {
    expect(gradingFailedMessage('The AI provider is not answering. Please try again.')).toBe(
      'Grading failed: The AI provider is not answering. Please try again. Try again from the report page.',
    );
    expect(gradingFailedMessage('The rubric of this scenario could not be read')).toBe(
      'Grading failed: The rubric of this scenario could not be read. Try again from the report page.',
    );
  });

  it("grades a scenario without a rubric against its first category's sample rubric, else the first sample", () => {
    expect(sampleRubricIdFor(['Negotiation', 'Sales'])).toBe(SAMPLE_RUBRIC_IDS_BY_CATEGORY.Sales);
    expect(sampleRubricIdFor(['constructor', 'Underwater basket weaving'])).toBe(SAMPLE_RUBRIC_IDS_BY_CATEGORY['Customer Service']);
    expect(sampleRubricIdFor([])).toBe(SAMPLE_RUBRIC_IDS_BY_CATEGORY['Customer Service']);
  });

  describe('a transcript of a conversation the character ended', () => {
    const start = new Date('2025-01-06T08:00:00.000Z');
    const at = (seconds: number) => new Date(start.getTime() + seconds * 1000);
    const messages = [
      { id: randomUUID(), role: 'learner' as const, content: 'Calm down.', createdAt: at(5), interrupted: false },
      { id: randomUUID(), role: 'character' as const, content: "I'm done with this. Goodbye.", createdAt: at(9), interrupted: false },
    ];
    const conversation = (characterEndedMessageId: string | null) =>
      ({
        scenarioName: 'The Washing Machine',
        mode: 'text',
        startedAt: start,
        endedAt: at(30),
        status: 'ended',
        gradingStatus: 'grading',
        context: { character: { name: 'Marcus Reid' } },
        characterEndedMessageId,
      }) as unknown as ConversationRow;
    const pdfText = (pdf: Buffer) => [...pdf.toString('latin1').matchAll(/\(((?:\\.|[^\\)])*)\) Tj/g)].map((match) => match[1]!.replaceAll(/\\(.)/g, '$1'));

    it('says so in the text download after the line that ended it, in the session page\'s words', () => {
      const lines = writeTranscript(conversation(messages[1]!.id), messages).trimEnd().split('\n');
      expect(lines.slice(-3)).toEqual(['[00:05] You: Calm down.', "[00:09] Marcus Reid: I'm done with this. Goodbye.", '[00:09] Marcus Reid ended the conversation.']);
      expect(writeTranscript(conversation(null), messages)).not.toContain('ended the conversation');
    });

    it('says so in the PDF after the line that ended it, and nowhere when the character did not', () => {
      const shown = pdfText(writeTranscriptPdf(conversation(messages[1]!.id), messages, null));
      expect(shown.indexOf('Marcus Reid ended the conversation.')).toBe(shown.indexOf("I'm done with this. Goodbye.") + 1);
      expect(pdfText(writeTranscriptPdf(conversation(null), messages, null)).join('\n')).not.toContain('ended the conversation');
    });
  });
});
