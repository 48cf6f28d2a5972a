// The twin's rules: one twin per owner, started by the first answer or a username; who may read it and chat with it
// (owner, released heirs who accepted an invitation, visitors of a public twin) and from what; the memory locker's
// allowance; what is queued; what is logged.
import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { JobAccepted } from '../../../shared/contracts/jobs.ts';
import {
  TWIN_HEIRS_MAX,
  TWIN_MESSAGES,
  TWIN_PUBLIC_PHOTOS_MAX,
  TWIN_SUMMARY_MIN_ANSWERS,
  TWIN_USERNAME_REDIRECT_DAYS,
  TWIN_USERNAME_PATTERN,
  TWIN_USERNAME_RULE_MESSAGE,
  TWIN_USERNAME_TAKEN_MESSAGE,
  type TwinUsernameAvailability,
  type AcceptHeirInvitationAnswer,
  type DeleteTwinInput,
  type InheritedTwinsList,
  type PublicTwin,
  type PublicTwinMoved,
  type Twin,
  type TwinActivity,
  type TwinActivityKind,
  type TwinAnswer,
  type TwinAnswerVisibility,
  type TwinAudience,
  type TwinAudienceView,
  type TwinAudioAnswer,
  type TwinChatInput,
  type TwinEnvelope,
  type TwinHeir,
  type TwinHeirInvitation,
  type TwinMemoriesList,
  type TwinMemoriesQuery,
  type TwinMemory,
  type TwinOnchain,
  type TwinOnchainStatus,
  type TwinSummary,
  type TwinVisibilityPreview,
  type UpdateTwinInput,
} from '../../../shared/contracts/twin.ts';
import { formatBytes } from '../../../shared/contracts/files.ts';
import { getTwinQuestion, TWIN_QUESTIONS } from '../../../shared/twin-questions.ts';
import { createProviderSpeech } from '../../ai/speech-client.ts';
import { twinReplyTask } from '../../ai/tasks/twin-reply/task.ts';
import type { AccessClaims } from '../../auth/tokens.ts';
import { isForeignKeyViolation } from '../../lib/db-errors.ts';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../lib/http-errors.ts';
import { reserveSpace, type SpaceReservation } from '../../lib/space-reservation.ts';
import type { UploadSink } from '../../lib/upload-parts.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { hashInviteToken, invitationEmail, invitationLink, newInvitation } from './heir-invitations.ts';
import { createMemorySniffer, sanitizeMemoryFileName, unsupportedMemoryMessage } from './memory-content.ts';
import { loadAudienceView, withValidSources } from './public-summary.ts';
import { readMemoryJob } from './read-memory.job.ts';
import { refreshPublicSummaryJob } from './refresh-public-summary.job.ts';
import { reserveUsernameJob } from './reserve-username.job.ts';
import { summarizeTwinJob } from './summarize-twin.job.ts';
import type { MemoryForm, MemoryFormFields } from './twin-forms.ts';
import { loadTwinMaterial, MEMORY_VISIBILITIES_FOR, type TwinListener } from './twin-material.ts';
import { createTwinRepository, toTwinHeir, toTwinMemory, type TwinAnswerRow, type TwinHeirRow, type TwinRepository, type TwinRow } from './twin.repository.ts';

/** A new chat from the same visitor after this long counts as another visit in the activity log. */
const CHAT_VISIT_GAP_MS = 30 * 60 * 1000;
const USERNAME_FALLBACK = 'engram';
const DAY_MS = 24 * 60 * 60 * 1000;
// Ids in paths are any text (TwinMemoryParamsSchema); one that is not a uuid names nothing.
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TWIN_DELETED = 'Your Engram was deleted, so the upload was not kept.';

/** A memory file as it was streamed to storage, with what its content looked like on the way. */
interface StoredMemoryFile {
  key: string;
  sizeBytes: number;
  sniffer: ReturnType<typeof createMemorySniffer>;
}

/** What the route hands the service for an upload: the request's size and the reader that streams its file part to a sink. */
export interface TwinUploadRequest<Form> {
  /** The request body's Content-Length, when sent: the file it carries is no larger. */
  bodyBytes: number | undefined;
  readForm(store: UploadSink<StoredMemoryFile>): Promise<Form>;
}

type ServiceDeps = Pick<FeatureDeps, 'config' | 'database' | 'queue' | 'storage' | 'ai' | 'mail' | 'speechSettings'>;

/** Who reads a twin through `/public/twins/{username}`; an heir is the account that accepted the invitation `heir`. */
type Viewer = { role: 'owner' } | { role: 'heir'; userId: string; heir: TwinHeirRow } | { role: 'visitor' };

/** "Sam Rivera" → "sam_rivera": a username candidate from a name (3–20 of a–z, 0–9, _). */
export function usernameFromName(name: string): string {
  const base = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 16)
    .replace(/_+$/, '');
  return base.length >= 3 ? base : `${base}${base ? '_' : ''}${USERNAME_FALLBACK}`.slice(0, 16);
}

function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if (typeof current === 'object' && current !== null && 'code' in current && (current as { code: unknown }).code === '23505') return true;
  }
  return false;
}

function toTwinAnswer(row: TwinAnswerRow): TwinAnswer {
  const question = getTwinQuestion(row.number);
  return {
    number: row.number,
    topic: question?.topic ?? 'memories',
    question: question?.text ?? '',
    text: row.text,
    audio_memory_id: row.audioMemoryId,
    visibility: row.visibility as TwinAnswerVisibility,
    updated_at: row.updatedAt.toISOString(),
  };
}

