// The twin's page as heirs and visitors read it, and its chat: who may see a twin through /public/twins/{username}
// (owner, released heirs who accepted an invitation, visitors of a public twin) and from what, old usernames that
// lead on, the photos a reader may open, the owner's preview before publishing, and the visits logged.
import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { type TwinChatInput } from '../../../../shared/contracts/twin.ts';
import { type TwinMemory } from '../../../../shared/contracts/twin-memories.ts';
import { type PublicTwin, type PublicTwinMoved, type TwinAudienceView, type TwinVisibilityPreview } from '../../../../shared/contracts/twin-public.ts';
import { TWIN_MESSAGES, TWIN_PUBLIC_PHOTOS_MAX, TWIN_SPOKEN_REPLY_MAX_LENGTH, type TwinAudience } from '../../../../shared/contracts/twin-constants.ts';
import { twinReplyTask } from '../../../ai/tasks/twin-reply/task.ts';
import type { AccessClaims } from '../../../auth/tokens.ts';
import { isSpeakablePassage, speakableText, wholeSentencesWithin } from '../../../../shared/speakable-text.ts';
import { forbidden, HttpError, notFound } from '../../../lib/http-errors.ts';
import type { FeatureDeps } from '../../feature-deps.ts';
import { createHeirsRepository, toTwinHeir } from '../heirs/heirs.repository.ts';
import { openStoredFile } from '../memories/locker.ts';
import { createMemoriesRepository, toTwinMemory } from '../memories/memories.repository.ts';
import { admitMentorChat } from '../mentor/mentor-access.ts';
import { toOnchain } from '../onchain/onchain-status.ts';
import { createAnswersRepository, toTwinAnswer } from '../profile/answers.repository.ts';
import { loadAudienceView } from '../profile/public-summary.ts';
import { MEMORY_VISIBILITIES_FOR, type TwinListener } from '../profile/twin-material.ts';
import { isUuid } from '../../../../shared/uuid.ts';
import { createTwinAccess } from '../shared/twin-access.ts';
import { createTwinRepository, type TwinHeirRow, type TwinRow } from '../shared/twin.repository.ts';
import { createPublicRepository, SPOKEN_REPLY_TTL_MS } from './public.repository.ts';

/** A new chat from the same visitor after this long counts as another visit in the activity log. */
const CHAT_VISIT_GAP_MS = 30 * 60 * 1000;

/** Who reads a twin through `/public/twins/{username}`; an heir is the account that accepted the invitation `heir`. */
type Viewer = { role: 'owner' } | { role: 'heir'; userId: string; heir: TwinHeirRow } | { role: 'visitor' };

/** Whose replies and syntheses these are: the signed-in account, else a SHA-256 of the visitor's address (never the address). */
const speakerKeyOf = (caller: AccessClaims | null, visitorAddress: string): string =>
  caller ? caller.userId : `ip:${createHash('sha256').update(visitorAddress).digest('hex')}`;

const listenerOf = (viewer: Viewer): Exclude<TwinListener, 'owner'> => (viewer.role === 'visitor' ? 'public' : 'family');

type ServiceDeps = Pick<FeatureDeps, 'config' | 'database' | 'queue' | 'storage' | 'ai' | 'speechVoices' | 'plans'>;

