// The operator's model command: `npm run model -- list | pull <name> | remove <name> | use <path>`. It does what the
// admin console's Local model page does: lists the catalogue, downloads a model into DATA_DIR/models (resumable,
// SHA-256-checked, with a progress bar on a terminal and plain lines otherwise), removes one, or makes a .gguf file
// the operator already has the model the server runs. Only `use` opens the database, to save the choice.
import { isAbsolute, resolve } from 'node:path';
import type { Config } from '../../config.ts';
import { allowedModelFolders, checkGgufFile, hasLocalEngineRuntime, isInside, localModelsDir } from '../../ai/local-model-files.ts';
import { checkCommandName, readCommandConfig, runWhenMain, withConfiguredDatabase, type CommandOutput, type OperatorCommand } from '../../cli/operator-command.ts';
import { LOCAL_MODEL_NAME_PATTERN } from '../../../shared/contracts/local-models.ts';
import { createLocalModelsRepository, modelNameForFile, saveLocalModelChoice } from './local-models.repository.ts';
import { pullCatalogueModel } from './local-models.service.ts';
import { findCatalogueModel, MODEL_CATALOGUE } from './model-catalogue.ts';
import { ModelDownloadError, type DownloadProgress } from './model-download.ts';

const USAGE = [
  'Usage: npm run model -- list',
  '  The models Engram can download, with their size, memory need and licence, and which are installed.',
  'Usage: npm run model -- pull <name>',
  '  Downloads the model into DATA_DIR/models (needs a network); run it again after a cut and it resumes.',
  'Usage: npm run model -- remove <name>',
  '  Deletes the model file (and any unfinished download of it).',
  'Usage: npm run model -- use <path>',
  '  Makes a .gguf file you already have the model the server runs (saved in the AI settings).',
].join('\n');

/** Where a progress bar is drawn: standard output when it is a terminal. */
export interface ProgressTerminal {
  write(text: string): void;
  columns?: number;
}

const BAR_WIDTH = 30;

function size(bytes: number): string {
  return bytes >= 1_000_000_000 ? `${(bytes / 1_000_000_000).toFixed(2)} GB` : `${Math.round(bytes / 1_000_000)} MB`;
}

/** A progress bar redrawn in place on a terminal; elsewhere a plain line at every tenth. */
function progressReporter(output: CommandOutput, terminal: ProgressTerminal | undefined) {
  let lastTenth = -1;
  let lastDrawn = 0;
  let isDrawn = false;
  return {
    update({ receivedBytes, totalBytes, state }: DownloadProgress) {
      if (state === 'verifying') return;
      const fraction = totalBytes ? Math.min(1, receivedBytes / totalBytes) : 0;
      if (terminal) {
        const now = Date.now();
        if (now - lastDrawn < 100 && fraction < 1) return;
        lastDrawn = now;
        const filled = Math.round(fraction * BAR_WIDTH);
        terminal.write(`\r[${'#'.repeat(filled)}${'-'.repeat(BAR_WIDTH - filled)}] ${String(Math.floor(fraction * 100)).padStart(3)}%  ${size(receivedBytes)}${totalBytes ? ` of ${size(totalBytes)}` : ''}   `);
        isDrawn = true;
        return;
      }
      const tenth = Math.floor(fraction * 10);
      if (tenth > lastTenth) {
        lastTenth = tenth;
        output.log(`Downloaded ${tenth * 10}% (${size(receivedBytes)}${totalBytes ? ` of ${size(totalBytes)}` : ''})`);
      }
    },
    end() {
      if (terminal && isDrawn) terminal.write('\n');
    },
  };
}

function list(config: Config, output: CommandOutput): number {
  const installed = createLocalModelsRepository(config.dataDir).listInstalled();
  const names = new Set(installed.map((file) => file.name));
  output.log(`Models for this machine (kept in ${localModelsDir(config.dataDir)}):`);
  for (const model of MODEL_CATALOGUE) {
    output.log(`  ${names.has(model.name) ? '[installed] ' : ''}${model.name}  ${model.label}, ${size(model.sizeBytes)} download, needs about ${size(model.memoryBytes)} of memory, ${model.licence}`);
    output.log(`      ${model.summary}`);
  }
  const others = installed.filter((file) => !findCatalogueModel(file.name));
  if (others.length > 0) {
    output.log('Other model files:');
    for (const file of others) output.log(`  [installed] ${file.name}  ${size(file.sizeBytes)}`);
  }
  if (installed.length === 0) output.log(`Download one with: npm run model -- pull ${MODEL_CATALOGUE[0]!.name}`);
  return 0;
}

