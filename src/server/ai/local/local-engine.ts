// The embedded local engine: one GGUF model run in this process through node-llama-cpp. The model is loaded once,
// on first use, after a check that it fits in free memory; generations run a bounded number at a time, the rest wait
// in order; a live conversation keeps its own context (KV cache) between turns, so a turn evaluates only its new
// tokens, until the conversation ends, idles, or its slot is needed by another.
import { statSync } from 'node:fs';
import { freemem } from 'node:os';
import type { LlamaChat, LlamaContext, LlamaContextSequence, LlamaGrammar, LlamaModel, Llama } from 'node-llama-cpp';
import type { LocalEngineConfig } from '../../config/ai-env.ts';
import { toChatHistory, toGrammarSchema } from './llama-inputs.ts';
import { defaultLlama, memoryShortfall, usesFlashAttention } from './llama-runtime.ts';
import { LocalEngineError, type LocalEngineStatus, type LocalGenerationRequest, type LocalGenerationResult } from './local-generation.ts';

export interface LocalEngineOptions {
  /** Free memory in bytes; the machine's own reading unless a test injects one. */
  freeMemory?: () => number;
  /** The llama.cpp runtime; made on first use unless given. */
  llama?: () => Promise<Llama>;
}

interface KeptSession {
  sequence: LlamaContextSequence;
  chat: LlamaChat;
  busy: boolean;
  /** The conversation ended while a reply was being written: give the context back when it is done. */
  releaseWhenDone?: boolean;
  lastUsed: number;
  idleTimer?: ReturnType<typeof setTimeout>;
}

/** The longest answer written when the call sets no limit: a model that never stops cannot fill the context. */
const DEFAULT_MAX_TOKENS = 1024;
/** The sampling temperature when a task sets none, as a chat provider's default (the library's own is greedy). */
const DEFAULT_TEMPERATURE = 0.7;
/** How long a generation waits for a context being cleared to return to the pool. */
const RECLAIM_WAIT_MS = 5000;

export class LocalEngine {
  readonly modelPath: string;
  private readonly config: LocalEngineConfig;
  private readonly freeMemory: () => number;
  private readonly llamaSource: () => Promise<Llama>;
  private state: LocalEngineStatus;
  private loading?: Promise<void>;
  private llama?: Llama;
  private model?: LlamaModel;
  private context?: LlamaContext;
  private chatClass?: typeof LlamaChat;
  private readonly kept = new Map<string, KeptSession>();
  private running = 0;
  private readonly waiting: Array<() => void> = [];
  private readonly grammars = new Map<string, Promise<LlamaGrammar>>();

  constructor(modelPath: string, config: LocalEngineConfig, options: LocalEngineOptions = {}) {
    this.modelPath = modelPath;
    this.config = config;
    this.freeMemory = options.freeMemory ?? freemem;
    this.llamaSource = options.llama ?? (() => defaultLlama(config));
    this.state = { state: 'loading', model: modelPath };
  }

  status(): LocalEngineStatus {
    return this.state;
  }

  /** Generations running, requests waiting, and conversations whose context is kept. */
  load(): { running: number; waiting: number; keptConversations: number } {
    return { running: this.running, waiting: this.waiting.length, keptConversations: this.kept.size };
  }

  /** Loads the model once; a failure is kept (and thrown to every later caller) until the engine is made anew. */
  ensureLoaded(): Promise<void> {
    this.loading ??= this.loadModel().then(
      () => {
        this.state = { state: 'ready', model: this.modelPath };
      },
      (error: unknown) => {
        const reason = error instanceof Error ? error.message : String(error);
        this.state = { state: 'failed', model: this.modelPath, reason };
        throw error instanceof LocalEngineError ? error : new LocalEngineError(reason);
      },
    );
    return this.loading;
  }