export function createPublicService(deps: ServiceDeps) {
  const { config, database, storage, ai, speechVoices } = deps;
  const { db } = database;
  const access = createTwinAccess(deps);
  const twins = createTwinRepository(db);
  const memories = createMemoriesRepository(db);
  const answers = createAnswersRepository(db);
  const heirs = createHeirsRepository(db);
  const visits = createPublicRepository(db);

  /**
   * The twin `username` (or, while its redirect lasts, an old username of it: `isMoved`) as `viewer` may see it, or a
   * 404 (never a 403: a hidden twin does not exist to them, and an old name does not reveal the new one).
   */
  async function findVisibleTwin(caller: AccessClaims | null, username: string): Promise<{ twin: TwinRow; viewer: Viewer; isMoved: boolean }> {
    const name = username.trim().toLowerCase();
    const current = await twins.findTwinByUsername(name);
    const twin = current ?? (await twins.findTwinByOldUsername(name));
    if (!twin) throw notFound(TWIN_MESSAGES.notFound);
    const isMoved = current === undefined;
    if (caller && caller.userId === twin.userId && twin.visibility !== 'private') return { twin, viewer: { role: 'owner' }, isMoved };
    // Only the account that accepted an invitation is an heir: an e-mail address alone proves nothing.
    if (caller && twin.visibility !== 'private' && twin.releasedAt !== null) {
      const heir = await heirs.findAcceptedHeir(twin.id, caller.userId);
      if (heir) return { twin, viewer: { role: 'heir', userId: caller.userId, heir }, isMoved };
    }
    if (twin.visibility === 'public') return { twin, viewer: { role: 'visitor' }, isMoved };
    throw notFound(TWIN_MESSAGES.notFound);
  }

  /** What `audience` reads and hears, as the preview before publishing lists it. */
  async function audienceViewOf(twin: TwinRow, audience: TwinAudience): Promise<TwinAudienceView> {
    const { material, summary } = await loadAudienceView(db, twin, audience);
    const numbers = new Set(material.answers.map((answer) => answer.number));
    const [answerRows, memoryRows] = await Promise.all([
      answers.listAnswers(twin.id),
      memories.listMemoriesByIds(
        twin.id,
        material.memories.map((memory) => memory.id),
      ),
    ]);
    return { audience, answers: answerRows.filter((row) => numbers.has(row.number)).map(toTwinAnswer), memories: memoryRows.map(toTwinMemory), summary };
  }

  return {
    /**
     * The page visitors and heirs read (and its owner, as they do): the public summary only, never the owner's, and the
     * photos this reader may see. An old username within its redirect window answers where the twin went instead.
     */
    async getPublicTwin(caller: AccessClaims | null, username: string): Promise<{ twin: PublicTwin } | { moved: PublicTwinMoved }> {
      const { twin, viewer, isMoved } = await findVisibleTwin(caller, username);
      if (isMoved) return { moved: { message: `This Engram is now at @${twin.username}.`, moved_to: twin.username } };
      const { material, summary } = await loadAudienceView(db, twin, listenerOf(viewer));
      const rows = await memories.listMemoriesByIds(
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
          onchain: toOnchain(config, twin),
          is_owner: viewer.role === 'owner',
          reads_english_only: (await ai.engine('twin')).isOffline,
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
      const row = isUuid(memoryId) ? await memories.findMemory(twin.id, memoryId) : undefined;
      const isVisible = row?.kind === 'photo' && row.storageKey && MEMORY_VISIBILITIES_FOR[listenerOf(viewer)].includes(row.visibility as TwinMemory['visibility']);
      if (!row?.storageKey || !isVisible) throw notFound(TWIN_MESSAGES.memoryNotFound);
      return { mimeType: row.mimeType ?? 'application/octet-stream', sizeBytes: row.sizeBytes, stream: await openStoredFile(storage, row.storageKey, TWIN_MESSAGES.memoryNotFound) };
    },

    /**
     * What going `visibility` would show, to whom: for each audience the answers and memories the page's chat would
     * speak from and the summary it would show, read by the same code that serves them. Nothing changes here.
     */
    async previewVisibility(caller: AccessClaims, visibility: 'family' | 'public'): Promise<TwinVisibilityPreview> {
      const twin = await access.requireTwin(caller);
      const audiences: TwinAudience[] = visibility === 'public' ? ['public', 'family'] : ['family'];
      const now = new Date();
      const [views, named] = await Promise.all([Promise.all(audiences.map((audience) => audienceViewOf(twin, audience))), twins.listHeirs(twin.id)]);
      return {
        visibility,
        audiences: views,
        heirs: {
          named: named.length,
          accepted: named.filter((row) => toTwinHeir(row, now).status === 'accepted').length,
          released: twin.releasedAt !== null,
        },
      };
    },

    /**
     * A reply of the twin spoken in the voice its owner chose, for whoever may read its page (404 otherwise), and only
     * whole sentences of what the twin said to this caller through the page's chat in the last TWIN_SPOKEN_REPLY_MINUTES
     * (403 otherwise, before any synthesis): the owner's voice and the speech provider are not for other words. A
     * signed-in caller's syntheses and characters count against their own account's allowances, a visitor's against a
     * SHA-256 of their address, as their chat visits do: never against the owner's.
     */
    async speak(caller: AccessClaims | null, visitorAddress: string, username: string, text: string): Promise<{ audio: Buffer; contentType: string }> {
      const { twin } = await findVisibleTwin(caller, username);
      const speakerKey = speakerKeyOf(caller, visitorAddress);
      const replies = await visits.listSpokenReplies(twin.id, speakerKey, new Date());
      // Whole sentences only: a part of a sentence or of a word ("rapist" of "therapist") was never said on its own.
      if (!isSpeakablePassage(text, replies.map((content) => ({ content, isComplete: true })))) throw forbidden(TWIN_MESSAGES.notOwnReply);
      return speechVoices.speak(speakerKey, speakableText(text), twin.voice ?? null);
    },

    /**
     * A chat through the public page: a visitor of a public twin hears public answers and memories only; the owner and
     * released heirs of a family or public twin hear family ones too. Private answers and memories never reach this chat.
     */
    async *publicChat(caller: AccessClaims | null, visitorAddress: string, username: string, input: TwinChatInput, signal: AbortSignal): AsyncGenerator<string, void, undefined> {
      const { twin, viewer } = await findVisibleTwin(caller, username);
      // A paid mentor's visitors talk with a pass they bought (402 with what to buy otherwise); its owner and heirs freely.
      await admitMentorChat(db, twin, caller, viewer.role === 'visitor', config.payments?.currency ?? 'usd');
      if (viewer.role !== 'owner') {
        const visitorKey = viewer.role === 'heir' ? `heir:${viewer.userId}` : `ip:${createHash('sha256').update(visitorAddress).digest('hex')}`;
        if (await visits.touchChatVisit(twin.id, visitorKey, new Date(), CHAT_VISIT_GAP_MS)) {
          // Named by the address the owner invited, which is how the owner knows them.
          if (viewer.role === 'heir') await access.log(twin.id, 'chat', 'heirChatted', { email: viewer.heir.email }, viewer.heir.email);
          else await access.log(twin.id, 'chat', 'visitorChatted', {}, 'visitor');
        }
      }
      // The public summary, checked against what is public now, beside the material this listener may hear: never the
      // owner's summary, which quotes private answers.
      const { material, summary } = await loadAudienceView(db, twin, listenerOf(viewer));
      // What this caller was told, so the page's voice can speak it (and nothing else). The page asks for a reply's
      // voice once it has arrived in full, so it is recorded when the stream ends (as far as it went), before the
      // answer's last byte.
      let said = '';
      try {
        // One listener's chat with the twin: while it lasts, a local model keeps its context between messages.
        const conversationId = `twin-public:${twin.id}:${speakerKeyOf(caller, visitorAddress)}`;
        for await (const chunk of ai.stream(
          twinReplyTask,
          { twinName: twin.name, summary, answers: material.answers, memories: material.memories, listener: listenerOf(viewer), messages: input.messages },
          { signal, conversationId },
        )) {
          if (said.length < TWIN_SPOKEN_REPLY_MAX_LENGTH * 2) said += chunk;
          yield chunk;
        }
      } finally {
        const reply = wholeSentencesWithin(said, TWIN_SPOKEN_REPLY_MAX_LENGTH);
        if (reply !== '') {
          const now = new Date();
          await visits.recordSpokenReply(twin.id, speakerKeyOf(caller, visitorAddress), reply, now, new Date(now.getTime() + SPOKEN_REPLY_TTL_MS));
        }
      }
    },
  };
}