async function pull(config: Config, name: string, output: CommandOutput, terminal: ProgressTerminal | undefined): Promise<number> {
  const model = findCatalogueModel(name);
  if (!model) {
    output.error(`There is no model named "${name}" in the catalogue. Choose one of: ${MODEL_CATALOGUE.map((entry) => entry.name).join(', ')}.`);
    return 2;
  }
  if (createLocalModelsRepository(config.dataDir).listInstalled().some((file) => file.name === name)) {
    output.log(`${model.label} is already installed.`);
    return 0;
  }
  output.log(`Downloading ${model.label} (${size(model.sizeBytes)}) from ${config.localModels.hubUrl}/${model.repository} …`);
  const progress = progressReporter(output, terminal);
  try {
    const result = await pullCatalogueModel(config, model, { onProgress: (step) => progress.update(step) });
    progress.end();
    output.log(`Checked (SHA-256 ${result.sha256}) and installed as ${result.path}.`);
  } catch (error) {
    progress.end();
    if (error instanceof ModelDownloadError) {
      output.error(error.message);
      return 1;
    }
    throw error;
  }
  output.log(
    hasLocalEngineRuntime()
      ? 'Start the server with npm start: with no other provider chosen, it runs this model.'
      : 'The local engine is not installed yet (node-llama-cpp is missing): run npm install, then npm start.',
  );
  return 0;
}

async function remove(config: Config, name: string, output: CommandOutput): Promise<number> {
  if (!LOCAL_MODEL_NAME_PATTERN.test(name)) {
    output.error('A model name has lower-case letters, digits, dots and dashes, like qwen2.5-1.5b-instruct. See npm run model -- list.');
    return 2;
  }
  if (!(await createLocalModelsRepository(config.dataDir).removeModel(name))) {
    output.error(`No model named "${name}" is installed. See npm run model -- list.`);
    return 1;
  }
  output.log(`Removed ${name}.`);
  return 0;
}

async function use(config: Config, path: string, output: CommandOutput, env: Record<string, string | undefined> | undefined): Promise<number> {
  const file = resolve(path);
  if (!file.toLowerCase().endsWith('.gguf')) {
    output.error('A local model file ends in .gguf.');
    return 1;
  }
  const check = checkGgufFile(file);
  if (!check.isValid) {
    output.error(check.message);
    return 1;
  }
  // A file outside the allowed folders is linked into DATA_DIR/models, so the AI page can show and keep the choice.
  let model = file;
  if (!allowedModelFolders(config.dataDir, config.localModels.extraDirs).some((folder) => isInside(folder, file))) {
    const name = modelNameForFile(file);
    if (!name) {
      output.error('The file name gives no usable model name: rename it to letters, digits, dots and dashes.');
      return 1;
    }
    const linked = await createLocalModelsRepository(config.dataDir).linkModel(name, isAbsolute(path) ? path : file);
    if (linked === 'taken') {
      output.error(`DATA_DIR/models already has a model named ${name}: remove it first (npm run model -- remove ${name}) or rename the file.`);
      return 1;
    }
    model = name;
    output.log(`Linked ${file} as ${localModelsDir(config.dataDir)}/${name}.gguf.`);
  }
  const code = await withConfiguredDatabase(output, env, async (_config, database) => {
    await saveLocalModelChoice(database.db, model);
    return 0;
  });
  if (code !== 0) return code;
  output.log(`The server now runs ${model} (${size(check.sizeBytes)}) with the local engine, within a few seconds if it is running.`);
  if (config.aiEnvironment.provider && config.aiEnvironment.provider !== 'local') {
    output.log(`Note: AI_PROVIDER=${config.aiEnvironment.provider} is set in the environment and wins over this choice; unset it to use the local model.`);
  }
  return 0;
}

/** Runs the command; answers the exit code (0 done, 1 refused or failed, 2 bad usage). `terminal` draws a progress bar. */
export async function runModelCommand(args: readonly string[], output: CommandOutput, env?: Record<string, string | undefined>, terminal?: ProgressTerminal): Promise<number> {
  const [command, argument, ...rest] = args;
  const usageCode = checkCommandName(command, ['list', 'pull', 'remove', 'use'], USAGE, output);
  if (usageCode !== undefined) return usageCode;
  if (command === 'list' ? argument !== undefined : !argument || rest.length > 0) {
    output.error(`${command === 'use' ? 'Give the path of one .gguf file.' : command === 'list' ? 'list takes nothing more.' : 'Give one model name.'}\n${USAGE}`);
    return 2;
  }
  const config = readCommandConfig(output, env);
  if (!config) return 1;
  switch (command) {
    case 'list':
      return list(config, output);
    case 'pull':
      return pull(config, argument!, output, terminal);
    case 'remove':
      return remove(config, argument!, output);
    default:
      return use(config, argument!, output, env);
  }
}

const command: OperatorCommand = (args, output, env) => runModelCommand(args, output, env, process.stdout.isTTY ? { write: (text) => void process.stdout.write(text) } : undefined);
runWhenMain(import.meta.url, command);
