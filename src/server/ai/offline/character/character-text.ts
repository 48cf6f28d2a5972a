// Text helpers shared by the offline character's lines (its opening and its replies): sentences, quotes, and the
// character's situation turned into their own words.

const MAX_QUOTE_LENGTH = 220;

/** The first sentence of a text, whitespace collapsed. */
export function firstSentence(text: string): string {
  const trimmed = text.trim().replaceAll(/\s+/g, ' ');
  const match = /^.*?[.!?](\s|$)/.exec(trimmed);
  return (match ? match[0] : trimmed).trim();
}

export function withoutFinalStop(text: string): string {
  return text.trim().replace(/[.!?;:,\s]+$/, '');
}

/** Text as it is spoken: markdown emphasis, code marks, headings and list bullets removed. */
export function plainText(text: string): string {
  return text
    .replaceAll(/\*\*|__|[*`]/g, '')
    .replaceAll(/^\s*(?:#{1,6}|>|[-•])\s+/gm, '')
    .replaceAll(/\s+/g, ' ')
    .trim();
}

/**
 * A job title as it reads mid-sentence: "Procurement Manager at St. Anne Hospital" → "procurement manager at St. Anne
 * Hospital". Only the title before the first "at", "of", "for"… is lowered, so places and names keep their capitals;
 * acronyms (HR, IT) stay.
 */
export function occupationPhrase(occupation: string): string {
  const [title = '', ...rest] = occupation.split(/(?=\s(?:at|of|for|in|with|from|on)\s|,)/);
  return title.replace(/\b([A-Z])([a-z]+)\b/g, (_word, first: string, tail: string) => first.toLowerCase() + tail) + rest.join('');
}

function lowerFirst(text: string): string {
  return /^(?:A\b|[A-Z][a-z])/.test(text) ? text[0]!.toLowerCase() + text.slice(1) : text;
}

/** A text short enough to quote in one spoken sentence, cut at a word with an ellipsis. */
export function quote(text: string, maxLength = MAX_QUOTE_LENGTH): string {
  const clean = text.trim().replaceAll(/\s+/g, ' ');
  return clean.length > maxLength ? `${clean.slice(0, maxLength - 1).replace(/\s+\S*$/, '')}…` : clean;
}

const FIRST_PERSON_VERBS: Record<string, string> = {
  "isn't": 'am not',
  "doesn't": "don't",
  is: 'am',
  was: 'was',
  has: 'have',
  had: 'had',
  needs: 'need',
  wants: 'want',
  feels: 'feel',
  thinks: 'think',
  believes: 'believe',
  expects: 'expect',
  works: 'work',
  runs: 'run',
  leads: 'lead',
  manages: 'manage',
  must: 'must',
  will: 'will',
  cannot: 'cannot',
  can: 'can',
  would: 'would',
  does: 'do',
};

/**
 * The character's situation in their own words: "Maria is worried that her order…" becomes "I am worried that my
 * order…". A sentence that cannot be turned cleanly is used as it stands, after "Here is where things are:".
 */
export function inFirstPerson(sentence: string, name: string): string {
  const text = withoutFinalStop(sentence);
  if (!text) return '';
  const names = [name.trim(), name.trim().split(/\s+/)[0] ?? ''].filter((part) => part.length > 1);
  const verbs = Object.keys(FIRST_PERSON_VERBS).join('|');
  for (const who of names) {
    const escaped = who.replaceAll(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const subject = new RegExp(`^(?:${escaped})\\s+(${verbs})(?![\\w'])`, 'i');
    const match = subject.exec(text);
    if (!match) continue;
    const converted = FIRST_PERSON_VERBS[match[1]!.toLowerCase()] ?? match[1]!.toLowerCase();
    const after = text.slice(match[0].length);
    // "… and has been let down" goes on in the first person ("and have been"), unless another subject came in
    // between: a clause ("that the vendor is late and is…") or another verb ("thinks the vendor is slow and is…").
    const clauseStart = after.search(/\b(that|because|when|if|who|which|since|after|while|although|though|as|where)\b/);
    const ownClause = clauseStart < 0 ? after : after.slice(0, clauseStart);
    const anotherVerb = new RegExp(`\\b(${verbs})(?![\\w'])`, 'i');
    const rest = (
      ownClause.replaceAll(new RegExp(`\\b(and|but|or) (${verbs})(?![\\w'])`, 'g'), (all: string, joint: string, verb: string, offset: number) =>
        anotherVerb.test(ownClause.slice(0, offset)) ? all : `${joint} ${FIRST_PERSON_VERBS[verb] ?? verb}`,
      ) + after.slice(ownClause.length)
    )
      .replaceAll(/\b(her|his)\b/g, 'my')
      .replaceAll(/\b(she|he)\b/g, 'I')
      .replaceAll(/\b(herself|himself)\b/g, 'myself');
    return `I ${converted}${rest}.`;
  }
  return `Here is where things are: ${lowerFirst(text)}.`;
}
