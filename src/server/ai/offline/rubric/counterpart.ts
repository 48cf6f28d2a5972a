// Who the learner talks to, when the description says it: the person or group a verb of speaking has as its object
// ("tells a merchant…", "asks a volunteer to…", "explains to a church committee…"), so level descriptions name them
// rather than the stock counterpart of the nearest topic ("the senior manager").
import { hasPartOfSpeech, isPersonNoun, nounKinds } from '../../language/wordnet.ts';

const SPEAKING = String.raw`(?:tells?|telling|asks?|asking|explains?\s+to|explaining\s+to|speaks?\s+(?:to|with)|speaking\s+(?:to|with)|talks?\s+(?:to|with)|talking\s+(?:to|with)|calls?|calling|meets?(?:\s+with)?|meeting(?:\s+with)?|persuades?|persuading|convinces?|convincing|informs?|informing|agrees?\s+\S+(?:\s+\S+)?\s+with|negotiates?\s+with|negotiating\s+with)`;
const OBJECT = new RegExp(String.raw`\b${SPEAKING}\s+(an?|the)\s+((?:[\p{Ll}-]+\s+){0,2}[\p{Ll}-]+)(?=[\s,.;:!?]|$)`, 'giu');

/** "the merchant", "the church committee", or null when the description names nobody the learner speaks to. */
export function readCounterpart(description: string): string | null {
  for (const match of description.matchAll(OBJECT)) {
    // The noun phrase ends at the first word that is no noun: "a merchant their account" is "a merchant".
    const all = match[2]!.split(/\s+/);
    const stop = all.findIndex((word) => !hasPartOfSpeech(word.toLowerCase(), 'noun'));
    const words = stop === -1 ? all : all.slice(0, stop);
    // The head is the last word that names a person or a group; the words before it stay ("church committee").
    for (let end = words.length; end > 0; end -= 1) {
      const head = words[end - 1]!.toLowerCase();
      if (isPersonNoun(head) || nounKinds(head, 1).includes('group')) return `the ${words.slice(0, end).join(' ')}`;
    }
  }
  return null;
}
