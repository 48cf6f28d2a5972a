// Talking to one's own Engram: the owner's conversation, kept on the server (bounded, clearable), each reply streamed
// from everything the owner shared; and the voice the twin speaks in, chosen, previewed and heard by its owner.
// Heirs and visitors hear the same voice through the public room.
import type { SpeechVoice } from '../../../../shared/contracts/speech.ts';
import {
  TWIN_TALK_HISTORY_MAX,
  type TwinTalkHistory,
  type TwinTalkEvent,
  type TwinTalkInput,
  type TwinVoiceSettings,
} from '../../../../shared/contracts/twin-talk.ts';
import { TWIN_CHAT_MESSAGES_MAX } from '../../../../shared/contracts/twin-constants.ts';
import { QUEUED_EVENT, startReply } from '../../../ai/queued-reply.ts';
import { twinReplyTask } from '../../../ai/tasks/twin-reply/task.ts';
import type { AccessClaims } from '../../../auth/tokens.ts';
import { isSpeakablePassage, speakableText } from '../../../../shared/speakable-text.ts';
import { badRequest, forbidden } from '../../../lib/http-errors.ts';
import type { FeatureDeps } from '../../feature-deps.ts';
import { withValidSources } from '../profile/public-summary.ts';
import { loadTwinMaterial } from '../profile/twin-material.ts';
import { createPublicRepository } from '../public/public.repository.ts';
import { createTwinAccess } from '../shared/twin-access.ts';
import { createTwinRepository, type TwinRow } from '../shared/twin.repository.ts';
import { createTalkRepository, toTwinTalkMessage, type TwinTalkMessageRow } from './talk.repository.ts';

/** What the voice preview says, in the voice's language. */
export function voiceSampleSentence(name: string, language: SpeechVoice['language']): string {
  const first = name.trim().split(/\s+/)[0] || '';
  if (language === 'id-ID') return `Halo, ini ${first || 'Engram saya'}. Beginilah suara saya saat kita berbicara.`;
  return `Hello, it’s ${first || 'your Engram'}. This is how I sound when we talk.`;
}

export const TWIN_NOT_OWN_REPLY = 'Only whole sentences of your Engram’s own replies can be spoken.';

export const TWIN_PROVIDER_VOICE_UNAVAILABLE = 'This server has no speech provider, so its voices cannot be chosen. Choose one of the built-in voices.';

type ServiceDeps = Pick<FeatureDeps, 'config' | 'database' | 'queue' | 'ai' | 'speechVoices' | 'plans'>;

