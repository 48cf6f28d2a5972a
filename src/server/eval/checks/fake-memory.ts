// A character's line that claims a memory the conversation does not hold: "As I said, nothing has changed there" when
// nothing was said about it, "We've covered that" about a subject never raised, "Same answer as before" to a question
// never asked before. A back-reference is true when what it refers to (its own words, else the sentence before it in
// the same line, else the learner's line it answers) was mostly said earlier in the conversation.
import { contentStems, splitSentences } from '../../ai/language/text.ts';

export interface CheckedLine {
  role: string;
  content: string;
}

export interface FakeMemoryFinding {
  /** The character's sentence that refers back. */
  sentence: string;
  /** What it refers to, as read. */
  referent: string;
}

/** "as I said", "like I told you", "I've already mentioned": the character's own earlier words. */
const OWN_WORDS = /\b(?:as i (?:said|mentioned|told you|explained|say)|like i (?:said|told you|say)|as i(?:'ve|’ve| have) (?:said|mentioned|told you)|i(?:'ve|’ve| have) already (?:said|told you|mentioned|explained))\b[\s,:;—-]*/i;
/** "we've covered that", "same answer as before": anything said earlier, by either side. */
const ANY_WORDS = /\b(?:we(?:'ve|’ve| have) (?:already )?(?:covered|been over|gone over|discussed|talked about) (?:that|this|it)|(?:the )?same answer as (?:before|last time)|as (?:we|i) discussed)\b[\s,:;—-]*/i;

/** Share of the referent's content words said earlier for the back-reference to be true. */
export const REFERENT_SAID_SHARE = 0.5;
/** A back-reference with fewer content words of its own refers to the sentence before it, or to the question. */
const OWN_REFERENT_MIN_WORDS = 2;

function stemsOf(lines: readonly CheckedLine[]): Set<string> {
  const stems = new Set<string>();
  for (const line of lines) for (const stem of contentStems(line.content)) stems.add(stem);
  return stems;
}

function isSaid(referent: string, earlier: ReadonlySet<string>): boolean {
  const wanted = contentStems(referent);
  if (wanted.size === 0) return earlier.size > 0;
  let said = 0;
  for (const stem of wanted) if (earlier.has(stem)) said += 1;
  return said / wanted.size >= REFERENT_SAID_SHARE;
}

/** Every back-reference of the character's lines that the conversation before it does not bear out. */
export function fakeMemories(lines: readonly CheckedLine[]): FakeMemoryFinding[] {
  const findings: FakeMemoryFinding[] = [];
  lines.forEach((line, index) => {
    if (line.role !== 'character') return;
    const sentences = splitSentences(line.content);
    sentences.forEach((sentence, position) => {
      const own = OWN_WORDS.exec(sentence);
      const any = own ? null : ANY_WORDS.exec(sentence);
      const match = own ?? any;
      if (!match) return;
      const rest = sentence.replace(match[0], ' ').trim();
      const before = lines.slice(0, index);
      let referent = rest;
      let earlier = own ? before.filter((entry) => entry.role === 'character') : before;
      if (contentStems(rest).size < OWN_REFERENT_MIN_WORDS) {
        const previous = sentences[position - 1];
        const question = lines[index - 1]?.role === 'learner' ? lines[index - 1] : undefined;
        if (previous) referent = previous;
        else if (question) {
          // "Same answer as before": the question must have been put before, and answered.
          referent = question.content;
          earlier = lines.slice(0, index - 1);
        } else referent = rest;
      }
      if (!isSaid(referent, stemsOf(earlier))) findings.push({ sentence, referent });
    });
  });
  return findings;
}
