// The concerns a description states about the character ("insists on…", "won't pay until…", "wants a replacement",
// "the invoice was sent to the wrong cost centre", "hates long demos"), each turned into an objection in the
// character's voice with what resolves it. Rules as data: one entry per way people state a concern.
import type { BriefObjection } from '../../../../shared/contracts/character-brief.ts';
import { keywordsOf } from './voice.ts';
import { ensureStop } from '../../language/text.ts';
import { readWords } from '../../language/lemmas.ts';
import { beforeSecondPredicate } from './stated-wants.ts';

interface ConcernRule {
  pattern: RegExp;
  /**
   * The match opens on the verb of whoever has the concern ("wants…", "insists on…", "won't pay until…"): a concern
   * of the character's only when that subject is theirs, never "Her governors want a decision by 15 May".
   */
  opensOnItsVerb?: true;
  /** `voice` says a sentence of the description in the character's own words. */
  build: (match: RegExpExecArray, voice: (sentence: string) => string) => BriefObjection;
}

// The first negated auxiliary of a clause: "will not", "won't", "cannot", "isn't".
const AUXILIARY = 'will|would|could|can|may|might|shall|should|must|is|are|was|were|has|have|had|does|do|did';
const NEGATED_AUXILIARY = new RegExp(`\\b(?:(${AUXILIARY})\\s+not|(wo|ca|sha)n['’]t|(${AUXILIARY})n['’]t|(can)not)\\b`, 'i');
const UNCONTRACTED: Record<string, string> = { wo: 'will', ca: 'can', sha: 'shall' };

/** A feared clause in the affirmative, as "whether" asks after it: "the van will not be ready" → "the van will be ready". */
function affirmed(clause: string): string {
  return clause.replace(NEGATED_AUXILIARY, (_whole, spelt: string | undefined, short: string | undefined, joined: string | undefined, can: string | undefined) => spelt ?? joined ?? can ?? UNCONTRACTED[short!.toLowerCase()]!);
}

/** A clause said in the character's voice, inside a sentence: its first word in the case it was written in ("I" and names keep theirs). */
function inClause(voiced: string, written: string): string {
  return /^\p{Ll}/u.test(written) && !/^I\b/.test(voiced) ? voiced.replace(/^\p{Lu}/u, (letter) => letter.toLowerCase()) : voiced;
}

const clean = (text: string | undefined) => (text ?? '').trim().replace(/[.,;:!?]+$/, '');
const keywordList = (text: string, extra: string[]) => [...new Set([...keywordsOf(text, 6), ...extra])].slice(0, 16);

// What resolves a dislike, by what is disliked.
const DISLIKE_RESOLUTIONS: { pattern: RegExp; line: (thing: string) => string; resolvedBy: string; keywords: string[]; resolvedLine: string }[] = [
  {
    pattern: /\b(?:long|lengthy)\b|\bdemos?\b|\bpresentations?\b|\bslides?\b/i,
    line: (thing) => `I don't have time for ${thing}. Tell me what matters in a few minutes.`,
    resolvedBy: 'a short conversation, to the point',
    keywords: ['short', 'brief', 'quick', 'five minutes', 'ten minutes', 'in a nutshell', 'one thing'],
    resolvedLine: 'Good. Short I can do.',
  },
  {
    pattern: /\bjargon\b|\bbuzzwords?\b/i,
    line: () => 'Please skip the jargon. I need plain answers.',
    resolvedBy: 'plain words and concrete examples',
    keywords: ['in plain', 'simply', 'in short', 'for example', 'plainly'],
    resolvedLine: 'Thank you. That I understand.',
  },
  {
    pattern: /\brush\w*\b|\bpressure\w*\b/i,
    line: () => "Don't rush me. I decide when I'm ready.",
    resolvedBy: 'time to think',
    keywords: ['take your time', 'no rush', 'think it over', 'no pressure', 'when you are ready'],
    resolvedLine: 'Thank you. I appreciate not being pushed.',
  },
  {
    pattern: /\bsurprises?\b|\blast[- ]minute\b/i,
    line: () => "I don't like surprises. I want to know about changes well in advance.",
    resolvedBy: 'notice in advance and a clear plan',
    keywords: ['in advance', 'heads-up', 'heads up', 'notice', 'plan', 'schedule'],
    resolvedLine: 'Good. With notice I can plan.',
  },
];