export function createTalkService(deps: ServiceDeps) {
  const { database, ai, speechVoices } = deps;
  const access = createTwinAccess(deps);
  const twins = createTwinRepository(database.db);
  const talk = createTalkRepository(database.db);
  const spoken = createPublicRepository(database.db);

  async function voiceSettingsOf(twin: TwinRow): Promise<TwinVoiceSettings> {
    const { engine, providerVoices, message } = await speechVoices.engine();
    return { voice: twin.voice ?? null, engine, provider_voices: providerVoices, message };
  }

  return {
    async history(caller: AccessClaims): Promise<TwinTalkHistory> {
      const twin = await access.requireTwin(caller);
      return { messages: (await talk.listLatestMessages(twin.id, TWIN_TALK_HISTORY_MAX)).map(toTwinTalkMessage) };
    },

    /** Clears the whole conversation. */
    async clear(caller: AccessClaims): Promise<void> {
      const twin = await access.requireTwin(caller);
      await talk.deleteMessages(twin.id);
    },

    /**
     * Keeps the owner's message, streams the twin's reply from everything the owner shared (private answers and
     * memories included) and the latest turns of the conversation (`text` events, led by `queued` when it waits for its
     * turn on a busy model), and keeps the reply as far as it went; once it is kept, `saved` answers both lines as the
     * conversation now holds them.
     */
    async *talk(caller: AccessClaims, input: TwinTalkInput, signal: AbortSignal): AsyncGenerator<TwinTalkEvent, void, undefined> {
      const twin = await access.requireTwin(caller);
      const asked = await talk.insertMessage({ twinId: twin.id, role: 'user', content: input.message, createdAt: new Date() });
      await talk.pruneMessages(twin.id, TWIN_TALK_HISTORY_MAX);
      const turns = await talk.listLatestMessages(twin.id, TWIN_CHAT_MESSAGES_MAX);
      const { answers, memories } = await loadTwinMaterial(database.db, twin.id, 'owner');
      const summary = withValidSources(twin.summary ?? null);
      let reply = '';
      /** Keeps the reply as far as it went, once, however the stream ends. */
      let kept: Promise<TwinTalkMessageRow | undefined> | undefined;
      const keep = () =>
        (kept ??= (async () => {
          if (reply.trim() === '') return undefined;
          const createdAt = new Date(Math.max(Date.now(), asked.createdAt.getTime() + 1));
          const row = await talk.insertMessage({ twinId: twin.id, role: 'twin', content: reply.trim(), createdAt });
          await talk.pruneMessages(twin.id, TWIN_TALK_HISTORY_MAX);
          return row;
        })());
      let answered: TwinTalkMessageRow | undefined;
      try {
        // The owner's kept conversation with the twin: a local model keeps its context between messages.
        const written = startReply((onQueued) =>
          ai.stream(
            twinReplyTask,
            { twinName: twin.name, summary, answers, memories, listener: 'owner', messages: turns.map((row) => ({ role: row.role as 'user' | 'twin', content: row.content })) },
            { signal, conversationId: `twin-talk:${twin.id}`, onQueued },
          ),
        );
        if (await written.waitsForTurn) yield QUEUED_EVENT;
        for await (const chunk of written) {
          if (!chunk) continue;
          reply += chunk;
          yield { type: 'text', text: chunk };
        }
        answered = await keep();
      } finally {
        // A reply cut short (the page closed, the provider failed) is kept as far as the owner saw it.
        await keep();
      }
      yield { type: 'saved', messages: (answered ? [asked, answered] : [asked]).map(toTwinTalkMessage) };
    },

    async voiceSettings(caller: AccessClaims): Promise<TwinVoiceSettings> {
      return voiceSettingsOf(await access.requireTwin(caller));
    },

    /** Keeps the voice (null: the server's default); a provider's voice only when a provider speaks here. */
    async setVoice(caller: AccessClaims, input: { voice: SpeechVoice | null }): Promise<TwinVoiceSettings> {
      const twin = await access.requireTwin(caller);
      if (input.voice?.engine === 'provider' && (await speechVoices.engine()).engine !== 'provider') throw badRequest(TWIN_PROVIDER_VOICE_UNAVAILABLE);
      const updated = (await twins.updateTwin(twin.id, { voice: input.voice })) ?? twin;
      await access.log(twin.id, 'visibility', input.voice ? 'voiceChosen' : 'voiceDefault');
      return voiceSettingsOf(updated);
    },

    /** The sample sentence in `voice`, before it is kept. */
    async previewVoice(caller: AccessClaims, voice: SpeechVoice): Promise<{ audio: Buffer; contentType: string }> {
      const twin = await access.requireTwin(caller);
      if (voice.engine === 'provider' && (await speechVoices.engine()).engine !== 'provider') throw badRequest(TWIN_PROVIDER_VOICE_UNAVAILABLE);
      return speechVoices.speak(caller.userId, voiceSampleSentence(twin.name, voice.language), voice);
    },

    /**
     * A reply of the twin, spoken to its owner in the twin's voice: only whole sentences of the twin's own replies in
     * the kept conversation, or in the owner's trial chat of the last TWIN_SPOKEN_REPLY_MINUTES (403 otherwise, before
     * any synthesis), so the owner's chosen voice says nothing the twin did not.
     */
    async speak(caller: AccessClaims, text: string): Promise<{ audio: Buffer; contentType: string }> {
      const twin = await access.requireTwin(caller);
      const kept = (await talk.listLatestMessages(twin.id, TWIN_TALK_HISTORY_MAX)).filter((row) => row.role === 'twin').map((row) => row.content);
      const tried = await spoken.listSpokenReplies(twin.id, caller.userId, new Date());
      if (!isSpeakablePassage(text, [...kept, ...tried].map((content) => ({ content, isComplete: true })))) throw forbidden(TWIN_NOT_OWN_REPLY);
      return speechVoices.speak(caller.userId, speakableText(text), twin.voice ?? null);
    },
  };
}

export type TalkService = ReturnType<typeof createTalkService>;
