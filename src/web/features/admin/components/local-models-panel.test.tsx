// @vitest-environment happy-dom
// The Local model page's panel: "Use this model" and "Use <Ollama model>" save through the AI settings in one click,
// a download shows its progress, and with the provider set by the environment nothing can be chosen.
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LocalModel, LocalModelsAnswer } from '@shared/contracts/local-models.ts';
import { fakeApi } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { LocalModelsPanel } from './local-models-panel.tsx';

const BLANK_MODELS = { character: '', grading: '', generation: '', twin: '' };

function buildModel(patch: Partial<LocalModel>): LocalModel {
  return {
    name: 'qwen2.5-1.5b-instruct',
    label: 'Qwen2.5 1.5B Instruct',
    summary: 'Small and quick.',
    parameters: '1.5 B',
    fileName: 'Qwen2.5-1.5B-Instruct-Q4_K_M.gguf',
    sizeBytes: 990_000_000,
    memoryBytes: 2_000_000_000,
    licence: 'Apache 2.0',
    licenceUrl: 'https://huggingface.co/Qwen/Qwen2.5-1.5B-Instruct/blob/main/LICENSE',
    sourceUrl: 'https://huggingface.co/bartowski/Qwen2.5-1.5B-Instruct-GGUF',
    isInstalled: false,
    download: null,
    ...patch,
  };
}

function buildAnswer(patch: Partial<LocalModelsAnswer> = {}): LocalModelsAnswer {
  return {
    catalogue: [
      buildModel({ isInstalled: true }),
      buildModel({ name: 'llama-3.2-3b-instruct', label: 'Llama 3.2 3B Instruct', download: { state: 'downloading', receivedBytes: 505_000_000, totalBytes: 2_020_000_000, message: null } }),
    ],
    otherFiles: [],
    modelsDir: '/srv/engram/data/models',
    engine: { model: 'qwen2.5-1.5b-instruct', isReady: true, message: 'qwen2.5-1.5b-instruct is installed.' },
    activeProvider: 'offline',
    activeModel: null,
    chosenLocalModel: null,
    isProviderFromEnvironment: false,
    ...patch,
  };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('LocalModelsPanel', () => {
  it('chooses an installed model and an Ollama model through the AI settings, and shows a download’s progress', async () => {
    const api = fakeApi()
      .on('GET /admin/local-models/ollama', { json: { baseUrl: 'http://127.0.0.1:11434', isRunning: true, models: ['llama3.2:3b'], message: null } })
      .on('GET /admin/local-models', { json: buildAnswer() })
      .on('PUT /admin/ai/settings', { json: {} });
    renderWithApp(<LocalModelsPanel data={buildAnswer()} />);

    expect(screen.getByRole('progressbar', { name: 'Downloading Llama 3.2 3B Instruct' }).getAttribute('aria-valuenow')).toBe('25');
    expect(screen.getByText('Downloading 25% (505 MB of 2.0 GB)')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Use this model' }));
    await waitFor(() => expect(api.requests.filter((request) => request.method === 'PUT')).toHaveLength(1));
    expect(api.requests.find((request) => request.method === 'PUT')?.body).toEqual({ provider: 'local', model: 'qwen2.5-1.5b-instruct', baseUrl: '', models: BLANK_MODELS });

    await userEvent.click(await screen.findByRole('button', { name: 'Use llama3.2:3b' }));
    await waitFor(() => expect(api.requests.filter((request) => request.method === 'PUT')).toHaveLength(2));
    expect(api.requests.filter((request) => request.method === 'PUT')[1]?.body).toEqual({ provider: 'ollama', model: 'llama3.2:3b', baseUrl: 'http://127.0.0.1:11434/v1', models: BLANK_MODELS });
  });

  it('marks the chosen model, and offers no choice while the environment sets the provider', async () => {
    fakeApi().on('GET /admin/local-models/ollama', { json: { baseUrl: 'http://127.0.0.1:11434', isRunning: false, models: [], message: 'No Ollama answers at http://127.0.0.1:11434.' } });
    renderWithApp(<LocalModelsPanel data={buildAnswer({ chosenLocalModel: 'qwen2.5-1.5b-instruct', isProviderFromEnvironment: true })} />);
    expect(screen.getByRole('button', { name: 'Chosen' })).toHaveProperty('disabled', true);
    expect(screen.getByText("The provider is set by the server's environment (AI_PROVIDER): choices here cannot change it.")).toBeTruthy();
    expect(await screen.findByText('No Ollama answers at http://127.0.0.1:11434.')).toBeTruthy();
  });
});