export const CONCERN_RULES: ConcernRule[] = [
  {
    // "she is worried the new rota will stop her collecting her son": a worry with what is feared, which a line that
    // answers it settles (character/worry-answered.ts reads it from the concern's words).
    // Said with the verb of the same feeling it is the same worry: "he worries it will count against him in his review".
    pattern: /^.*?\b(?:she|he|they)\s+(?:(?:is|are)\s+(?:(?:still|really|very|quite|a bit|so)\s+)?(?:worried|afraid|anxious|concerned|scared|nervous|frightened)|(?:(?:still|really|also)\s+)?(?:worry|worries|fear|fears))\s+(?:that\s+)?(?!(?:about|of|for|and|but|or|when|if|because|so|to|by|with|at|in|on)\b)((?:[\p{L}'’-]+\s+){1,4}(?:will|would|could|might|may|can|won['’]t|can['’]t|wouldn['’]t|is|are|was|were|has|have|had)\b.+?)(?=[.;!?](?!\d)|$)/iu,
    build: (match, voice) => {
      const feared = clean(match[1]);
      const said = voice(ensureStop(match[0].replace(/^.*?\b(she|he|they)\b/i, '$1')));
      const subject = /^((?:the|a|an|this|that|my|our|your)\s+(?:[\p{L}-]+\s+){0,2}?[\p{L}-]+)\s+(?:will|would|could|might|may|is|are|was|has|had|won['’]t|can['’]t)\b/iu.exec(voice(feared))?.[1];
      const about = subject ? subject.replace(/^(?:my|our)\b/i, 'the').replace(/^\p{Lu}/u, (letter) => letter.toLowerCase()) : null;
      return {
        objection: said,
        keywords: keywordList(feared, ['worried', 'worry']),
        // What settles it is said as what is feared, asked after: "an answer on whether the van will be ready by Friday".
        resolvedBy: `an answer on whether ${affirmed(clean(inClause(voice(feared), feared)))}`,
        resolveKeywords: ['reassure'],
        // The thing worried about leads, so the line is this character's own; "Thank you." is too short to share.
        resolvedLine: `${about ? `What worried me was ${about}` : 'That was what worried me'}, and you've answered it. Thank you.`,
      };
    },
  },
  {
    // "the invoice was sent to the wrong cost centre"
    pattern: /\b((?:the\s+)?[\p{L}-]+)\s+(?:was|were|got|went|has been|had been)\s+(?:sent|addressed|issued|billed|charged|delivered|posted)?\s*to\s+the\s+wrong\s+([\p{L}-]+(?:\s+[\p{L}-]+)?)/iu,
    build: (match) => {
      const thing = clean(match[1]).replace(/^the\s+/i, '');
      const place = clean(match[2]);
      return {
        objection: `The ${thing} went to the wrong ${place}, so it was never approved on our side.`,
        keywords: keywordList(`${thing} ${place}`, ['wrong', 'approved', 'why']),
        resolvedBy: `a corrected copy, sent to the right ${place}`,
        resolveKeywords: ['re-send', 'resend', 'send it again', 'reissue', 're-issue', 'correct', `right ${place}`.slice(0, 40), 'update'],
        resolvedLine: `If it comes to the right ${place} today, it can go into this week's approvals.`,
      };
    },
  },
  {
    // "he is waiting for a purchase order number from his operations team"
    opensOnItsVerb: true,
    pattern: /\bwaiting\s+(?:for|on)\s+(.+?)(?:\s+(?:from|by)\s+(?:his|her|their|the)\s+([\p{L}\s-]+?))?(?=;|[,.](?!\d)|\s+(?:and|but|so|before)\b|$)/iu,
    build: (match) => {
      const what = clean(match[1]);
      const from = clean(match[2]);
      return {
        objection: `I'm still waiting for ${what}${from ? ` from my ${from}` : ''}; without it I can't sign anything off.`,
        keywords: keywordList(what, ['sign off', 'approve', 'waiting']),
        resolvedBy: 'a way forward that does not wait on it: help getting it, or a part of the step now',
        resolveKeywords: ['in the meantime', 'meanwhile', 'part-payment', 'partial', 'without', 'help you', 'chase', 'contact'],
        resolvedLine: "Fair enough. I'll chase it today, and we don't have to wait for it to agree the rest.",
      };
    },
  },
  {
    // "insists on a fixed price", "insists that the fee stays"
    opensOnItsVerb: true,
    pattern: /\binsists?\s+(?:on|that)\s+(.+?)(?=;|[,.](?!\d)|\s+(?:and|but)\b|$)/iu,
    build: (match) => {
      const what = clean(match[1]);
      return {
        objection: ensureStop(`I need ${what.replace(/^(?:his|her|their)\s+/i, 'my ')}, and I won't move on that`),
        keywords: keywordList(what, []),
        resolvedBy: `some movement on ${what}, or something I value more in return`,
        resolveKeywords: keywordList(what, ['in return', 'agree', 'we can']),
        resolvedLine: 'Good. If that stands, we can talk about the rest.',
      };
    },
  },
  {
    // "won't pay until the PO arrives", "refuses to sign until…"
    opensOnItsVerb: true,
    pattern: /\b(?:won['’]t|will not|refuses? to|does not want to|doesn['’]t want to)\s+([\p{L}-]+(?:\s+[\p{L}-]+)?)\s+until\s+(.+?)(?=;|[,.](?!\d)|$)/iu,
    build: (match, voice) => {
      const action = clean(match[1]).replace(/^(?:his|her|their)\s+/i, 'my ');
      // "…until she gets an explanation" is the character's own condition: "until I get an explanation", and what settles
      // it is the thing they get ("an explanation"); "until the PO arrives" stays as written.
      const condition = voice(clean(match[2])).replace(/[.!?]+$/, '').replace(/^(?!I\b)\p{Lu}/u, (first) => first.toLowerCase());
      const gotten = /^I\s+(?:get|receive|have|see|hear)\s+(.+)$/i.exec(condition)?.[1];
      return {
        objection: ensureStop(`I won't ${action} until ${condition}`),
        keywords: keywordList(action, []),
        resolvedBy: gotten ?? condition,
        resolveKeywords: keywordList(condition, []),
        resolvedLine: `All right. With that, I can ${action}.`,
      };
    },
  },
  {
    // "wants a replacement", "wants a full refund", "demands compensation"
    opensOnItsVerb: true,
    pattern: /\b(?:wants?|demands?|expects?|is asking for|asks for)\s+((?:a|an|the|his|her|their)\s+(?:full\s+|new\s+|free\s+)?(?:refund|replacement|discount|compensation|apology|repair|credit|raise|promotion|answer|decision|fixed price|written guarantee)(?:[^,.;]|[,.](?=\d))*)/iu,
    build: (match, voice) => {
      // "…a credit note for £340 and is worried the order will…": what is wanted ends where a second predicate begins,
      // and "…because her flight was cancelled" where a clause says why; the rest is said in the character's voice
      // ("a full refund of her £420 ticket" → "a full refund of my £420 ticket").
      const wanted = beforeSecondPredicate(clean(match[1])).replace(/\s+(?:because|since|as|after|so that)\s.*$/i, '');
      const what = voice(wanted)
        .replace(/[.!?]+$/, '')
        .replace(/^(?:A|An|The|His|Her|Their|My)\b/, (first) => first.toLowerCase())
        .replace(/^(?:his|her|their)\s+/i, 'my ');
      return {
        objection: ensureStop(`I want ${what}, and I'm not leaving without it`),
        keywords: keywordList(what, []),
        resolvedBy: `${what.replace(/^my\s+/i, 'the ')} or a fair alternative`,
        resolveKeywords: keywordList(what, ['offer', 'we can', 'I can']),
        // Said of the want itself, so no two characters share it.
        resolvedLine: `Right. That is what I came for: ${what}.`,
      };
    },
  },
  {
    // "hates long demos", "can't stand jargon", "dislikes being rushed"
    opensOnItsVerb: true,
    pattern: /\b(?:hates?|can['’]t stand|cannot stand|dislikes?|is tired of)\s+(.+?)(?=;|[,.](?!\d)|\s+(?:and|but)\b|$)/iu,
    build: (match) => {
      const thing = clean(match[1]);
      const rule = DISLIKE_RESOLUTIONS.find((entry) => entry.pattern.test(thing));
      if (rule) return { objection: rule.line(thing), keywords: keywordList(thing, []), resolvedBy: rule.resolvedBy, resolveKeywords: rule.keywords, resolvedLine: rule.resolvedLine };
      return {
        objection: ensureStop(`I can't stand ${thing}`),
        keywords: keywordList(thing, []),
        // Settled by how the learner goes on: straight, and seeing it through (offer-reading.ts reads both).
        resolvedBy: 'a straight answer, and someone who sees this through',
        resolveKeywords: ['understand', 'fair point', 'noted', 'avoid', "won't"],
        resolvedLine: 'Thank you. That matters to me.',
      };
    },
  },
  {
    // "sceptical of new software", "doesn't trust new vendors"
    opensOnItsVerb: true,
    pattern: /\b(?:sceptical|skeptical|wary|suspicious|distrustful)\s+(?:of|about)\s+(.+?)(?=;|[,.](?!\d)|\s+(?:and|but)\b|$)|\b(?:doesn['’]t|does not|don['’]t)\s+trust\s+(.+?)(?=;|[,.](?!\d)|\s+(?:and|but)\b|$)/iu,
    build: (match) => {
      const thing = clean(match[1] ?? match[2]);
      return {
        objection: `I've heard big promises about ${thing} before, and they rarely hold up.`,
        keywords: keywordList(thing, ['promise', 'works', 'results']),
        resolvedBy: 'evidence: a reference, real results or a small trial',
        resolveKeywords: ['pilot', 'trial', 'evidence', 'reference', 'data', 'results', 'for example', 'show you'],
        resolvedLine: 'Evidence I can work with. That is more than most people bring.',
      };
    },
  },
  {
    // "prefers email to phone calls"
    opensOnItsVerb: true,
    pattern: /\bprefer\w*\s+(email|e-mail|writing|things in writing|written [\p{L}]+)/iu,
    build: () => ({
      objection: "I'd rather we handled this by email, so there is a record of what is agreed.",
      keywords: ['call', 'phone', 'talk', 'meeting', 'now'],
      resolvedBy: 'whatever we agree, confirmed in writing',
      resolveKeywords: ['email', 'e-mail', 'in writing', 'written', 'confirm'],
      resolvedLine: 'Good. As long as it is in writing, we can talk it through now.',
    }),
  },
];

// The words between a subject and its verb that leave the verb the subject's, by lemma: "has", "is", "would".
const AUXILIARY_LEMMAS = new Set(AUXILIARY.split('|').map((auxiliary) => readWords(auxiliary)[0]?.lemma ?? auxiliary));

/**
 * Whether the words before a concern's verb end on a subject that is someone else, named by a common noun: "Fiona's
 * governors", "the board", "his manager" (the character is "she" or "he" by then, or their name). Adverbs and
 * auxiliaries between the subject and the verb are passed over ("The board has also…").
 */
function isSomeoneElsesSubject(before: string): boolean {
  const subject = readWords(before).findLast((word) => !(word.pos === 'adverb' || AUXILIARY_LEMMAS.has(word.lemma)));
  return subject !== undefined && subject.isWord && subject.pos === 'noun' && !/^\p{Lu}/u.test(subject.text);
}

/** The concerns the sentences state, in the order stated, one per rule and sentence; `voice` as for a rule. */
export function statedConcerns(sentences: readonly string[], voice: (sentence: string) => string = (sentence) => sentence): BriefObjection[] {
  const found: BriefObjection[] = [];
  for (const sentence of sentences) {
    for (const rule of CONCERN_RULES) {
      const match = rule.pattern.exec(sentence);
      if (match && !(rule.opensOnItsVerb && isSomeoneElsesSubject(sentence.slice(0, match.index)))) found.push(rule.build(match, voice));
    }
  }
  return found;
}
