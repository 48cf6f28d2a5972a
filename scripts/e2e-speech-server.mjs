// Starts, for the speech browser test, the fake OpenAI-compatible server (chat replies streamed, speech to text)
// and the built server using it, on a fresh embedded database; stops both and removes the data on exit. The same
// server sells credit packages and the Engram's plans through a fake Stripe (e2e/trust-labels.spec.ts looks at the
// Credits page; e2e/plans-purchase.spec.ts buys the package and storage; e2e/mentor-purchase.spec.ts a mentor's chat), with a small included locker (10 MB) that a
// browser test can fill.
// Run with `node --import tsx`, which loads the fake from its TypeScript source.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { E2E_STRIPE_WEBHOOK_SECRET, SPEECH_E2E_REPLY, SPEECH_E2E_TRANSCRIPT } from '../e2e/fixtures/speech-fakes.ts';
import { fakeStream, startFakeOpenAiServer } from '../src/server/test/fake-openai-server.ts';
import { FakeStripe } from '../src/server/test/fake-stripe.ts';

const fake = await startFakeOpenAiServer();
fake.respondAlwaysWith(fakeStream(SPEECH_E2E_REPLY, 40));
fake.answerTranscriptionsWith(() => SPEECH_E2E_TRANSCRIPT);
const stripe = new FakeStripe();
// On the port the browser tests know (FAKE_STRIPE_PORT), so that a spec can read a Checkout Session as Stripe keeps it.
await stripe.start(Number(process.env.FAKE_STRIPE_PORT ?? 0));

const dataDir = mkdtempSync(join(tmpdir(), 'engram-e2e-speech-'));
const child = spawn(process.execPath, ['dist/server/main.js'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    AI_PROVIDER: 'openai-compatible',
    AI_BASE_URL: fake.url,
    AI_MODEL: 'fake-model',
    SPEECH_TO_TEXT: 'provider',
    TEXT_TO_SPEECH: 'offline',
    STRIPE_SECRET_KEY: 'sk_test_engram_e2e',
    STRIPE_WEBHOOK_SECRET: E2E_STRIPE_WEBHOOK_SECRET,
    CREDIT_PACKAGES: '50:9.00,200:29.00,500:59.00',
    STRIPE_CURRENCY: 'EUR',
    STRIPE_API_BASE: stripe.url,
    TWIN_LOCKER_BYTES: String(10 * 1024 * 1024),
  },
});
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  void Promise.allSettled([fake.close(), stripe.stop()]).finally(() => {
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(code ?? 0);
  });
});
