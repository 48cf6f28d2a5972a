// What a character in role never says: the words of the practice set-up ("learner", "scenario", "roleplay", "AI
// model", "character brief") and narration (stage directions, "Here is where things are…", itself in the third
// person). The built-in character's tests check its lines with it, and a model's reply is filtered with it.

const SYSTEM_WORDS =
  /\b(?:learners?|(?<!(?:worst|best)[- ]case )scenarios?|role[- ]?play(?:s|ing)?|role play|AI models?|language models?|LLMs?|character brief|system prompt|chat ?bot|as an AI|I(?:'m| am) (?:an? |just an? )?(?:AI|artificial intelligence|assistant|bot|program)|artificial intelligence|(?:stay|break|breaking|out of) (?:in )?character)\b/i;

const NARRATION = [
  /^\s*here is where things are\b/i,
  /^\s*(?:\*|\[|\()[^*\])]{1,80}(?:\*|\]|\))\s*$/, // a whole sentence that is a stage direction: "*sighs*", "(pauses)"
  /^\s*(?:scene|narrator|setting|context|note)\s*:/i,
];

// "(sighs)", "*leans back*", "[pause]": stage directions inside a sentence, removed rather than dropping the sentence.
const STAGE_DIRECTION = /\s*(?:\*[^*\n]{1,80}\*|\[[^\]\n]{1,80}\]|\((?:sighs?|pauses?|laughs?|smiles?|nods?|frowns?|leans[^)]*|shrugs?|looks[^)]*|quietly|softly|angrily)\))\s*/gi;

function escapeForPattern(text: string): string {
  return text.replaceAll(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A sentence that speaks of the character in the third person: "Sarah sighs.", "Sarah Whitfield says that…". */
function isThirdPersonAboutSelf(sentence: string, name: string): boolean {
  const parts = [name.trim(), name.trim().split(/\s+/)[0] ?? ''].filter((part) => part.length > 1);
  return parts.some((part) =>
    new RegExp(`^\\s*${escapeForPattern(part)}\\s+(?:says|said|replies|replied|sighs|nods|smiles|frowns|pauses|leans|looks|thinks|feels|is|was|has|wants|needs|would|will)\\b`, 'i').test(sentence),
  );
}

/** Whether a sentence breaks role: a system word, narration, or the speaker in the third person. */
export function isOutOfRole(sentence: string, characterName = ''): boolean {
  return SYSTEM_WORDS.test(sentence) || NARRATION.some((pattern) => pattern.test(sentence)) || (characterName !== '' && isThirdPersonAboutSelf(sentence, characterName));
}

/** The sentence without inline stage directions ("(sighs) Fine." → "Fine."). */
export function withoutStageDirections(sentence: string): string {
  return sentence.replaceAll(STAGE_DIRECTION, ' ').replaceAll(/\s{2,}/g, ' ').trim();
}
