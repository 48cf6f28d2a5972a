// The offline voice: eSpeak NG compiled to WebAssembly (npm `espeak-ng`, GPL-3.0-or-later), run unmodified as its
// own command-line program, once per synthesis. CPU-heavy: it runs in a worker thread as the
// `speech.synthesize-offline` task of speech.cpu-tasks.ts, never on the event loop.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { ESpeakNgOptions, ESpeakNgProgram } from 'espeak-ng';
import type { SessionLanguage } from '../../../shared/contracts/conversations.ts';
import { SYNTHESIZE_TEXT_MAX_LENGTH, type SPEECH_GENDERS, type SpeechVoice } from '../../../shared/contracts/speech.ts';

type BuiltinVoice = Extract<SpeechVoice, { engine: 'builtin' }>;

export interface OfflineSynthesisInput {
  text: string;
  language: SessionLanguage;
  gender?: (typeof SPEECH_GENDERS)[number] | undefined;
  /** A voice a person chose (a twin's): its gender, age and pitch; wins over `gender`. */
  voice?: Omit<BuiltinVoice, 'engine' | 'language'> | undefined;
  /** A multiple of the voice's pace (config.speech.offlinePace); 1 when unset. */
  pace?: number | undefined;
}

/** eSpeak's voice per session language, and its variant per gender (without one, the language's default voice). */
const VOICES: Record<SessionLanguage, string> = { 'en-US': 'en-us', 'id-ID': 'id' };
const VARIANTS: Record<(typeof SPEECH_GENDERS)[number], string> = { Female: '+f3', Male: '+m3' };
/** A calm conversational pace (eSpeak's own default is 175). */
const WORDS_PER_MINUTE = 165;
const OUTPUT_PATH = '/speech.wav';
// A chosen voice: eSpeak's variant per gender, its base pitch (0–99, eSpeak's default 50) per pitch, and age as a
// shift of that pitch and of the pace (younger voices sit higher and speak faster, older ones lower and slower).
const CHOSEN_VARIANTS: Record<BuiltinVoice['gender'], string> = { female: '+f3', male: '+m3' };
const CHOSEN_PITCHES: Record<BuiltinVoice['pitch'], number> = { low: 32, medium: 50, high: 68 };
const AGE_PITCH_SHIFT: Record<BuiltinVoice['age'], number> = { young: 10, adult: 0, older: -10 };
const AGE_WORDS_PER_MINUTE: Record<BuiltinVoice['age'], number> = { young: 175, adult: WORDS_PER_MINUTE, older: 145 };
/** eSpeak's own bounds of words per minute: a pace never takes a voice past them. */
const SLOWEST_WORDS_PER_MINUTE = 80;
const FASTEST_WORDS_PER_MINUTE = 450;
const MAX_ERROR_LINES = 20;

/** Words per minute at `pace` times `wordsPerMinute`, within eSpeak's bounds. */
function atPace(wordsPerMinute: number, pace = 1): string {
  return String(Math.min(FASTEST_WORDS_PER_MINUTE, Math.max(SLOWEST_WORDS_PER_MINUTE, Math.round(wordsPerMinute * pace))));
}

interface Engine {
  run: (options: ESpeakNgOptions) => Promise<ESpeakNgProgram>;
  module: WebAssembly.Module;
}

// Compiled once per thread. Each synthesis needs a fresh instance (the program keeps state between runs and exits at
// the end), but not a fresh compile of its 18 MB of WebAssembly.
let engine: Promise<Engine> | undefined;

function loadEngine(): Promise<Engine> {
  engine ??= (async () => {
    // Resolved from node_modules at run time, from src/ and from the bundle in dist/ alike.
    const wasmPath = createRequire(import.meta.url).resolve('espeak-ng/dist/espeak-ng.wasm');
    const [{ default: run }, wasm] = await Promise.all([import('espeak-ng'), readFile(wasmPath)]);
    return { run, module: await WebAssembly.compile(wasm) };
  })();
  // A failed load is tried again by the next call rather than remembered.
  engine.catch(() => {
    engine = undefined;
  });
  return engine;
}

/** The eSpeak command line: the text is one argument after `--`, so text that starts with "-" is spoken, never read as an option. */
export function espeakArguments({ text, language, gender, voice: chosen, pace }: OfflineSynthesisInput): string[] {
  if (chosen) {
    const pitch = Math.min(99, Math.max(0, CHOSEN_PITCHES[chosen.pitch] + AGE_PITCH_SHIFT[chosen.age]));
    const voice = VOICES[language] + CHOSEN_VARIANTS[chosen.gender];
    return ['-v', voice, '-p', String(pitch), '-s', atPace(AGE_WORDS_PER_MINUTE[chosen.age], pace), '-w', OUTPUT_PATH, '--', text];
  }
  const voice = VOICES[language] + (gender ? VARIANTS[gender] : '');
  return ['-v', voice, '-s', atPace(WORDS_PER_MINUTE, pace), '-w', OUTPUT_PATH, '--', text];
}

/** Speaks `text` into a WAV file (16-bit PCM, mono, 22,050 Hz) and answers its bytes. */
export async function synthesizeOfflineSpeech(input: OfflineSynthesisInput): Promise<Uint8Array> {
  // The route's contract already holds these; the program itself would read standard input when given no text.
  if (input.text.trim() === '' || input.text.length > SYNTHESIZE_TEXT_MAX_LENGTH || input.text.includes('\u0000')) {
    throw new Error(`The text to speak must have 1 to ${SYNTHESIZE_TEXT_MAX_LENGTH} characters and no NUL.`);
  }
  const { run, module } = await loadEngine();
  let exitStatus = 0;
  let failure: unknown;
  const errorLines: string[] = [];
  let failInstantiation: (error: unknown) => void = () => undefined;
  const instantiationFailed = new Promise<never>((_resolve, reject) => {
    failInstantiation = reject;
  });

  const program = await Promise.race([
    run({
      arguments: espeakArguments(input),
      print: () => undefined,
      printErr: (line) => {
        if (errorLines.length < MAX_ERROR_LINES) errorLines.push(line);
      },
      // The default sets process.exitCode; here the exit status is only this synthesis's outcome.
      quit: (status, toThrow) => {
        exitStatus = status;
        throw toThrow;
      },
      instantiateWasm: (imports, receive) => {
        // `receive` also runs the program, so a crash inside it (a trap) surfaces here; otherwise the wait would never end.
        WebAssembly.instantiate(module, imports)
          .then((instance) => receive(instance))
          .catch((error: unknown) => {
            failure ??= error;
            failInstantiation(error);
          });
        return {};
      },
    }),
    instantiationFailed,
  ]);
  if (failure !== undefined) throw failure;
  if (exitStatus !== 0) throw new Error(`eSpeak NG exited with status ${exitStatus}: ${errorLines.join(' ').slice(0, 500)}`);
  return program.FS.readFile(OUTPUT_PATH);
}
