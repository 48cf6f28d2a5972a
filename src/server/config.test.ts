import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('starts with no settings at all', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, dataDir: './data', databaseUrl: undefined, accessTokenTtlSeconds: 900, refreshTokenTtlSeconds: 86_400 });
  });

  it('names every invalid variable', () => {
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', AUTH_SECRET: 'short', COOKIE_SECURE: 'maybe' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as Error).message;
      for (const name of ['PORT', 'DATABASE_URL', 'AUTH_SECRET', 'COOKIE_SECURE']) expect(message).toContain(name);
    }
  });

  it("hashes passwords at OWASP's argon2id baseline unless told otherwise: the tests' lowest cost is set by the tests alone", () => {
    expect(loadConfig({}).passwordHash).toEqual({ memoryKib: 19_456, passes: 2 });
    // What test/test-app.ts and playwright.config.ts pass, and nothing lower.
    expect(loadConfig({ PASSWORD_HASH_MEMORY_KIB: '64', PASSWORD_HASH_PASSES: '1' }).passwordHash).toEqual({ memoryKib: 64, passes: 1 });
    expect(() => loadConfig({ PASSWORD_HASH_MEMORY_KIB: '32' })).toThrow(/PASSWORD_HASH_MEMORY_KIB/);
    expect(() => loadConfig({ PASSWORD_HASH_PASSES: '0' })).toThrow(/PASSWORD_HASH_PASSES/);
  });

  it('treats empty strings as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', AUTH_SECRET: '' })).toMatchObject({ databaseUrl: undefined, authSecret: undefined });
  });

  it('plays the whole created set on the Quality page unless told how many cases of each half to play', () => {
    expect(loadConfig({}).evalCreatedCasesPerHalf).toBeUndefined();
    expect(loadConfig({ EVAL_CREATED_CASES_PER_HALF: '1' }).evalCreatedCasesPerHalf).toBe(1);
    for (const bad of ['0', 'two', '1.5']) expect(() => loadConfig({ EVAL_CREATED_CASES_PER_HALF: bad }), bad).toThrow(/EVAL_CREATED_CASES_PER_HALF/);
  });
});

describe('loadConfig: speech', () => {
  it('speaks offline and transcribes nothing by default, and transcribes with an OpenAI-compatible model', () => {
    expect(loadConfig({}).speech).toMatchObject({ speechToText: { engine: 'off', model: 'whisper-1' }, textToSpeech: { engine: 'offline', model: 'tts-1' } });
    const compatible = loadConfig({ AI_PROVIDER: 'openai-compatible', AI_BASE_URL: 'http://127.0.0.1:8000/v1', AI_MODEL: 'm', AI_API_KEY: 'k' });
    expect(compatible.speech).toMatchObject({ speechToText: { engine: 'provider' }, baseUrl: 'http://127.0.0.1:8000/v1', apiKey: 'k' });
    expect(loadConfig({ AI_PROVIDER: 'openai', AI_API_KEY: 'sk' }).speech.speechToText.engine).toBe('provider');
    expect(loadConfig({ AI_PROVIDER: 'ollama', AI_MODEL: 'llama3.1' }).speech.speechToText.engine).toBe('off');
  });

  it('speaks the built-in voice at its calm pace unless told a multiple of it, within the voice’s bounds', () => {
    expect(loadConfig({}).speech.offlinePace).toBe(1);
    expect(loadConfig({ SPEECH_OFFLINE_PACE: '2.5' }).speech.offlinePace).toBe(2.5);
    expect(() => loadConfig({ SPEECH_OFFLINE_PACE: '3' })).toThrow(/SPEECH_OFFLINE_PACE/);
    expect(() => loadConfig({ SPEECH_OFFLINE_PACE: '0.1' })).toThrow(/SPEECH_OFFLINE_PACE/);
  });

  it('lists what the environment itself sets, apart from the defaults the Speech and E-mail pages may change', () => {
    expect(loadConfig({}).speechEnvironment).toEqual({});
    expect(loadConfig({}).emailEnvironment).toEqual({});
    const config = loadConfig({ TEXT_TO_SPEECH: 'provider', SPEECH_API_KEY: 'k', TEXT_TO_SPEECH_VOICE: 'echo', SMTP_FROM: 'Engram <n@example.com>' });
    expect(config.speechEnvironment).toEqual({ textToSpeech: 'provider', apiKey: 'k', voice: 'echo' });
    expect(config.speech.textToSpeech).toEqual({ engine: 'provider', model: 'tts-1', voice: 'echo' });
    expect(config.emailEnvironment).toEqual({ from: 'Engram <n@example.com>' });
  });

  it('lets speech use its own server and key', () => {
    const config = loadConfig({ AI_PROVIDER: 'openai', AI_API_KEY: 'sk', SPEECH_BASE_URL: 'http://127.0.0.1:9000/v1', SPEECH_API_KEY: 'local', TEXT_TO_SPEECH: 'provider' });
    expect(config.speech).toMatchObject({ baseUrl: 'http://127.0.0.1:9000/v1', apiKey: 'local', textToSpeech: { engine: 'provider' } });
  });

  it('refuses a speech provider with neither a server nor a key, naming what to set', () => {
    for (const env of [{ SPEECH_TO_TEXT: 'provider' }, { TEXT_TO_SPEECH: 'provider' }]) {
      expect(() => loadConfig(env)).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow(/SPEECH_BASE_URL or SPEECH_API_KEY: (SPEECH_TO_TEXT|TEXT_TO_SPEECH) is provider/);
    }
    expect(() => loadConfig({ TEXT_TO_SPEECH: 'loud' })).toThrow(/TEXT_TO_SPEECH: must be offline, provider or off/);
    expect(() => loadConfig({ SPEECH_TO_TEXT: 'offline' })).toThrow(/SPEECH_TO_TEXT: must be provider or off/);
  });
});

describe('loadConfig: password-reset e-mail', () => {
  it('sends no e-mail by default', () => {
    expect(loadConfig({})).toMatchObject({ smtp: undefined, publicUrl: undefined, passwordResetPerEmail: 3 });
  });

  it('reads the SMTP server, the sender and the public address (without a trailing slash)', () => {
    const config = loadConfig({ SMTP_URL: 'smtp://user:pass@mail.example.com:587', SMTP_FROM: 'Engram <no-reply@example.com>', PUBLIC_URL: 'https://engram.example.com/' });
    expect(config.smtp).toEqual({ url: 'smtp://user:pass@mail.example.com:587', from: 'Engram <no-reply@example.com>' });
    expect(config.publicUrl).toBe('https://engram.example.com');
  });

  it('needs a sender and a public address with SMTP, and refuses addresses of other kinds', () => {
    expect(() => loadConfig({ SMTP_URL: 'smtp://mail.example.com' })).toThrow(/SMTP_FROM: is required when SMTP_URL is set[\s\S]*PUBLIC_URL: is required when SMTP_URL is set/);
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.com' })).toThrow(/SMTP_URL: must start with smtp:\/\/ or smtps:\/\//);
    expect(() => loadConfig({ PUBLIC_URL: 'ftp://engram.example.com' })).toThrow(/PUBLIC_URL: must be an http:\/\/ or https:\/\/ URL/);
  });
});
