// The evaluation command: `npm run eval [-- --json] [--transcripts] [--no-generation] [--no-created] [--engine name] [scenario ids…]`. It
// plays scripted learners against every sample scenario (and the scenarios named) through the real routes on the
// configured AI engine, creates and plays the created-scenario set (created/), and prints what came back, the
// created figures beside the samples'. It prints figures and fails only when it cannot run; eval.test.ts and
// created/created.test.ts hold the thresholds.
import { readCommandConfig, runWhenMain, withConfiguredDatabase, type CommandOutput, type OperatorCommand } from '../cli/operator-command.ts';
import { readScenarioCopy, type ScenarioCopy } from './eval.repository.ts';
import { createdSetScenarioAllowance, engineLabel, runEvaluation, sampleFiguresOf, withEvalApp } from './evaluate.ts';
import { formatCreated } from './created/created-figures.ts';
import { SAMPLE_SCENARIOS } from '../features/scenarios/scenarios.seed.ts';
import { formatResult, formatTranscripts } from './format.ts';
import { formatTwinResult } from './twin/format-twin.ts';
import { runTwinEvaluation } from './twin/play-twin.ts';

const USAGE = [
  'Usage: npm run eval [-- [--json] [--transcripts] [--no-generation] [--no-created] [--engine name] [scenario-id …]]',
  '  Builds the app on a throwaway embedded database (a temporary folder, removed at the end) with the configured',
  '  AI engine: the built-in one when AI_PROVIDER is unset, else that model (AI_PROVIDER, AI_MODEL, AI_BASE_URL,',
  '  AI_API_KEY), so models can be compared. For every sample scenario, and every scenario id given, it holds a strong',
  '  and a pushy scripted conversation, asks one question per fact of the brief and per glossary term, has a Vibes',
  '  Check exchange, waits for the reports, and creates the persona, rubric and scenario prompts of the evaluation set.',
  '  Each sample also plays its held-out natural set (natural-cases.ts): questions worded as people ask them, questions',
  '  the brief cannot answer, conversational acts (each in a new session), and a strong and a poor conversation.',
  '  It prints per scenario and in total: brief questions answered, repeated sentences, shared 8-word runs, leaked',
  '  system words or narration, outcome reached (strong and pushy, turns in brackets), the strong minus pushy score,',
  '  feedback consistency, the generation facts kept, and the natural set\'s figures (questions answered, unknowns',
  '  answered without an invented detail, acts taken part in, topic labels said as prose, strong and poor outcomes).',
  '  Then it creates the created-scenario set (src/server/eval/created/: descriptions in fields the samples do not',
  '  cover, in a tuning half and a test half the engine is never tuned on) through Quick and Advanced creation, plays',
  '  each case\'s questions, an off-topic, a negated and a refer-back line, a strong and a weak learner, reads the',
  '  reports, and prints the created figures beside the samples\' (facts answered, leaks and third-person self-talk,',
  '  name and job, false memories, don\'t-knows, repeats, stock sentences, off-topic answers, praise of counter-examples,',
  '  criticism of shown behaviour, uncovered citations, broken "Try saying" lines) with each half\'s CI threshold.',
  '  Then the twin evaluation (src/server/eval/twin): owners written from interview answers, asked 40 questions each.',
  '  It never fails on the figures themselves.',
  '  Scenario ids are read from the configured database: DATABASE_URL, or the embedded one in DATA_DIR (the running',
  '  server\'s, or started for the command). Each is copied, with its persona, rubric and',
  '  glossary, into the throwaway database; the configured database is only read. Its source files are not copied.',
  '  --json           prints the figures as JSON instead of tables (the natural replies included).',
  '  --transcripts    also prints every natural conversation, and each natural line with its reply.',
  '  --no-generation  skips the generation prompts.',
  '  --no-created     skips the created-scenario set.',
  '  --engine name    plays through this engine instead of AI_PROVIDER\'s: offline (the built-in one), local (the',
  '                   embedded model AI_MODEL names: a .gguf file, or a model kept in DATA_DIR/models), ollama, openai,',
  '                   anthropic or openai-compatible, with the other AI_* settings as they are.',
].join('\n');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface EvalArgs {
  /** The AI_PROVIDER the evaluation plays through, when --engine names one. */
  engine: string | undefined;
  json: boolean;
  transcripts: boolean;
  withGeneration: boolean;
  withCreated: boolean;
  ids: string[];
}

