// The twin itself: its settings (name, username, visibility, release, the owner-edited summary, setup finished), its
// activity log, its export and its deletion. The interview is in interview.service.ts.
import { type DeleteTwinInput, type Twin, type TwinActivity, type TwinEnvelope, type TwinSummary, type TwinUsernameAvailability, type UpdateTwinInput } from '../../../../shared/contracts/twin.ts';
import { TWIN_MESSAGES, TWIN_SUMMARY_SECTIONS, TWIN_USERNAME_PATTERN, TWIN_USERNAME_REDIRECT_DAYS, TWIN_USERNAME_RULE_MESSAGE, TWIN_USERNAME_TAKEN_MESSAGE, type TwinActivityKind } from '../../../../shared/contracts/twin-constants.ts';
import type { TwinActivityTextKey, TwinTextValues } from '../../../../shared/twin-texts.ts';
import { emptySectionText } from '../../../ai/language/twin-text.ts';
import type { AccessClaims } from '../../../auth/tokens.ts';
import { isUniqueViolation } from '../../../lib/db-errors.ts';
import { badRequest, conflict, notFound } from '../../../lib/http-errors.ts';
import type { FeatureDeps } from '../../feature-deps.ts';
import { createMemoriesRepository } from '../memories/memories.repository.ts';
import { initialOnchainStatus, queueUsernameReservation } from '../onchain/onchain-status.ts';
import { createTwinAccess } from '../shared/twin-access.ts';
import { createTwinRepository, type TwinRepository, type TwinRow } from '../shared/twin.repository.ts';
import { createUsernameChanges } from '../shared/username-changes.ts';
import { createAnswersRepository, toTwinAnswer } from './answers.repository.ts';
import { notifyReleaseJob } from '../heirs/notify-release.job.ts';
import { withValidSources } from './public-summary.ts';
import { queuePublicSummary } from './refresh-public-summary.job.ts';
import { toTwin } from './to-twin.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

type ServiceDeps = Pick<FeatureDeps, 'config' | 'database' | 'queue' | 'storage' | 'plans'>;