  private async loadModel(): Promise<void> {
    let fileSize: number;
    try {
      fileSize = statSync(this.modelPath).size;
    } catch {
      throw new LocalEngineError(`The model file ${this.modelPath} was not found.`);
    }
    const llama = await this.llamaSource();
    const { readGgufFileInfo, GgufInsights, LlamaChat: Chat } = await import('node-llama-cpp');
    const insights = await GgufInsights.from(await readGgufFileInfo(this.modelPath), llama);
    // Estimated as the context is made on the CPU: without flash attention (see usesFlashAttention).
    const contextNeed = (await insights.estimateContextResourceRequirementsV2({ contextSize: this.config.contextSize, sequences: this.config.sessions, modelGpuLayers: 0, flashAttention: usesFlashAttention(0) })).cpuRam;
    const shortfall = memoryShortfall({ fileSize, contextNeed, free: this.freeMemory() }, this.config);
    if (shortfall) throw new LocalEngineError(shortfall);
    this.llama = llama;
    this.model = await llama.loadModel({ modelPath: this.modelPath, gpuLayers: this.config.gpu ? 'auto' : 0 });
    this.context = await this.model.createContext({ contextSize: this.config.contextSize, sequences: this.config.sessions, threads: this.config.threads, flashAttention: usesFlashAttention(this.model.gpuLayers) });
    this.chatClass = Chat;
  }

  /** Gives back a conversation's kept context (the session ended). */
  async releaseConversation(conversationId: string): Promise<void> {
    const session = this.kept.get(conversationId);
    if (!session) return;
    if (session.busy) session.releaseWhenDone = true;
    else await this.dropSession(conversationId, session);
  }

  /** Unloads the model and every context; the next call loads it again. */
  async unload(): Promise<void> {
    const loading = this.loading;
    this.loading = undefined;
    await loading?.catch(() => undefined);
    for (const [id, session] of this.kept) await this.dropSession(id, session);
    await this.context?.dispose();
    await this.model?.dispose();
    this.context = undefined;
    this.model = undefined;
    this.grammars.clear();
    this.state = { state: 'loading', model: this.modelPath };
  }

  /** Whether the model and its context have been let go (after `unload`). */
  isUnloaded(): boolean {
    return !this.model || this.model.disposed;
  }

  async generate(request: LocalGenerationRequest): Promise<LocalGenerationResult> {
    request.signal?.throwIfAborted();
    await this.ensureLoaded();
    const queuedAt = Date.now();
    await this.takeTurnInQueue(request);
    const queuedMs = Date.now() - queuedAt;
    try {
      request.onStart?.();
      return { ...(await this.run(request)), queuedMs };
    } finally {
      this.leaveQueue();
    }
  }

  private takeTurnInQueue(request: LocalGenerationRequest): Promise<void> {
    if (this.running < this.config.concurrency) {
      this.running += 1;
      return Promise.resolve();
    }
    request.onQueued?.();
    return new Promise<void>((resolveTurn, reject) => {
      const start = () => {
        request.signal?.removeEventListener('abort', leave);
        this.running += 1;
        resolveTurn();
      };
      // A request abandoned while it waits leaves the queue and takes nobody's turn.
      const leave = () => {
        const index = this.waiting.indexOf(start);
        if (index >= 0) this.waiting.splice(index, 1);
        reject(request.signal?.reason);
      };
      request.signal?.addEventListener('abort', leave, { once: true });
      this.waiting.push(start);
    });
  }

  private leaveQueue(): void {
    this.running -= 1;
    this.waiting.shift()?.();
  }

  private async run(request: LocalGenerationRequest): Promise<Omit<LocalGenerationResult, 'queuedMs'>> {
    const { conversationId } = request;
    const session = await this.sessionFor(conversationId);
    session.busy = true;
    clearTimeout(session.idleTimer);
    const meter = session.sequence.tokenMeter;
    const inputBefore = meter.usedInputTokens;
    const outputBefore = meter.usedOutputTokens;
    try {
      const grammar = request.jsonSchema ? await this.grammarFor(request.jsonSchema) : undefined;
      const response = await session.chat.generateResponse(toChatHistory(request.messages), {
        signal: request.signal,
        stopOnAbortSignal: true,
        // A JSON answer (a report, a scenario) may run longer than a chat reply; either leaves room for the prompt.
        maxTokens: request.maxTokens ?? (request.jsonSchema ? Math.floor(this.config.contextSize / 2) : Math.min(DEFAULT_MAX_TOKENS, Math.floor(this.config.contextSize / 2))),
        temperature: request.temperature ?? DEFAULT_TEMPERATURE,
        grammar,
        onTextChunk: request.onText,
      });
      const outputTokens = meter.usedOutputTokens - outputBefore;
      const promptTokens = session.sequence.contextTokens.length - outputTokens;
      return {
        text: response.response,
        finishReason: request.signal?.aborted ? 'aborted' : response.metadata.stopReason === 'maxTokens' ? 'length' : 'stop',
        promptTokens: Math.max(promptTokens, 0),
        evaluatedTokens: meter.usedInputTokens - inputBefore,
        outputTokens,
      };
    } finally {
      session.busy = false;
      session.lastUsed = Date.now();
      if (conversationId === undefined || session.releaseWhenDone) await this.dropSession(conversationId, session);
      else if (this.kept.get(conversationId) === session) {
        session.idleTimer = setTimeout(() => void this.releaseConversation(conversationId), this.config.idleMs);
        session.idleTimer.unref?.();
      }
    }
  }

