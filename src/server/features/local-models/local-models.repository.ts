// What the local-models feature keeps: model files under DATA_DIR/models (the only file that deletes or links them)
// and, for `npm run model -- use`, the local model chosen in the AI settings (operator_settings, key `ai`).
import { lstat, mkdir, rm, symlink } from 'node:fs/promises';
import { basename } from 'node:path';
import { AI_SETTINGS_KEY, StoredAiSettingsSchema, type StoredAiSettings } from '../../ai/ai-settings.ts';
import { installedModelFiles, localModelFile, localModelsDir, type InstalledModelFile } from '../../ai/local-model-files.ts';
import { partPathOf } from './model-part-file.ts';
import { aiKeyDestination } from '../../../shared/secret-destinations.ts';
import type { Db } from '../../db/client.ts';
import { createOperatorSettingsRepository } from '../../db/operator-settings.repository.ts';
import { LOCAL_MODEL_NAME_PATTERN } from '../../../shared/contracts/local-models.ts';

/** A model name for a file the operator already has: its file name, lower-cased, other characters as dashes. */
export function modelNameForFile(path: string): string | null {
  const name = basename(path)
    .replace(/\.gguf$/i, '')
    .toLowerCase()
    .replace(/[^a-z0-9.-]+/g, '-')
    .replace(/^[^a-z0-9]+/, '')
    .slice(0, 80);
  return LOCAL_MODEL_NAME_PATTERN.test(name) ? name : null;
}

export function createLocalModelsRepository(dataDir: string) {
  return {
    listInstalled(): InstalledModelFile[] {
      return installedModelFiles(dataDir);
    },

    /** Deletes the model's file and any unfinished download of it; answers whether there was anything. */
    async removeModel(name: string): Promise<boolean> {
      const path = localModelFile(dataDir, name);
      const partial = partPathOf(path);
      const existed = (await lstat(path).catch(() => null)) !== null || (await lstat(partial).catch(() => null)) !== null;
      await rm(path, { force: true });
      await rm(partial, { force: true });
      return existed;
    },

    /** Makes DATA_DIR/models/<name>.gguf a link to a file elsewhere; refuses a name already taken. */
    async linkModel(name: string, target: string): Promise<'linked' | 'taken'> {
      await mkdir(localModelsDir(dataDir), { recursive: true });
      try {
        await symlink(target, localModelFile(dataDir, name));
        return 'linked';
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EEXIST') return 'taken';
        throw error;
      }
    },
  };
}

/**
 * Sets the AI settings to the local engine with `model`, keeping a saved key and its destination as they are; the
 * same record the AI page saves. Used by `npm run model -- use`, which has no admin session.
 */
export async function saveLocalModelChoice(db: Db, model: string): Promise<void> {
  const settings = createOperatorSettingsRepository(db);
  const row = await settings.findOperatorSetting(AI_SETTINGS_KEY);
  const saved = row ? StoredAiSettingsSchema.safeParse(row.value) : null;
  // The key stays bound where it was saved for, so switching back to that provider needs no retyping.
  const destination = saved?.success ? (saved.data.apiKeyDestination ?? aiKeyDestination(saved.data.provider, saved.data.baseUrl)) : null;
  const kept: Pick<StoredAiSettings, 'apiKey' | 'apiKeyDestination'> =
    saved?.success && saved.data.apiKey ? { apiKey: saved.data.apiKey, ...(destination ? { apiKeyDestination: destination } : {}) } : {};
  const next: StoredAiSettings = { provider: 'local', model, models: {}, ...kept };
  await settings.saveOperatorSetting(AI_SETTINGS_KEY, next);
}
