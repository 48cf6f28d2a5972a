// `npm run model -- list | pull | remove | use`: against a stand-in hub on 127.0.0.1 and the test database.
import { existsSync, lstatSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { operatorSettings } from '../../db/schema.ts';
import { useDescribeResource } from '../../test/describe-resource.ts';
import { buildGgufBytes, sha256Of, startTestModelHub, type TestModelHub } from '../../test/model-hub-server.ts';
import { TEST_DATABASES, useTestApp } from '../../test/test-app.ts';
import { MODEL_CATALOGUE } from './model-catalogue.ts';
import { runModelCommand } from './model.command.ts';

const SMALL = MODEL_CATALOGUE[0]!;

function capture() {
  const lines: string[] = [];
  const errors: string[] = [];
  const drawn: string[] = [];
  return {
    lines,
    errors,
    drawn,
    output: { log: (line: string) => void lines.push(line), error: (line: string) => void errors.push(line) },
    terminal: { write: (text: string) => void drawn.push(text) },
  };
}

describe.each(TEST_DATABASES)('[LOCAL MODELS] npm run model on $name', ({ url }) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'engram-model-cli-'));
  const elsewhere = mkdtempSync(join(tmpdir(), 'engram-my-models-'));
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(elsewhere, { recursive: true, force: true });
  });
  const hub = useDescribeResource('The model hub', () => startTestModelHub(), (server: TestModelHub) => server.stop());
  const ctx = useTestApp(url, () => ({ DATA_DIR: dataDir }));
  const env = () => ({ DATA_DIR: dataDir, MODEL_HUB_URL: hub.url, DATABASE_URL: ctx.config.databaseUrl, AUTH_SECRET: ctx.config.authSecret, LOG_LEVEL: 'silent' });

  it('pulls a model with plain progress lines, lists it installed, and removes it', async () => {
    const bytes = buildGgufBytes(500_000);
    hub.files.set(SMALL.fileName, { bytes, cutAfterBytes: 200_000 });
    const pulled = capture();
    expect(await runModelCommand(['pull', SMALL.name], pulled.output, env())).toBe(0);
    expect(pulled.errors).toEqual([]);
    expect(pulled.lines[0]).toBe(`Downloading ${SMALL.label} (990 MB) from ${hub.url}/${SMALL.repository} …`);
    expect(pulled.lines).toContain('Downloaded 0% (0 MB of 1 MB)');
    expect(pulled.lines).toContain('Downloaded 100% (1 MB of 1 MB)');
    expect(pulled.lines.join('\n')).toContain(`Checked (SHA-256 ${sha256Of(bytes)}) and installed as ${join(dataDir, 'models', `${SMALL.name}.gguf`)}.`);
    // The cut connection was resumed with a Range request.
    expect(hub.ranges.some((range) => range.startsWith('bytes='))).toBe(true);
    expect(readFileSync(join(dataDir, 'models', `${SMALL.name}.gguf`)).equals(bytes)).toBe(true);

    const listed = capture();
    expect(await runModelCommand(['list'], listed.output, env())).toBe(0);
    expect(listed.lines.find((line) => line.includes(SMALL.name))).toMatch(/^ {2}\[installed\] qwen2\.5-1\.5b-instruct {2}Qwen2\.5 1\.5B Instruct, 990 MB download, needs about 2\.00 GB of memory, Apache 2\.0$/);

    const again = capture();
    expect(await runModelCommand(['pull', SMALL.name], again.output, env())).toBe(0);
    expect(again.lines).toEqual([`${SMALL.label} is already installed.`]);

    const removed = capture();
    expect(await runModelCommand(['remove', SMALL.name], removed.output, env())).toBe(0);
    expect(removed.lines).toEqual([`Removed ${SMALL.name}.`]);
    expect(existsSync(join(dataDir, 'models', `${SMALL.name}.gguf`))).toBe(false);
    const gone = capture();
    expect(await runModelCommand(['remove', SMALL.name], gone.output, env())).toBe(1);
    expect(gone.errors[0]).toContain(`No model named "${SMALL.name}" is installed.`);
  });

  it('draws a progress bar in place on a terminal', async () => {
    const model = MODEL_CATALOGUE[1]!;
    hub.files.set(model.fileName, { bytes: buildGgufBytes(300_000) });
    const pulled = capture();
    expect(await runModelCommand(['pull', model.name], pulled.output, env(), pulled.terminal)).toBe(0);
    expect(pulled.drawn.at(-2)).toMatch(/^\r\[#{30}\] 100% {2}0 MB of 0 MB {3}$/);
    expect(pulled.drawn.at(-1)).toBe('\n');
    expect(pulled.lines.some((line) => line.startsWith('Downloaded '))).toBe(false);
    await runModelCommand(['remove', model.name], capture().output, env());
  });

  it('says why a download failed and leaves no file', async () => {
    hub.files.set(SMALL.fileName, { bytes: buildGgufBytes(50_000), announcedSha256: 'd'.repeat(64) });
    const failed = capture();
    expect(await runModelCommand(['pull', SMALL.name], failed.output, env())).toBe(1);
    expect(failed.errors[0]).toContain("The downloaded file's SHA-256");
    expect(existsSync(join(dataDir, 'models', `${SMALL.name}.gguf.part`))).toBe(false);
  });

  it('uses a .gguf file the operator has: links it into DATA_DIR/models and saves the choice', async () => {
    const file = join(elsewhere, 'My-Tuned-Model.Q4_K_M.gguf');
    writeFileSync(file, buildGgufBytes(8192));
    const used = capture();
    expect(await runModelCommand(['use', file], used.output, env())).toBe(0);
    expect(used.errors).toEqual([]);
    const link = join(dataDir, 'models', 'my-tuned-model.q4-k-m.gguf');
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    const [row] = await ctx.database.db.select().from(operatorSettings).where(eq(operatorSettings.key, 'ai'));
    expect(row?.value).toMatchObject({ provider: 'local', model: 'my-tuned-model.q4-k-m' });

    const notModel = join(elsewhere, 'notes.gguf');
    writeFileSync(notModel, 'not a model');
    const refused = capture();
    expect(await runModelCommand(['use', notModel], refused.output, env())).toBe(1);
    expect(refused.errors[0]).toContain('is not a GGUF model file');
    const absent = capture();
    expect(await runModelCommand(['use', join(elsewhere, 'absent.gguf')], absent.output, env())).toBe(1);
    expect(absent.errors[0]).toContain('There is no file at');
  });

  it.each([
    [[], 2, 'Usage: npm run model -- list'],
    [['fetch'], 2, 'Unknown command "fetch".'],
    [['pull'], 2, 'Give one model name.'],
    [['pull', 'gpt-5'], 2, 'There is no model named "gpt-5" in the catalogue'],
    [['remove', '../etc'], 2, 'A model name has lower-case letters'],
    [['use'], 2, 'Give the path of one .gguf file.'],
  ] as const)('answers %j with exit code %i and a clear message', async (args, code, message) => {
    const result = capture();
    expect(await runModelCommand(args, result.output, env())).toBe(code);
    expect([...result.lines, ...result.errors].join('\n')).toContain(message);
  });
});