  /** The conversation's kept context, or a fresh one: from a free slot, else the one unused the longest. */
  private async sessionFor(conversationId: string | undefined): Promise<KeptSession> {
    const context = this.context;
    const Chat = this.chatClass;
    if (!context || !Chat) throw new LocalEngineError('The local model is not loaded.');
    const found = conversationId === undefined ? undefined : this.kept.get(conversationId);
    if (found) return found;
    // A context given back returns to the pool a moment later (llama.cpp clears it first).
    const deadline = Date.now() + RECLAIM_WAIT_MS;
    while (context.sequencesLeft === 0) {
      const idle = [...this.kept].filter(([, session]) => !session.busy).sort(([, a], [, b]) => a.lastUsed - b.lastUsed)[0];
      if (idle) await this.dropSession(idle[0], idle[1]);
      else if (Date.now() > deadline) throw new LocalEngineError('Every context of the local model is in use.');
      else await new Promise((resolveWait) => setTimeout(resolveWait, 1));
    }
    const sequence = context.getSequence();
    const session: KeptSession = { sequence, chat: new Chat({ contextSequence: sequence, autoDisposeSequence: false }), busy: false, lastUsed: Date.now() };
    if (conversationId !== undefined) this.kept.set(conversationId, session);
    return session;
  }

  private async dropSession(conversationId: string | undefined, session: KeptSession): Promise<void> {
    clearTimeout(session.idleTimer);
    if (conversationId !== undefined && this.kept.get(conversationId) === session) this.kept.delete(conversationId);
    session.chat.dispose();
    if (!session.sequence.disposed) session.sequence.dispose();
  }

  private grammarFor(schema: object): Promise<LlamaGrammar> {
    const llama = this.llama;
    if (!llama) throw new LocalEngineError('The local model is not loaded.');
    const key = JSON.stringify(schema);
    let grammar = this.grammars.get(key);
    if (!grammar) {
      grammar = llama.createGrammarForJsonSchema(toGrammarSchema(schema) as never);
      grammar.catch(() => this.grammars.delete(key));
      this.grammars.set(key, grammar);
    }
    return grammar;
  }
}

let current: LocalEngine | undefined;
let currentKey = '';
let currentFailedAt = 0;

/** A model that failed to load is tried again after this long (the file may have been fetched meanwhile). */
export const LOCAL_RETRY_AFTER_MS = 30_000;

/**
 * The process's one local engine for `modelPath`: asking for another model (or other settings) unloads the one
 * before, so one model is in memory at a time.
 */
export function localEngineFor(modelPath: string, config: LocalEngineConfig, options?: LocalEngineOptions): LocalEngine {
  const key = JSON.stringify([modelPath, config]);
  if (current && currentKey === key) {
    if (current.status().state !== 'failed') return current;
    currentFailedAt ||= Date.now();
    if (Date.now() - currentFailedAt < LOCAL_RETRY_AFTER_MS) return current;
  }
  currentFailedAt = 0;
  void current?.unload();
  currentKey = key;
  current = new LocalEngine(modelPath, config, options);
  return current;
}

/** The local engine's state for the admin page: not configured, loading, ready, or failed with the reason. */
export function localEngineStatus(): LocalEngineStatus {
  return current ? current.status() : { state: 'not-configured' };
}

/** Unloads the local engine, if any (tests, shutdown). */
export async function closeLocalEngine(): Promise<void> {
  const engine = current;
  current = undefined;
  currentKey = '';
  await engine?.unload();
}

/** The current engine, when one was made (to give back a conversation's context when it ends). */
export function currentLocalEngine(): LocalEngine | undefined {
  return current;
}
