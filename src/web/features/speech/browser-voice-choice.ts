// Choosing one of the browser's own voices (speechSynthesis) for a language and a character's gender.

/** The parts of a SpeechSynthesisVoice the choice reads. */
export interface VoiceLike {
  name: string;
  lang: string;
  localService?: boolean;
  default?: boolean;
}

// Voice names that say the voice's gender (the system voices of Windows, macOS, iOS, Android and Chrome).
const FEMALE_NAMES =
  /female|woman|\b(samantha|victoria|karen|moira|tessa|fiona|veena|zira|susan|hazel|heera|aria|jenny|michelle|emma|libby|sonia|natasha|catherine|allison|ava|serena|nicky|joanna|salli|kimberly|kendra|ivy|gadis|damayanti|siti|sari|ayu|kalina)\b/i;
const MALE_NAMES =
  /\bmale\b|\bman\b|\b(david|mark|daniel|alex|fred|george|guy|ryan|thomas|oliver|arthur|aaron|tom|rishi|james|matthew|justin|joey|brian|eric|ardi|andika|reed|ralph|albert|bruce|christopher|roger|steffan)\b/i;

/** "en_US", "EN-us" and Android's legacy "in-ID" for Indonesian, as BCP 47 ("en-US", "id-ID"). */
function normalisedLanguage(lang: string): string {
  const [language = '', region = ''] = lang.replace('_', '-').split('-');
  const primary = language.toLowerCase() === 'in' ? 'id' : language.toLowerCase();
  return region ? `${primary}-${region.toUpperCase()}` : primary;
}

function genderOfVoice(name: string): 'Female' | 'Male' | null {
  if (FEMALE_NAMES.test(name)) return 'Female';
  if (MALE_NAMES.test(name)) return 'Male';
  return null;
}

/**
 * The voice to speak `language` with: only voices of that language (the region may differ), preferring one
 * whose name suggests the character's gender, then the exact region, then the browser's default.
 */
export function pickVoice<Voice extends VoiceLike>(voices: readonly Voice[], language: string, gender: string): Voice | null {
  const wanted = normalisedLanguage(language);
  const wantedPrimary = wanted.split('-')[0];
  const wantedGender = gender.trim().toLowerCase() === 'female' ? 'Female' : gender.trim().toLowerCase() === 'male' ? 'Male' : null;
  let best: { voice: Voice; score: number } | null = null;
  for (const voice of voices) {
    const lang = normalisedLanguage(voice.lang);
    if (lang.split('-')[0] !== wantedPrimary) continue;
    const voiceGender = genderOfVoice(voice.name);
    let score = 0;
    if (wantedGender && voiceGender === wantedGender) score += 4;
    else if (wantedGender && voiceGender && voiceGender !== wantedGender) score -= 4;
    if (lang === wanted) score += 2;
    if (voice.default) score += 0.5;
    if (!best || score > best.score) best = { voice, score };
  }
  return best?.voice ?? null;
}

/** The browser's voices; some browsers list them only after a `voiceschanged` event, so this waits briefly. */
export function loadVoices(synthesis: SpeechSynthesis, timeoutMs = 1_500): Promise<SpeechSynthesisVoice[]> {
  const now = synthesis.getVoices();
  if (now.length > 0) return Promise.resolve(now);
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      synthesis.removeEventListener('voiceschanged', done);
      resolve(synthesis.getVoices());
    };
    const timer = setTimeout(done, timeoutMs);
    synthesis.addEventListener('voiceschanged', done);
  });
}
