// `npx tsx src/server/eval/twin/run-twin.ts [--json]`: the twin evaluation alone, on a throwaway app with the configured
// AI engine (npm run eval runs it after the scenarios).
import { readCommandConfig, runWhenMain, type OperatorCommand } from '../../cli/operator-command.ts';
import { withEvalApp } from '../evaluate.ts';
import { formatTwinResult } from './format-twin.ts';
import { runTwinEvaluation } from './play-twin.ts';

export const runTwinEvalCommand: OperatorCommand = async (args, output, env) => {
  const config = readCommandConfig(output, env);
  if (!config) return 1;
  return withEvalApp(config, 0, async (evalApp) => {
    const result = await runTwinEvaluation(evalApp.app, args.includes('--json') ? undefined : (line) => output.error(line));
    output.log(args.includes('--json') ? JSON.stringify(result, null, 2) : formatTwinResult(result));
    return 0;
  });
};

runWhenMain(import.meta.url, runTwinEvalCommand);