export function createTwinService({ config, database, queue, storage, ai, mail, speechSettings }: ServiceDeps, logger?: Pick<FastifyBaseLogger, 'error'>) {
  const repository = createTwinRepository(database.db);
  // E-mail as the environment or the E-mail page sets it now; without a public URL nothing is sent (mailer undefined).
  // An address is trusted only when this server can send the link that proves it (users' e-mail verification).
  const isEmailVerificationRequired = async () => (await mail.get()).mailer !== undefined;
  const { solana } = config;
  const initialOnchainStatus: TwinOnchainStatus = solana ? 'pending' : 'not_configured';

  function allowanceOf(twin: TwinRow): number {
    return twin.storageAllowanceBytes ?? config.twin.lockerBytes;
  }

  function toOnchain(twin: TwinRow): TwinOnchain {
    const template = solana?.explorerUrl ?? 'https://explorer.solana.com/tx/{signature}';
    return {
      status: twin.onchainStatus as TwinOnchainStatus,
      signature: twin.onchainSignature,
      explorer_url: twin.onchainSignature && twin.onchainStatus === 'confirmed' ? template.replace('{signature}', encodeURIComponent(twin.onchainSignature)) : null,
      error: twin.onchainError,
    };
  }

  async function toTwin(twin: TwinRow): Promise<Twin> {
    const answers = await repository.listAnswers(twin.id);
    const given = answers.filter((row) => row.text.trim() !== '' || row.audioMemoryId !== null);
    return {
      id: twin.id,
      username: twin.username,
      name: twin.name,
      visibility: twin.visibility as Twin['visibility'],
      release: twin.releaseRule as Twin['release'],
      inactivity_months: twin.inactivityMonths as Twin['inactivity_months'],
      released: twin.releasedAt !== null,
      released_at: twin.releasedAt?.toISOString() ?? null,
      ready: twin.readyAt !== null,
      ready_at: twin.readyAt?.toISOString() ?? null,
      summary: withValidSources(twin.summary ?? null),
      summary_edited: twin.summaryEdited,
      summary_updated_at: twin.summaryUpdatedAt?.toISOString() ?? null,
      onchain: toOnchain(twin),
      storage: { used_bytes: twin.lockerBytes, allowance_bytes: allowanceOf(twin) },
      answers: given.map(toTwinAnswer),
      answered_count: given.filter((row) => row.text.trim() !== '').length,
      created_at: twin.createdAt.toISOString(),
      updated_at: twin.updatedAt.toISOString(),
    };
  }

  async function log(twinId: string, kind: TwinActivityKind, detail: string, actor = 'owner') {
    await repository.addActivity(twinId, { kind, detail, actor });
  }

  /** Queues a new public summary: what the public may hear changed (an answer's visibility or text, the twin's visibility). */
  async function refreshPublicSummary(userId: string, twin: TwinRow) {
    await queue.enqueue(refreshPublicSummaryJob, { userId, twinId: twin.id });
  }

  /** Stores a new invitation for the heir (replacing any other), e-mails it when e-mail is set up, and answers the link once. */
  async function invite(caller: AccessClaims, twin: TwinRow, heir: { id: string } | { email: string }): Promise<TwinHeirInvitation> {
    const { token, inviteTokenHash, inviteExpiresAt } = newInvitation(config.heirInviteTtlDays);
    const row =
      'id' in heir
        ? await repository.replaceHeirInvitation(twin.id, heir.id, { inviteTokenHash, inviteExpiresAt })
        : await repository.insertHeir({ twinId: twin.id, email: heir.email, inviteTokenHash, inviteExpiresAt });
    if (!row) throw 'id' in heir ? notFound(TWIN_MESSAGES.heirNotFound) : conflict(TWIN_MESSAGES.heirExists);
    const { mailer, publicUrl } = await mail.get();
    const inviteUrl = invitationLink(publicUrl, token);
    const isEmailed = mailer !== undefined;
    if (mailer) {
      const owner = await repository.findOwner(caller.userId);
      const message = invitationEmail(row.email, owner?.name ?? twin.name, inviteUrl, config.heirInviteTtlDays);
      // Sent after the answer, like the reset e-mail: a slow mail server does not hold the owner's page.
      void mailer.send(message).catch((error: unknown) => logger?.error({ err: error }, 'could not send an heir invitation e-mail'));
    }
    return { ...toTwinHeir({ heir: row, acceptedBy: null }), invite_url: inviteUrl, invite_emailed: isEmailed };
  }

  /** Queues the username's on-chain reservation (the job records `not_configured` when Solana is not set up). */
  async function reserveOnchain(userId: string, twin: TwinRow) {
    await queue.enqueue(reserveUsernameJob, { userId, twinId: twin.id, username: twin.username });
  }

  async function requireTwin(caller: AccessClaims): Promise<TwinRow> {
    const twin = await repository.findTwinByUserId(caller.userId);
    if (!twin) throw notFound(TWIN_MESSAGES.noTwin);
    return twin;
  }

  /** The caller's twin, started now when there is none: named after the owner, its username made from the nickname. */
  async function ensureTwin(caller: AccessClaims, username?: string): Promise<{ twin: TwinRow; isNew: boolean }> {
    const existing = await repository.findTwinByUserId(caller.userId);
    if (existing) return { twin: existing, isNew: false };
    const owner = await repository.findOwner(caller.userId);
    const name = owner?.name ?? caller.email;
    const base = usernameFromName(owner?.nickname ?? name);
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const candidate = username ?? (attempt === 0 ? base : `${base}_${attempt < 20 ? attempt + 1 : createHash('sha256').update(`${caller.userId}:${attempt}`).digest('hex').slice(0, 3)}`);
      if (await repository.isUsernameTaken(candidate)) {
        if (username) throw conflict(TWIN_USERNAME_TAKEN_MESSAGE);
        continue;
      }
      const twin = await repository.insertTwin({ userId: caller.userId, username: candidate, name, onchainStatus: initialOnchainStatus });
      if (twin) {
        await log(twin.id, 'created', `Engram created with the username @${twin.username}`);
        await reserveOnchain(caller.userId, twin);
        return { twin, isNew: true };
      }
      // Either this owner's twin was created meanwhile (another tab), or the username was just taken.
      const raced = await repository.findTwinByUserId(caller.userId);
      if (raced) return { twin: raced, isNew: false };
      if (username) throw conflict(TWIN_USERNAME_TAKEN_MESSAGE);
    }
    throw conflict('No free username could be found. Choose one in Settings.');
  }

  /**
   * The old username keeps leading to the twin's page, and stays reserved for this owner, for
   * TWIN_USERNAME_REDIRECT_DAYS: links already shared do not break, and nobody else can stand behind them meanwhile.
   */
  async function changeUsername(caller: AccessClaims, twin: TwinRow, username: string): Promise<TwinRow> {
    if (username === twin.username) return twin;
    const redirectExpiresAt = new Date(Date.now() + TWIN_USERNAME_REDIRECT_DAYS * DAY_MS);
    let updated: Awaited<ReturnType<TwinRepository['renameTwin']>>;
    try {
      updated = await repository.renameTwin(twin, username, { onchainStatus: initialOnchainStatus, onchainSignature: null, onchainError: null }, redirectExpiresAt);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(TWIN_USERNAME_TAKEN_MESSAGE);
      throw error;
    }
    if (updated === 'taken') throw conflict(TWIN_USERNAME_TAKEN_MESSAGE);
    if (!updated) throw notFound(TWIN_MESSAGES.noTwin);
    await log(twin.id, 'username', `Username changed from @${twin.username} to @${username}; links to @${twin.username} lead to the new page until ${redirectExpiresAt.toISOString().slice(0, 10)}`);
    await reserveOnchain(caller.userId, updated);
    return updated;
  }

  /**
   * The twin `username` (or, while its redirect lasts, an old username of it: `isMoved`) as `viewer` may see it, or a
   * 404 (never a 403: a hidden twin does not exist to them, and an old name does not reveal the new one).
   */
  async function findVisibleTwin(caller: AccessClaims | null, username: string): Promise<{ twin: TwinRow; viewer: Viewer; isMoved: boolean }> {
    const name = username.trim().toLowerCase();
    const current = await repository.findTwinByUsername(name);
    const twin = current ?? (await repository.findTwinByOldUsername(name));
    if (!twin) throw notFound(TWIN_MESSAGES.notFound);
    const isMoved = current === undefined;
    if (caller && caller.userId === twin.userId && twin.visibility !== 'private') return { twin, viewer: { role: 'owner' }, isMoved };
    // Only the account that accepted an invitation is an heir: an e-mail address alone proves nothing.
    if (caller && twin.visibility !== 'private' && twin.releasedAt !== null) {
      const heir = await repository.findAcceptedHeir(twin.id, caller.userId);
      if (heir) return { twin, viewer: { role: 'heir', userId: caller.userId, heir }, isMoved };
    }
    if (twin.visibility === 'public') return { twin, viewer: { role: 'visitor' }, isMoved };
    throw notFound(TWIN_MESSAGES.notFound);
  }

  /** What `audience` reads and hears, as the preview before publishing lists it. */
  async function audienceViewOf(twin: TwinRow, audience: TwinAudience): Promise<TwinAudienceView> {
    const { material, summary } = await loadAudienceView(repository, twin, audience);
    const numbers = new Set(material.answers.map((answer) => answer.number));
    const [answerRows, memoryRows] = await Promise.all([
      repository.listAnswers(twin.id),
      repository.listMemoriesByIds(
        twin.id,
        material.memories.map((memory) => memory.id),
      ),
    ]);
    return { audience, answers: answerRows.filter((row) => numbers.has(row.number)).map(toTwinAnswer), memories: memoryRows.map(toTwinMemory), summary };
  }

  const listenerOf = (viewer: Viewer): Exclude<TwinListener, 'owner'> => (viewer.role === 'visitor' ? 'public' : 'family');

  /**
   * The twin's reply to `listener`. Only the owner's chat reads the owner's summary (which quotes private answers);
   * everyone else hears the public summary, checked against what is public now, beside the material they may hear.
   */
  async function* replyAs(twin: TwinRow, listener: TwinListener, input: TwinChatInput, signal: AbortSignal): AsyncGenerator<string, void, undefined> {
    const { material, summary } =
      listener === 'owner'
        ? { material: await loadTwinMaterial(repository, twin.id, 'owner'), summary: withValidSources(twin.summary ?? null) }
        : await loadAudienceView(repository, twin, listener);
    const { answers, memories } = material;
    yield* ai.stream(twinReplyTask, { twinName: twin.name, summary, answers, memories, messages: input.messages }, { signal });
  }

  /** 413 with what is left in the locker (and what the memory needs, when known), or 404 when the twin went meanwhile. */
  async function lockerFull(twinId: string, sizeBytes?: number): Promise<HttpError> {
    const twin = await repository.findTwinById(twinId);
    if (!twin) return notFound(TWIN_DELETED);
    const allowance = allowanceOf(twin);
    const left = Math.max(0, allowance - twin.lockerBytes);
    const needs = sizeBytes === undefined ? '' : `this memory needs ${formatBytes(sizeBytes)} and `;
    return new HttpError(413, `Not enough room in your locker: ${needs}${formatBytes(left)} of ${formatBytes(allowance)} is left. Delete some memories to make room.`);
  }

  /** Holds room in the locker (lib/space-reservation.ts says why parallel uploads cannot pass the allowance). */
  function reserveLocker(twinId: string, sizes: { upfrontBytes: number; maxBytes: number; minimumBytes?: number }): Promise<SpaceReservation> {
    return reserveSpace(
      {
        tryAdd: (bytes) => repository.addLockerBytes(twinId, bytes, config.twin.lockerBytes),
        subtract: (bytes) => repository.subtractLockerBytes(twinId, bytes),
        noRoom: () => lockerFull(twinId, sizes.minimumBytes),
      },
      sizes,
    );
  }

  /**
   * One upload into the locker: the sink holds room before the first byte is written, streams the bytes to storage
   * while growing the reservation and watching the content, and `discard` undoes both when anything fails later.
   */
  function startLockerUpload(twinId: string, bodyBytes: number | undefined) {
    let reservation: SpaceReservation | undefined;
    let key: string | undefined;
    const sink: UploadSink<StoredMemoryFile> = async ({ stream, maxBytes }) => {
      reservation = await reserveLocker(twinId, { upfrontBytes: bodyBytes ?? maxBytes, maxBytes });
      const held = reservation;
      const sniffer = createMemorySniffer();
      const stored = await storage.putStream(stream, {
        maxBytes,
        onChunk: async (chunk, total) => {
          sniffer.update(chunk);
          await held.cover(total);
        },
      });
      key = stored.key;
      return { ...stored, sniffer };
    };
    return {
      sink,
      /** The file is what the row will say: the reservation shrinks to its size, which deleting the row gives back. */
      settle: (sizeBytes: number) => reservation?.settle(sizeBytes),
      /** The row is in: its bytes and its share of the locker are the row's now (deleting the memory gives them back). */
      keep() {
        reservation = undefined;
        key = undefined;
      },
      async discard() {
        if (key) await storage.remove(key);
        await reservation?.release();
      },
    };
  }

  /** The answer for an upload that failed after its bytes were kept: a twin deleted meanwhile is a 404, not a 500. */
  function uploadFailure(error: unknown): unknown {
    return isForeignKeyViolation(error) ? notFound(TWIN_DELETED) : error;
  }

  return {
    async getTwin(caller: AccessClaims): Promise<TwinEnvelope> {
      const twin = await repository.findTwinByUserId(caller.userId);
      return { twin: twin ? await toTwin(twin) : null };
    },

    questions() {
      return { questions: TWIN_QUESTIONS.map((question) => ({ ...question })) };
    },

    /** Whether `raw` could be the caller's username: the same rule and the same taken-check as reserving it. */
    async checkUsernameAvailability(caller: AccessClaims, raw: string): Promise<TwinUsernameAvailability> {
      const username = raw.trim().toLowerCase();
      if (!TWIN_USERNAME_PATTERN.test(username)) return { username, status: 'invalid', message: TWIN_USERNAME_RULE_MESSAGE };
      const own = await repository.findTwinByUserId(caller.userId);
      if (own?.username === username) return { username, status: 'yours', message: `@${username} is already your username.` };
      if (await repository.isUsernameTaken(username)) return { username, status: 'taken', message: TWIN_USERNAME_TAKEN_MESSAGE };
      return { username, status: 'available', message: `@${username} is available.` };
    },

    /** Any subset of the settings; starts the twin when there is none. */
    async update(caller: AccessClaims, input: UpdateTwinInput): Promise<Twin> {
      let { twin } = await ensureTwin(caller, input.username);
      if (input.username !== undefined) twin = await changeUsername(caller, twin, input.username);

      const changes: Parameters<TwinRepository['updateTwin']>[1] = {};
      const entries: { kind: TwinActivityKind; detail: string }[] = [];
      if (input.name !== undefined && input.name !== twin.name) {
        changes.name = input.name;
        entries.push({ kind: 'visibility', detail: `Name changed to ${input.name}` });
      }
      const isVisibilityChanged = input.visibility !== undefined && input.visibility !== twin.visibility;
      if (input.visibility !== undefined && isVisibilityChanged) {
        changes.visibility = input.visibility;
        entries.push({ kind: 'visibility', detail: { private: 'Made private', family: 'Shared with family', public: 'Published' }[input.visibility] });
      }
      const rule = input.release ?? (input.released === false && twin.releaseRule === 'now' ? 'manual' : undefined);
      if (input.inactivity_months !== undefined && input.inactivity_months !== twin.inactivityMonths) changes.inactivityMonths = input.inactivity_months;
      if (rule !== undefined && rule !== twin.releaseRule) changes.releaseRule = rule;
      if (changes.releaseRule !== undefined || changes.inactivityMonths !== undefined) {
        const finalRule = changes.releaseRule ?? twin.releaseRule;
        const months = changes.inactivityMonths ?? twin.inactivityMonths;
        entries.push({
          kind: 'release_rule',
          detail: finalRule === 'now' ? 'Heirs get access now' : finalRule === 'inactivity' ? `Heirs get access after ${months} months without a sign-in` : 'Heirs get access when released by hand',
        });
      }
      // "Now" means released; revoking by hand (released: false) turns "now" into "manual" above, so it sticks.
      const shouldRelease = input.released === true || (rule === 'now' && input.released !== false);
      if (shouldRelease && twin.releasedAt === null) {
        changes.releasedAt = new Date();
        entries.push({ kind: 'released', detail: 'Released to heirs' });
      } else if (input.released === false && twin.releasedAt !== null) {
        changes.releasedAt = null;
        entries.push({ kind: 'revoked', detail: 'Heirs’ access revoked' });
      }
      if (input.summary !== undefined) {
        const sections = Object.fromEntries(
          Object.entries(input.summary.sections).map(([name, section]) => [
            name,
            { text: section.text, sources: section.sources ?? [], is_empty: section.is_empty ?? section.text.trim() === '' },
          ]),
        ) as TwinSummary['sections'];
        changes.summary = { tags: input.summary.tags, sections };
        changes.summaryEdited = true;
        changes.summaryUpdatedAt = new Date();
        entries.push({ kind: 'summary_edited', detail: 'Personality summary edited' });
      }
      if (input.ready === true && twin.readyAt === null) {
        changes.readyAt = new Date();
        entries.push({ kind: 'ready', detail: 'Setup finished' });
      }
      if (Object.keys(changes).length > 0) twin = (await repository.updateTwin(twin.id, changes)) ?? twin;
      for (const entry of entries) await log(twin.id, entry.kind, entry.detail);
      if (isVisibilityChanged && twin.visibility !== 'private') await refreshPublicSummary(caller.userId, twin);
      return toTwin(twin);
    },

    /** Saves the typed answer to question `number`; an empty text removes it (skipped). A new answer is private unless `visibility` says otherwise. */
    async saveAnswer(caller: AccessClaims, number: number, text: string, visibility?: TwinAnswerVisibility): Promise<TwinAnswer | null> {
      const { twin } = await ensureTwin(caller);
      const previous = await repository.findAnswer(twin.id, number);
      if (text === '') {
        await repository.deleteAnswer(twin.id, number);
        if (previous?.visibility === 'public') await refreshPublicSummary(caller.userId, twin);
        return null;
      }
      const row = await repository.upsertAnswer({ twinId: twin.id, number, text, visibility });
      await log(twin.id, 'answer', `Answered question ${number}`);
      if (previous?.visibility === 'public' || row.visibility === 'public') await refreshPublicSummary(caller.userId, twin);
      return toTwinAnswer(row);
    },

    /** Who may hear the answer to question `number`: the owner alone, also released heirs, or anyone. */
    async setAnswerVisibility(caller: AccessClaims, number: number, visibility: TwinAnswerVisibility): Promise<TwinAnswer> {
      const twin = await requireTwin(caller);
      const previous = await repository.findAnswer(twin.id, number);
      if (!previous) throw notFound(TWIN_MESSAGES.answerNotFound);
      const row = await repository.setAnswerVisibility(twin.id, number, visibility);
      if (!row) throw notFound(TWIN_MESSAGES.answerNotFound);
      if (previous.visibility !== visibility) {
        await log(twin.id, 'answer', `Answer ${number} made ${{ private: 'private', family: 'visible to heirs', public: 'public' }[visibility]}`);
        if (previous.visibility === 'public' || visibility === 'public') await refreshPublicSummary(caller.userId, twin);
      }
      return toTwinAnswer(row);
    },

    /**
     * Keeps the recording as a voice memory (streamed to storage inside the locker's allowance) and answers with its
     * transcript when a speech engine can make one.
     */
    async saveAudioAnswer(caller: AccessClaims, number: number, request: TwinUploadRequest<StoredMemoryFile>): Promise<TwinAudioAnswer> {
      const { twin } = await ensureTwin(caller);
      const upload = startLockerUpload(twin.id, request.bodyBytes);
      try {
        const audio = await request.readForm(upload.sink);
        if (audio.sizeBytes === 0) throw badRequest('The recording is empty.');
        const content = audio.sniffer.detect('voice', 'answer.webm') ?? audio.sniffer.detect('voice', 'answer.wav');
        if (!content) throw new HttpError(415, 'The recording must be WebM, Ogg, MP4 or WAV audio.');
        await upload.settle(audio.sizeBytes);

        let transcription: TwinAudioAnswer['transcription'] = 'no_engine';
        let message: string | null = 'No speech-to-text engine is configured on this server; the recording is kept with your answer. Type the answer too if you like.';
        let text = '';
        const speech = await speechSettings.get();
        if (speech.speechToText.engine === 'provider') {
          try {
            // Read back from storage for the provider: a recording is at most SPEECH_AUDIO_MAX_BYTES (10 MB).
            text = (await createProviderSpeech(speech).transcribe(await storage.read(audio.key), 'en-US')).trim();
            transcription = 'transcribed';
            message = null;
          } catch (error) {
            transcription = 'failed';
            message = `The recording is kept, but it could not be transcribed: ${error instanceof Error ? error.message : 'unknown error'}`;
          }
        }
        const question = getTwinQuestion(number);
        const extension = content.mimeType.split('/')[1] ?? 'webm';
        const memory = await repository.insertMemory({
          twinId: twin.id,
          kind: 'voice',
          title: `Answer to question ${number}: ${question?.text ?? ''}`.slice(0, 200),
          visibility: 'private',
          filename: `answer-${number}.${extension}`,
          storageKey: audio.key,
          sizeBytes: audio.sizeBytes,
          mimeType: content.mimeType,
          text: text || null,
          textStatus: text ? 'ready' : 'none',
        });
        upload.keep();
        try {
          // A transcript replaces the typed text; without one the typed text (if any) stays.
          const previous = (await repository.listAnswers(twin.id)).find((row) => row.number === number);
          const row = await repository.upsertAnswer({ twinId: twin.id, number, text: text || previous?.text || '', audioMemoryId: memory.id });
          await log(twin.id, 'answer', `Answered question ${number} by voice`);
          return { answer: toTwinAnswer(row), transcription, message };
        } catch (error) {
          // No answer without its recording, and no recording without its answer: the memory goes with its bytes.
          await repository.deleteMemory(twin.id, memory.id);
          await storage.remove(audio.key);
          throw error;
        }
      } catch (error) {
        await upload.discard();
        throw uploadFailure(error);
      }
    },

    async requestSummary(caller: AccessClaims): Promise<JobAccepted> {
      const twin = await requireTwin(caller);
      const answered = (await repository.listAnswers(twin.id)).filter((row) => row.text.trim() !== '').length;
      if (answered < TWIN_SUMMARY_MIN_ANSWERS) {
        const missing = TWIN_SUMMARY_MIN_ANSWERS - answered;
        throw conflict(`Answer ${missing} more ${missing === 1 ? 'question' : 'questions'} first: the summary needs at least ${TWIN_SUMMARY_MIN_ANSWERS} answers.`);
      }
      return { jobId: await queue.enqueue(summarizeTwinJob, { userId: caller.userId, twinId: twin.id }) };
    },

    /** "Reset Personality": the summary and every answer go; memories stay. */
    async resetPersonality(caller: AccessClaims): Promise<Twin> {
      const twin = await requireTwin(caller);
      await repository.deleteAllAnswers(twin.id);
      const updated = await repository.updateTwin(twin.id, { summary: null, publicSummary: null, summaryEdited: false, summaryUpdatedAt: null, readyAt: null });
      await log(twin.id, 'reset', 'Personality reset: summary and answers cleared');
      // Public memories stay, and may still make a public summary.
      await refreshPublicSummary(caller.userId, twin);
      return toTwin(updated ?? twin);
    },

    /** The owner's own chat: every memory, private ones included. */
    async *chat(caller: AccessClaims, input: TwinChatInput, signal: AbortSignal): AsyncGenerator<string, void, undefined> {
      const twin = await requireTwin(caller);
      yield* replyAs(twin, 'owner', input, signal);
    },

    /**
     * The page visitors and heirs read (and its owner, as they do): the public summary only, never the owner's, and the
     * photos this reader may see. An old username within its redirect window answers where the twin went instead.
     */
    async getPublicTwin(caller: AccessClaims | null, username: string): Promise<{ twin: PublicTwin } | { moved: PublicTwinMoved }> {
      const { twin, viewer, isMoved } = await findVisibleTwin(caller, username);
      if (isMoved) return { moved: { message: `This Engram is now at @${twin.username}.`, moved_to: twin.username } };
      const { material, summary } = await loadAudienceView(repository, twin, listenerOf(viewer));
      const rows = await repository.listMemoriesByIds(
        twin.id,
        material.memories.map((memory) => memory.id),
      );
      const photos = rows
        .filter((row) => row.kind === 'photo' && row.storageKey)
        .slice(0, TWIN_PUBLIC_PHOTOS_MAX)
        .map((row) => ({ id: row.id, title: row.title, date: row.memoryDate, url: `/public/twins/${encodeURIComponent(twin.username)}/photos/${row.id}` }));
      return {
        twin: {
          username: twin.username,
          name: twin.name,
          visibility: twin.visibility as PublicTwin['visibility'],
          summary,
          onchain: toOnchain(twin),
          is_owner: viewer.role === 'owner',
          photos,
        },
      };
    },

    /** The new username of a public twin renamed away from `username` (its page link 301s there), else null. */
    async findPageRedirect(username: string): Promise<string | null> {
      try {
        const { twin, isMoved } = await findVisibleTwin(null, username);
        return isMoved ? twin.username : null;
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 404) return null;
        throw error;
      }
    },

    /**
     * A photo memory's bytes for a reader of the twin's page: only a photo that reader may see (public ones for
     * visitors; family ones too for released heirs and the owner), by the same rule as the page's list; else 404.
     */
    async openPublicPhoto(caller: AccessClaims | null, username: string, memoryId: string): Promise<{ mimeType: string; sizeBytes: number; stream: Readable }> {
      const { twin, viewer } = await findVisibleTwin(caller, username);
      const row = UUID_PATTERN.test(memoryId) ? await repository.findMemory(twin.id, memoryId) : undefined;
      const isVisible = row?.kind === 'photo' && row.storageKey && MEMORY_VISIBILITIES_FOR[listenerOf(viewer)].includes(row.visibility as TwinMemory['visibility']);
      if (!row?.storageKey || !isVisible) throw notFound(TWIN_MESSAGES.memoryNotFound);
      try {
        return { mimeType: row.mimeType ?? 'application/octet-stream', sizeBytes: row.sizeBytes, stream: await storage.stream(row.storageKey) };
      } catch (error) {
        if (error instanceof Error && 'code' in error && error.code === 'ENOENT') throw notFound(TWIN_MESSAGES.memoryNotFound);
        throw error;
      }
    },

    /**
     * What going `visibility` would show, to whom: for each audience the answers and memories the page's chat would
     * speak from and the summary it would show, read by the same code that serves them. Nothing changes here.
     */
    async previewVisibility(caller: AccessClaims, visibility: 'family' | 'public'): Promise<TwinVisibilityPreview> {
      const twin = await requireTwin(caller);
      const audiences: TwinAudience[] = visibility === 'public' ? ['public', 'family'] : ['family'];
      const now = new Date();
      const [views, heirs] = await Promise.all([Promise.all(audiences.map((audience) => audienceViewOf(twin, audience))), repository.listHeirs(twin.id)]);
      return {
        visibility,
        audiences: views,
        heirs: {
          named: heirs.length,
          accepted: heirs.filter((row) => toTwinHeir(row, now).status === 'accepted').length,
          released: twin.releasedAt !== null,
        },
      };
    },

    /**
     * A chat through the public page: a visitor of a public twin hears public answers and memories only; the owner and
     * released heirs of a family or public twin hear family ones too. Private answers and memories never reach this chat.
     */
    async *publicChat(caller: AccessClaims | null, visitorAddress: string, username: string, input: TwinChatInput, signal: AbortSignal): AsyncGenerator<string, void, undefined> {
      const { twin, viewer } = await findVisibleTwin(caller, username);
      if (viewer.role !== 'owner') {
        const visitorKey = viewer.role === 'heir' ? `heir:${viewer.userId}` : `ip:${createHash('sha256').update(visitorAddress).digest('hex')}`;
        if (await repository.touchChatVisit(twin.id, visitorKey, new Date(), CHAT_VISIT_GAP_MS)) {
          // Named by the address the owner invited, which is how the owner knows them.
          if (viewer.role === 'heir') await log(twin.id, 'chat', `${viewer.heir.email} chatted`, viewer.heir.email);
          else await log(twin.id, 'chat', 'A visitor chatted', 'visitor');
        }
      }
      yield* replyAs(twin, listenerOf(viewer), input, signal);
    },

    async listInherited(caller: AccessClaims): Promise<InheritedTwinsList> {
      const rows = await repository.listInheritedTwins(caller.userId);
      return {
        twins: rows.map((twin) => ({
          username: twin.username,
          name: twin.name,
          visibility: twin.visibility as Twin['visibility'],
          released_at: twin.releasedAt?.toISOString() ?? null,
        })),
      };
    },

    // Memories

    async listMemories(caller: AccessClaims, query: { q?: string | undefined; sort: NonNullable<TwinMemoriesQuery['sort']> }): Promise<TwinMemoriesList> {
      const twin = await repository.findTwinByUserId(caller.userId);
      if (!twin) return { memories: [], storage: { used_bytes: 0, allowance_bytes: config.twin.lockerBytes } };
      const rows = await repository.listMemories(twin.id, query);
      // The counter uploads reserve against: what is stored, plus uploads under way.
      return { memories: rows.map(toTwinMemory), storage: { used_bytes: twin.lockerBytes, allowance_bytes: allowanceOf(twin) } };
    },

    /**
     * A typed memory, or a file streamed to storage inside the locker's allowance (held before the first byte is
     * written) and checked by its content on the way; any failure removes the bytes and gives the room back.
     */
    async addMemory(caller: AccessClaims, request: TwinUploadRequest<MemoryForm<StoredMemoryFile>>): Promise<TwinMemory> {
      const { twin } = await ensureTwin(caller);
      const upload = startLockerUpload(twin.id, request.bodyBytes);
      try {
        const { fields, file } = await request.readForm(upload.sink);
        if (fields.kind === 'text') {
          // A file sent with a typed memory is not kept.
          await upload.discard();
          return await addTextMemory(twin, fields);
        }
        if (!file) throw badRequest(TWIN_MESSAGES.noFile);
        const { stored } = file;
        if (stored.sizeBytes === 0) throw badRequest(TWIN_MESSAGES.emptyFile);
        const filename = sanitizeMemoryFileName(file.filename);
        const content = stored.sniffer.detect(fields.kind, filename);
        if (!content) throw new HttpError(415, unsupportedMemoryMessage(fields.kind));
        await upload.settle(stored.sizeBytes);
        const needsReading = fields.kind === 'document' || (fields.kind === 'voice' && (await speechSettings.get()).speechToText.engine === 'provider');
        const row = await queue.transaction(async (tx, enqueue) => {
          const inserted = await createTwinRepository(tx).insertMemory({
            twinId: twin.id,
            kind: fields.kind,
            title: fields.title,
            memoryDate: fields.date,
            visibility: fields.visibility,
            filename,
            storageKey: stored.key,
            sizeBytes: stored.sizeBytes,
            mimeType: content.mimeType,
            textStatus: needsReading ? 'pending' : 'none',
          });
          if (needsReading) await enqueue(readMemoryJob, { userId: caller.userId, memoryId: inserted.id });
          return inserted;
        });
        upload.keep();
        await log(twin.id, 'memory_added', `Memory added: ${row.title}`);
        return toTwinMemory(row);
      } catch (error) {
        await upload.discard();
        throw uploadFailure(error);
      }
    },

    /** The row and its bytes. */
    async deleteMemory(caller: AccessClaims, memoryId: string): Promise<void> {
      const twin = await requireTwin(caller);
      const row = UUID_PATTERN.test(memoryId) ? await repository.deleteMemory(twin.id, memoryId) : undefined;
      if (!row) throw notFound(TWIN_MESSAGES.memoryNotFound);
      if (row.storageKey) await storage.remove(row.storageKey);
      await log(twin.id, 'memory_deleted', `Memory deleted: ${row.title}`);
    },

    /** The memory's original bytes, for the owner. */
    async openMemory(caller: AccessClaims, memoryId: string): Promise<{ filename: string; mimeType: string; sizeBytes: number; stream: Readable }> {
      const twin = await requireTwin(caller);
      const row = UUID_PATTERN.test(memoryId) ? await repository.findMemory(twin.id, memoryId) : undefined;
      if (!row?.storageKey) throw notFound(TWIN_MESSAGES.memoryNotFound);
      try {
        return { filename: row.filename ?? 'memory', mimeType: row.mimeType ?? 'application/octet-stream', sizeBytes: row.sizeBytes, stream: await storage.stream(row.storageKey) };
      } catch (error) {
        if (error instanceof Error && 'code' in error && error.code === 'ENOENT') throw notFound(TWIN_MESSAGES.memoryNotFound);
        throw error;
      }
    },

    // Heirs

    async listHeirs(caller: AccessClaims): Promise<{ heirs: TwinHeir[]; max: number }> {
      const twin = await repository.findTwinByUserId(caller.userId);
      const now = new Date();
      return { heirs: twin ? (await repository.listHeirs(twin.id)).map((row) => toTwinHeir(row, now)) : [], max: TWIN_HEIRS_MAX };
    },

    /** Names an heir and makes their invitation: the only way anyone becomes this twin's heir. */
    async addHeir(caller: AccessClaims, email: string): Promise<TwinHeirInvitation> {
      if (email === caller.email) throw badRequest(TWIN_MESSAGES.heirIsOwner);
      const { twin } = await ensureTwin(caller);
      const heirs = await repository.listHeirs(twin.id);
      if (heirs.some((row) => row.heir.email === email)) throw conflict(TWIN_MESSAGES.heirExists);
      if (heirs.length >= TWIN_HEIRS_MAX) throw conflict(TWIN_MESSAGES.heirsFull);
      const invitation = await invite(caller, twin, { email });
      await log(twin.id, 'heir_added', `Heir named: ${email}`);
      return invitation;
    },

    /** A new link for the heir: the old one stops working, and so does the access of whoever accepted it. */
    async renewInvitation(caller: AccessClaims, heirId: string): Promise<TwinHeirInvitation> {
      const twin = await requireTwin(caller);
      if (!UUID_PATTERN.test(heirId)) throw notFound(TWIN_MESSAGES.heirNotFound);
      const invitation = await invite(caller, twin, { id: heirId });
      await log(twin.id, 'heir_invited', `New invitation link for ${invitation.email}`);
      return invitation;
    },

    async removeHeir(caller: AccessClaims, heirId: string): Promise<void> {
      const twin = await requireTwin(caller);
      const row = UUID_PATTERN.test(heirId) ? await repository.deleteHeir(twin.id, heirId) : undefined;
      if (!row) throw notFound(TWIN_MESSAGES.heirNotFound);
      await log(twin.id, 'heir_removed', `Heir removed: ${row.email}`);
    },

    /**
     * Binds the invitation to the caller's account and burns it. When this server sends e-mail, the caller's own
     * address must be verified first, so an account cannot stand on an address nobody proved.
     */
    async acceptInvitation(caller: AccessClaims, token: string): Promise<AcceptHeirInvitationAnswer> {
      if (await isEmailVerificationRequired()) {
        const account = await repository.findOwner(caller.userId);
        if (!account?.emailVerifiedAt) throw forbidden(TWIN_MESSAGES.inviteNeedsVerifiedEmail);
      }
      const outcome = await repository.acceptHeirInvitation(hashInviteToken(token), caller.userId);
      switch (outcome.status) {
        case 'unknown':
          throw badRequest(TWIN_MESSAGES.inviteUnknown);
        case 'used':
          throw badRequest(TWIN_MESSAGES.inviteUsed);
        case 'expired':
          throw new HttpError(410, TWIN_MESSAGES.inviteExpired);
        case 'own':
          throw forbidden(TWIN_MESSAGES.inviteOwnTwin);
        case 'already':
          throw conflict(TWIN_MESSAGES.inviteAlreadyHeir);
      }
      const { twin, heir } = outcome;
      await log(twin.id, 'heir_accepted', `${heir.email} accepted the invitation as ${caller.email}`, heir.email);
      const isReleased = twin.releasedAt !== null && twin.visibility !== 'private';
      return {
        username: twin.username,
        name: twin.name,
        released: isReleased,
        message: isReleased
          ? `You are now an heir of ${twin.name}. Their Engram is open to you.`
          : `You are now an heir of ${twin.name}. You will see their Engram once they release it to their heirs.`,
      };
    },

    async listActivity(caller: AccessClaims): Promise<{ activity: TwinActivity[] }> {
      const twin = await repository.findTwinByUserId(caller.userId);
      return { activity: twin ? await repository.listActivity(twin.id) : [] };
    },

    /** Everything the export ZIP holds, read as it is written. */
    async exportTwin(caller: AccessClaims) {
      const twin = await requireTwin(caller);
      const [answers, memories, activity] = await Promise.all([
        repository.listAnswers(twin.id),
        repository.listAllMemories(twin.id),
        repository.listActivity(twin.id, 100_000),
      ]);
      return {
        twin: await toTwin(twin),
        answers: answers.map(toTwinAnswer),
        memories,
        activity,
        openBytes: (key: string) => storage.stream(key),
      };
    },

    /** Everything: rows (the cascade takes answers, memories, heirs, activity) and the stored bytes. */
    async deleteTwin(caller: AccessClaims, input: DeleteTwinInput): Promise<void> {
      const twin = await requireTwin(caller);
      if (input.confirm.toLowerCase() !== twin.username) throw badRequest(TWIN_MESSAGES.confirmMismatch);
      const keys = await repository.deleteTwin(twin.id);
      // Its jobs name it and carry its username and summary.
      await queue.deleteJobsOf({ twinId: twin.id });
      // After the rows: a failure here leaves unreachable bytes, never a memory without its file.
      for (const key of keys) await storage.remove(key);
    },
  };

  /** A typed memory: its length is held in the locker (conditionally, as any upload) in the same step as it is known. */
  async function addTextMemory(twin: TwinRow, fields: MemoryFormFields): Promise<TwinMemory> {
    if (!fields.text) throw badRequest(TWIN_MESSAGES.noText);
    const sizeBytes = Buffer.byteLength(fields.text);
    const reservation = await reserveLocker(twin.id, { upfrontBytes: sizeBytes, maxBytes: sizeBytes, minimumBytes: sizeBytes });
    try {
      const row = await repository.insertMemory({
        twinId: twin.id,
        kind: 'text',
        title: fields.title,
        memoryDate: fields.date,
        visibility: fields.visibility,
        sizeBytes,
        mimeType: 'text/plain; charset=utf-8',
        text: fields.text,
        textStatus: 'ready',
      });
      await log(twin.id, 'memory_added', `Memory added: ${row.title}`);
      return toTwinMemory(row);
    } catch (error) {
      await reservation.release();
      throw error;
    }
  }
}

export type TwinService = ReturnType<typeof createTwinService>;
