// Where the local engine's model files live and which one it runs: a model named <name> is the file
// DATA_DIR/models/<name>.gguf (AI_MODEL and the AI page may also hold an absolute path to a .gguf file). Shared by the
// AI settings (the default choice), the "Local model" page, `npm run model` and the engine that loads the file.
import { closeSync, openSync, readdirSync, readSync, realpathSync, statSync } from 'node:fs';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { createRequire } from 'node:module';
import { LOCAL_MODEL_NAME_PATTERN } from '../../shared/contracts/local-models.ts';

/** The first four bytes of every GGUF file. */
const GGUF_MAGIC = Buffer.from('GGUF', 'ascii');

export const MODEL_FILE_EXTENSION = '.gguf';
/** A download in progress, renamed to .gguf only once its SHA-256 matches. */
export const PARTIAL_FILE_EXTENSION = '.gguf.part';

/** DATA_DIR/models, absolute. */
export function localModelsDir(dataDir: string): string {
  return resolve(dataDir, 'models');
}

/** DATA_DIR/models/<name>.gguf for a model name; throws on a name that could leave the folder. */
export function localModelFile(dataDir: string, name: string): string {
  if (!LOCAL_MODEL_NAME_PATTERN.test(name)) throw new Error(`Not a model name: ${name}`);
  return join(localModelsDir(dataDir), `${name}${MODEL_FILE_EXTENSION}`);
}

/**
 * The one reading of a model setting (AI_MODEL, the AI page, a task group's model) as a file: an absolute path as it
 * is; a relative path to a .gguf file (AI_MODEL written by hand) from the working folder; a model name as
 * `<modelsDir>/<name>.gguf`. Undefined when it is none of these. Whether the file may be used is checkLocalModelSetting's.
 */
export function modelFilePath(modelsDir: string, model: string | null | undefined): string | undefined {
  const setting = model?.trim();
  if (!setting) return undefined;
  if (isAbsolute(setting)) return setting;
  if (setting.toLowerCase().endsWith(MODEL_FILE_EXTENSION) || setting.includes('/') || setting.includes('\\')) return resolve(setting);
  return LOCAL_MODEL_NAME_PATTERN.test(setting) ? join(modelsDir, `${setting}${MODEL_FILE_EXTENSION}`) : undefined;
}

/** Whether `path` lies inside `folder` (or is it). */
export function isInside(folder: string, path: string): boolean {
  const rest = relative(resolve(folder), resolve(path));
  return rest === '' || (!rest.startsWith('..') && !isAbsolute(rest));
}

export type GgufCheck = { isValid: true; sizeBytes: number } | { isValid: false; message: string };

/** Whether `path` is a readable regular file that starts with the GGUF magic bytes. */
export function checkGgufFile(path: string): GgufCheck {
  let size: number;
  try {
    const stats = statSync(path);
    if (!stats.isFile()) return { isValid: false, message: `${path} is not a file.` };
    size = stats.size;
  } catch {
    return { isValid: false, message: `There is no file at ${path}.` };
  }
  const head = Buffer.alloc(GGUF_MAGIC.length);
  try {
    const handle = openSync(path, 'r');
    try {
      readSync(handle, head, 0, head.length, 0);
    } finally {
      closeSync(handle);
    }
  } catch {
    return { isValid: false, message: `${path} cannot be read by the server.` };
  }
  if (!head.equals(GGUF_MAGIC)) return { isValid: false, message: `${path} is not a GGUF model file (it does not start with "GGUF").` };
  return { isValid: true, sizeBytes: size };
}

export interface InstalledModelFile {
  name: string;
  path: string;
  sizeBytes: number;
  modifiedMs: number;
}

/** The complete .gguf files in DATA_DIR/models whose names are model names (downloads in progress are .part). */
export function installedModelFiles(dataDir: string): InstalledModelFile[] {
  let entries: string[];
  try {
    entries = readdirSync(localModelsDir(dataDir));
  } catch {
    return [];
  }
  const files: InstalledModelFile[] = [];
  for (const entry of entries) {
    if (!entry.endsWith(MODEL_FILE_EXTENSION)) continue;
    const name = entry.slice(0, -MODEL_FILE_EXTENSION.length);
    if (!LOCAL_MODEL_NAME_PATTERN.test(name)) continue;
    try {
      const stats = statSync(join(localModelsDir(dataDir), entry));
      if (stats.isFile()) files.push({ name, path: join(localModelsDir(dataDir), entry), sizeBytes: stats.size, modifiedMs: stats.mtimeMs });
    } catch {
      // Removed while listing: not installed.
    }
  }
  return files.sort((a, b) => a.name.localeCompare(b.name));
}

/** The model the local engine runs when nobody chose one: the file pulled or placed last, so a new pull takes over. */
export function defaultInstalledModel(dataDir: string): string | undefined {
  const files = installedModelFiles(dataDir);
  return files.sort((a, b) => b.modifiedMs - a.modifiedMs || a.name.localeCompare(b.name))[0]?.name;
}

/**
 * Whether this installation can run GGUF models in-process: the engine's runtime (node-llama-cpp) is installed.
 * The default choice turns to the local engine only then, so a model file alone never stops the built-in engine.
 */
export function hasLocalEngineRuntime(): boolean {
  if (hasRuntime === undefined) {
    try {
      createRequire(import.meta.url).resolve('node-llama-cpp');
      hasRuntime = true;
    } catch {
      hasRuntime = false;
    }
  }
  return hasRuntime;
}

// Installed packages do not change while the server runs.
let hasRuntime: boolean | undefined;

/** The path with its links followed, as far as it exists. */
function realPathOf(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return resolve(path);
  }
}

/** The folders a model file may be used from by path on the admin pages: DATA_DIR/models and MODEL_DIRS. */
export function allowedModelFolders(dataDir: string, extraDirs: readonly string[]): string[] {
  return [localModelsDir(dataDir), ...extraDirs.map((folder) => resolve(folder))];
}

export type LocalModelSettingCheck = { isUsable: true; path: string; sizeBytes: number } | { isUsable: false; message: string };

/**
 * Whether the local engine can run `model` (a name in DATA_DIR/models or an absolute .gguf path inside `folders`):
 * the AI page's save and the Local model page's "use this file" refuse what fails, with its reason.
 */
export function checkLocalModelSetting(dataDir: string, folders: readonly string[], model: string): LocalModelSettingCheck {
  const path = modelFilePath(localModelsDir(dataDir), model);
  if (!path) return { isUsable: false, message: 'A local model is a model name like qwen2.5-1.5b-instruct or the absolute path of a .gguf file.' };
  if (!path.endsWith(MODEL_FILE_EXTENSION)) return { isUsable: false, message: 'A local model file ends in .gguf.' };
  // A link inside an allowed folder may not lead out of it.
  const real = realPathOf(path);
  if (!folders.some((folder) => isInside(folder, path) && isInside(realPathOf(folder), real))) {
    return { isUsable: false, message: `The server uses model files only from ${folders.join(', ')}. Move the file there, or add its folder to MODEL_DIRS.` };
  }
  const check = checkGgufFile(path);
  if (!check.isValid) return { isUsable: false, message: isAbsolute(model) ? check.message : `The model ${model} is not installed: download it on the Local model page or with npm run model -- pull ${model}.` };
  return { isUsable: true, path, sizeBytes: check.sizeBytes };
}
