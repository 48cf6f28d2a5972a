// @vitest-environment happy-dom
// The Quality page's run form: a run plays exactly the sample scenarios the admin ticked, none ticked for them, and
// the created-scenario set only when its box is ticked.
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EvalRunsAnswer } from '@shared/contracts/admin-quality.ts';
import { fakeApi } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { EvalRunForm } from './eval-run-form.tsx';

const DATA: EvalRunsAnswer = {
  runs: [],
  samples: [
    { id: '8c4d0000-0000-4000-8000-000000000001', name: 'The Washing Machine That Broke Twice' },
    { id: '8c4d0000-0000-4000-8000-000000000002', name: 'The Quiet Team Member' },
    { id: '8c4d0000-0000-4000-8000-000000000003', name: 'Pitching to a Sceptical Hospital Buyer' },
  ],
  createdSet: { cases: 31, fields: 16 },
  engine: { engine: 'Built-in engine', model: null },
  timeLimitMinutes: 30,
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('EvalRunForm', () => {
  it('ticks nothing for the admin and starts a run of exactly the two scenarios ticked', async () => {
    const api = fakeApi()
      .on('POST /admin/quality/runs', { status: 201, json: { run: {} } })
      .on('GET /admin/quality/runs', { json: DATA });
    renderWithApp(<EvalRunForm data={DATA} running={undefined} />);

    await userEvent.click(screen.getByLabelText('Only the ones I choose (faster)'));
    const boxes = screen.getAllByRole('checkbox').filter((box) => DATA.samples.some((sample) => box.parentElement?.textContent === sample.name));
    expect(boxes).toHaveLength(3);
    for (const box of boxes) expect(box).toHaveProperty('checked', false);
    expect(screen.getByRole('button', { name: 'Run evaluation' })).toHaveProperty('disabled', true);

    await userEvent.click(screen.getByLabelText('The Quiet Team Member'));
    await userEvent.click(screen.getByLabelText('Pitching to a Sceptical Hospital Buyer'));
    await userEvent.click(screen.getByRole('button', { name: 'Run evaluation' }));
    await waitFor(() => expect(api.requests.filter((request) => request.method === 'POST')).toHaveLength(1));
    expect(api.requests.find((request) => request.method === 'POST')?.body).toEqual({ sampleIds: [DATA.samples[1]!.id, DATA.samples[2]!.id], withGeneration: false, withCreated: false });
  });

  it('every sample, by default: no id named', async () => {
    const api = fakeApi()
      .on('POST /admin/quality/runs', { status: 201, json: { run: {} } })
      .on('GET /admin/quality/runs', { json: DATA });
    renderWithApp(<EvalRunForm data={DATA} running={undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Run evaluation' }));
    await waitFor(() => expect(api.requests.filter((request) => request.method === 'POST')).toHaveLength(1));
    expect(api.requests.find((request) => request.method === 'POST')?.body).toEqual({ sampleIds: [], withGeneration: false, withCreated: false });
  });

  it('offers the created set, worded from its counts and unticked, and plays it only when ticked', async () => {
    const api = fakeApi()
      .on('POST /admin/quality/runs', { status: 201, json: { run: {} } })
      .on('GET /admin/quality/runs', { json: DATA });
    renderWithApp(<EvalRunForm data={DATA} running={undefined} />);
    const box = screen.getByRole('checkbox', { name: 'Created scenarios (31 descriptions in 16 fields)' });
    expect(box).toHaveProperty('checked', false);
    await userEvent.click(box);
    await userEvent.click(screen.getByRole('button', { name: 'Run evaluation' }));
    await waitFor(() => expect(api.requests.filter((request) => request.method === 'POST')).toHaveLength(1));
    expect(api.requests.find((request) => request.method === 'POST')?.body).toEqual({ sampleIds: [], withGeneration: false, withCreated: true });
  });
});