/** The arguments, or the exit code of a help request or a bad argument (after printing why). */
function parseArgs(args: readonly string[], output: CommandOutput): EvalArgs | number {
  if (args.includes('--help') || args.includes('-h') || args.includes('help')) {
    output.log(USAGE);
    return 0;
  }
  // --engine takes the word after it (or after "=").
  let engine: string | undefined;
  const rest: string[] = [];
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index] ?? '';
    if (arg === '--engine' || arg.startsWith('--engine=')) {
      engine = arg === '--engine' ? args[(index += 1)] : arg.slice('--engine='.length);
      if (!engine || engine.startsWith('-')) {
        output.error(`--engine needs an engine's name, for example --engine local.\n${USAGE}`);
        return 2;
      }
    } else rest.push(arg);
  }
  const flags = new Set(['--json', '--transcripts', '--no-generation', '--no-created']);
  const unknown = rest.find((arg) => arg.startsWith('-') && !flags.has(arg));
  if (unknown) {
    output.error(`Unknown option "${unknown}".\n${USAGE}`);
    return 2;
  }
  const ids = rest.filter((arg) => !arg.startsWith('-'));
  const bad = ids.find((id) => !UUID.test(id));
  if (bad) {
    output.error(`"${bad}" is not a scenario id.\n${USAGE}`);
    return 2;
  }
  return { engine, json: args.includes('--json'), transcripts: args.includes('--transcripts'), withGeneration: !args.includes('--no-generation'), withCreated: !args.includes('--no-created'), ids: [...new Set(ids.map((id) => id.toLowerCase()))] };
}

/** The named scenarios (other than samples) read from the configured database, or the exit code when one is missing. */
async function readCopies(ids: readonly string[], output: CommandOutput, env: Record<string, string | undefined> | undefined): Promise<ScenarioCopy[] | number> {
  const sampleIds = new Set(SAMPLE_SCENARIOS.map((sample) => sample.id));
  const wanted = ids.filter((id) => !sampleIds.has(id));
  if (wanted.length === 0) return [];
  const copies: ScenarioCopy[] = [];
  const code = await withConfiguredDatabase(output, env, async (_config, database) => {
    for (const id of wanted) {
      const copy = await readScenarioCopy(database.db, id);
      if (!copy) {
        output.error(`No scenario ${id} in the configured database.`);
        return 1;
      }
      copies.push(copy);
    }
    return 0;
  });
  return code === 0 ? copies : code;
}

export const runEvalCommand: OperatorCommand = async (args, output, env) => {
  const parsed = parseArgs(args, output);
  if (typeof parsed === 'number') return parsed;
  // The engine named on the command line wins over AI_PROVIDER; a name the settings do not know is refused there.
  const config = readCommandConfig(output, env, parsed.engine ? { AI_PROVIDER: parsed.engine } : {});
  if (!config) return 1;
  const copies = await readCopies(parsed.ids, output, env);
  if (typeof copies === 'number') return copies;
  return withEvalApp(config, SAMPLE_SCENARIOS.length + copies.length + (parsed.withCreated ? createdSetScenarioAllowance() : 0), async (evalApp) => {
    const result = await runEvaluation(evalApp, engineLabel(config), {
      copies,
      withGeneration: parsed.withGeneration,
      withCreated: parsed.withCreated,
      onProgress: parsed.json ? undefined : (line) => output.error(line),
    });
    // The twin evaluation (src/server/eval/twin): owners' interviews, the questions people ask, the tags' lines.
    const twin = await runTwinEvaluation(evalApp.app, parsed.json ? undefined : (line) => output.error(line));
    const created = result.created && !parsed.json ? `\n\n${formatCreated(result.created.tuning, result.created.test, sampleFiguresOf(result))}` : '';
    output.log(parsed.json ? JSON.stringify({ ...result, twin }, null, 2) : `${formatResult(result)}${created}\n\n${formatTwinResult(twin)}`);
    if (parsed.transcripts && !parsed.json) output.log(`\n${formatTranscripts(result)}`);
    return 0;
  });
};

runWhenMain(import.meta.url, runEvalCommand);