export function createTwinService(deps: ServiceDeps) {
  const { config, database, queue, storage } = deps;
  const access = createTwinAccess(deps);
  const repository = createTwinRepository(database.db);
  const answers = createAnswersRepository(database.db);
  const usernameChanges = createUsernameChanges(deps);

  /**
   * The old username keeps leading to the twin's page, and stays reserved for this owner, for
   * TWIN_USERNAME_REDIRECT_DAYS: links already shared do not break, and nobody else can stand behind them meanwhile.
   * Each rename counts against the account's daily changes, before the rename, so parallel renames cannot pass it.
   */
  async function changeUsername(caller: AccessClaims, twin: TwinRow, username: string): Promise<TwinRow> {
    if (username === twin.username) return twin;
    await usernameChanges.take(caller.userId);
    const redirectExpiresAt = new Date(Date.now() + TWIN_USERNAME_REDIRECT_DAYS * DAY_MS);
    let renamed: Awaited<ReturnType<TwinRepository['renameTwin']>>;
    try {
      renamed = await repository.renameTwin(twin.id, username, { onchainStatus: initialOnchainStatus(config), onchainSignature: null, onchainError: null }, redirectExpiresAt);
    } catch (error) {
      await usernameChanges.giveBack(caller.userId);
      if (isUniqueViolation(error)) throw conflict(TWIN_USERNAME_TAKEN_MESSAGE);
      throw error;
    }
    if (renamed === 'taken' || !renamed) await usernameChanges.giveBack(caller.userId);
    if (renamed === 'taken') throw conflict(TWIN_USERNAME_TAKEN_MESSAGE);
    if (!renamed) throw notFound(TWIN_MESSAGES.noTwin);
    const { before, after } = renamed;
    await access.log(twin.id, 'username', 'usernameChanged', { before: before.username, after: username, until: redirectExpiresAt.toISOString().slice(0, 10) });
    await queueUsernameReservation(queue, caller.userId, after);
    return after;
  }

  return {
    async getTwin(caller: AccessClaims): Promise<TwinEnvelope> {
      const twin = await access.findTwin(caller);
      return { twin: twin ? await toTwin(config, answers, twin, await deps.plans.storageOf(twin.userId)) : null };
    },

    /** Whether `raw` could be the caller's username: the same rule and the same taken-check as reserving it. */
    async checkUsernameAvailability(caller: AccessClaims, raw: string): Promise<TwinUsernameAvailability> {
      const username = raw.trim().toLowerCase();
      if (!TWIN_USERNAME_PATTERN.test(username)) return { username, status: 'invalid', message: TWIN_USERNAME_RULE_MESSAGE };
      const own = await access.findTwin(caller);
      if (own?.username === username) return { username, status: 'yours', message: `@${username} is already your username.` };
      if (await repository.isUsernameTaken(username)) return { username, status: 'taken', message: TWIN_USERNAME_TAKEN_MESSAGE };
      return { username, status: 'available', message: `@${username} is available.` };
    },

    /** Any subset of the settings; starts the twin when there is none. */
    async update(caller: AccessClaims, input: UpdateTwinInput): Promise<Twin> {
      let { twin } = await access.ensureTwin(caller, input.username);
      if (input.username !== undefined) twin = await changeUsername(caller, twin, input.username);

      const changes: Parameters<TwinRepository['updateTwin']>[1] = {};
      const entries: { kind: TwinActivityKind; key: TwinActivityTextKey; values?: TwinTextValues }[] = [];
      if (input.name !== undefined && input.name !== twin.name) {
        changes.name = input.name;
        entries.push({ kind: 'visibility', key: 'nameChanged', values: { name: input.name } });
      }
      const isVisibilityChanged = input.visibility !== undefined && input.visibility !== twin.visibility;
      if (input.visibility !== undefined && isVisibilityChanged) {
        changes.visibility = input.visibility;
        entries.push({ kind: 'visibility', key: ({ private: 'madePrivate', family: 'sharedWithFamily', public: 'published' } as const)[input.visibility] });
      }
      const rule = input.release ?? (input.released === false && twin.releaseRule === 'now' ? 'manual' : undefined);
      if (input.inactivity_months !== undefined && input.inactivity_months !== twin.inactivityMonths) changes.inactivityMonths = input.inactivity_months;
      if (rule !== undefined && rule !== twin.releaseRule) changes.releaseRule = rule;
      if (changes.releaseRule !== undefined || changes.inactivityMonths !== undefined) {
        const finalRule = changes.releaseRule ?? twin.releaseRule;
        const months = changes.inactivityMonths ?? twin.inactivityMonths;
        entries.push(
          finalRule === 'now'
            ? { kind: 'release_rule', key: 'accessNow' }
            : finalRule === 'inactivity'
              ? { kind: 'release_rule', key: 'accessAfterInactivity', values: { months } }
              : { kind: 'release_rule', key: 'accessByHand' },
        );
      }
      // "Now" means released; revoking by hand (released: false) turns "now" into "manual" above, so it sticks.
      const shouldRelease = input.released === true || (rule === 'now' && input.released !== false);
      if (shouldRelease && twin.releasedAt === null) {
        changes.releasedAt = new Date();
        entries.push({ kind: 'released', key: 'released' });
      } else if (input.released === false && twin.releasedAt !== null) {
        changes.releasedAt = null;
        entries.push({ kind: 'revoked', key: 'revoked' });
      }
      if (input.summary !== undefined) {
        const sections = Object.fromEntries(
          TWIN_SUMMARY_SECTIONS.map((name) => {
            const section = input.summary!.sections[name];
            if (!section) return [name, { text: emptySectionText(name), sources: [], is_empty: true }];
            return [name, { text: section.text, sources: section.sources ?? [], is_empty: section.is_empty ?? section.text.trim() === '' }];
          }),
        ) as TwinSummary['sections'];
        // A tag the owner kept keeps the sentence that supports it; one they typed is their own word and needs none.
        const tags = input.summary.tags;
        const evidence = (withValidSources(twin.summary ?? null)?.tag_evidence ?? []).filter((entry) => tags.includes(entry.tag));
        changes.summary = { tags, sections, tag_evidence: evidence, coverage: twin.summary?.coverage ?? null };
        changes.summaryEdited = true;
        changes.summaryUpdatedAt = new Date();
        entries.push({ kind: 'summary_edited', key: 'summaryEdited' });
      }
      if (input.ready === true && twin.readyAt === null) {
        changes.readyAt = new Date();
        entries.push({ kind: 'ready', key: 'setupFinished' });
      }
      if (Object.keys(changes).length > 0) twin = (await repository.updateTwin(twin.id, changes)) ?? twin;
      for (const entry of entries) await access.log(twin.id, entry.kind, entry.key, entry.values);
      if (isVisibilityChanged && twin.visibility !== 'private') await queuePublicSummary(queue, caller.userId, twin);
      // Heirs are told when the twin opens to them: released now, or shared while released.
      if ((changes.releasedAt || (isVisibilityChanged && changes.visibility !== 'private')) && twin.releasedAt !== null && twin.visibility !== 'private') {
        await queue.enqueue(notifyReleaseJob, { userId: caller.userId, twinId: twin.id });
      }
      return toTwin(config, answers, twin, await deps.plans.storageOf(twin.userId));
    },

    async listActivity(caller: AccessClaims): Promise<{ activity: TwinActivity[] }> {
      const twin = await access.findTwin(caller);
      return { activity: twin ? await repository.listActivity(twin.id) : [] };
    },

    /** Everything the export ZIP holds, read as it is written. */
    async exportTwin(caller: AccessClaims) {
      const twin = await access.requireTwin(caller);
      const [answerRows, memories, activity] = await Promise.all([
        answers.listAnswers(twin.id),
        createMemoriesRepository(database.db).listAllMemories(twin.id),
        repository.listActivity(twin.id, 100_000),
      ]);
      return {
        twin: await toTwin(config, answers, twin, await deps.plans.storageOf(twin.userId)),
        answers: answerRows.map(toTwinAnswer),
        memories,
        activity,
        // The memory book is the owner's keepsake: in their account's language unless the page names one.
        ownerLanguage: (await repository.findOwner(twin.userId))?.language ?? null,
        openBytes: (key: string) => storage.stream(key),
      };
    },

    /** Everything: rows (the cascade takes answers, memories, heirs, activity) and the stored bytes. */
    async deleteTwin(caller: AccessClaims, input: DeleteTwinInput): Promise<void> {
      const twin = await access.requireTwin(caller);
      if (input.confirm.toLowerCase() !== twin.username) throw badRequest(TWIN_MESSAGES.confirmMismatch);
      const keys = await repository.deleteTwin(twin.id);
      // Its names stay held from everyone else (the database's trigger on twins), so deleting counts as a change.
      await usernameChanges.recordDeletion(caller.userId);
      // Its jobs name it and carry its username and summary.
      await queue.deleteJobsOf({ twinId: twin.id });
      // After the rows: a failure here leaves unreachable bytes, never a memory without its file.
      for (const key of keys) await storage.remove(key);
    },
  };
}

export type TwinService = ReturnType<typeof createTwinService>;
