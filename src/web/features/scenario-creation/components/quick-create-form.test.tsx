// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, setInterfaceLanguage } from '@/i18n/i18n.ts';
import { fakeApi } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { QuickCreateForm } from './quick-create-form.tsx';
import { SCENARIO_CREATED_TOAST, SCENARIO_FAILED_TOAST } from './use-scenario-submit.ts';

const EMAIL = 'ada@example.com';
const NO_FILES = { data: [], isPending: false, isFetching: false, isError: false, error: null };
const NO_GLOSSARIES = { groups: [], isLoading: false, error: null };

function open() {
  renderWithApp(
    <>
      <QuickCreateForm email={EMAIL} sourceFiles={NO_FILES} glossaries={NO_GLOSSARIES} onShowGlossary={vi.fn()} />
      <Toaster />
    </>,
    { path: '/create' },
  );
  return { create: screen.getByRole('button', { name: 'Create' }) };
}

async function fill(fields: Record<string, string>) {
  for (const [label, text] of Object.entries(fields)) await userEvent.type(screen.getByLabelText(new RegExp(`^${label}`)), text);
}

const creates = (api: ReturnType<typeof fakeApi>) => api.requests.filter((request) => request.path === '/quick-roleplay/create');

beforeEach(() => {
  // No push channel in these tests: the job's status is read once at once.
  vi.stubGlobal('EventSource', undefined);
});

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await setInterfaceLanguage('en', { remember: false });
});

describe('QuickCreateForm', () => {
  it('sends the four fields as typed with the person’s organisation, and says the roleplay was created', async () => {
    const api = fakeApi()
      .on('POST /quick-roleplay/create', { status: 202, json: { jobId: 'job-1' } })
      .on('GET /quick-roleplay/job-status-create/job-1', { json: { jobStatus: 'Completed', result: { data: { id: 's1' } }, failedReason: null } });
    const { create } = open();
    await fill({ 'Scenario title': 'Late delivery', 'AI role': 'Customer whose order is late', 'My role': 'Support agent', 'Scenario description': 'Order 1042 is three days late.' });
    await userEvent.click(create);

    expect(await screen.findByText(i18n.t(SCENARIO_CREATED_TOAST))).toBeTruthy();
    expect(creates(api)).toHaveLength(1);
    expect(creates(api)[0]?.body).toEqual({
      scenario_title: 'Late delivery',
      ai_role: 'Customer whose order is late',
      my_role: 'Support agent',
      scenario_description: 'Order 1042 is three days late.',
      organization_id: EMAIL,
      file_ids: [],
      visibility: false,
      glossary_id: null,
    });
  });

  it('sends the organisation chosen in the header as organization_id, so the roleplay joins its shared library', async () => {
    const organizationId = '5a1e0000-0000-4000-8000-000000000001';
    const organization = { id: organizationId, name: 'Acme Growers', email_domains: [], role: 'member', member_count: 3, has_join_link: false, created_at: '2026-01-01T00:00:00Z' };
    const api = fakeApi()
      .on('GET /organizations', { json: { data: [organization], current_id: organizationId } })
      .on('POST /quick-roleplay/create', { status: 202, json: { jobId: 'job-2' } })
      .on('GET /quick-roleplay/job-status-create/job-2', { json: { jobStatus: 'Completed', result: { data: { id: 's2' } }, failedReason: null } });
    const { create } = open();
    await waitFor(() => expect(api.requests.some((request) => request.path === '/organizations')).toBe(true));
    await fill({ 'Scenario title': 'Drip trial', 'AI role': 'Grower', 'My role': 'Adviser', 'Scenario description': 'A grower doubts drip lines.' });
    await userEvent.click(create);

    await waitFor(() => expect(creates(api)).toHaveLength(1));
    expect(creates(api)[0]?.body).toMatchObject({ organization_id: organizationId });
  });

  it('keeps Create disabled and names what is missing until every required field is filled; nothing is sent', async () => {
    const api = fakeApi();
    const { create } = open();
    expect(create).toHaveProperty('disabled', true);
    await fill({ 'Scenario title': 'Late delivery', 'AI role': 'Customer' });
    await waitFor(() => expect(screen.getByText('Add your role and a description to create.')).toBeTruthy());
    expect(create).toHaveProperty('disabled', true);

    // Spaces are not a description.
    await fill({ 'My role': 'Agent', 'Scenario description': '   ' });
    await userEvent.click(create);
    expect(create).toHaveProperty('disabled', true);
    expect(creates(api)).toHaveLength(0);
  });

  it('keeps everything typed and gives the job’s reason when creation fails', async () => {
    fakeApi()
      .on('POST /quick-roleplay/create', { status: 202, json: { jobId: 'job-2' } })
      .on('GET /quick-roleplay/job-status-create/job-2', { json: { jobStatus: 'Failed', result: null, failedReason: 'The description names no situation.' } });
    const { create } = open();
    await fill({ 'Scenario title': 'Chat', 'AI role': 'Friend', 'My role': 'Me', 'Scenario description': 'Hello there.' });
    await userEvent.click(create);

    expect(await screen.findByText(i18n.t(SCENARIO_FAILED_TOAST))).toBeTruthy();
    expect(screen.getByText('The description names no situation.')).toBeTruthy();
    expect(screen.getByLabelText(/^Scenario title/)).toHaveProperty('value', 'Chat');
    expect(screen.getByLabelText(/^Scenario description/)).toHaveProperty('value', 'Hello there.');
  });

  it('shows its labels, hints and the reason Create is disabled in Indonesian', async () => {
    fakeApi();
    await setInterfaceLanguage('id', { remember: false });
    renderWithApp(<QuickCreateForm email={EMAIL} sourceFiles={NO_FILES} glossaries={NO_GLOSSARIES} onShowGlossary={vi.fn()} />, { path: '/create' });
    expect(screen.getByRole('button', { name: 'Buat' })).toHaveProperty('disabled', true);
    expect(screen.getByText('Tambahkan judul skenario, peran AI, peran Anda, dan deskripsi untuk membuat.')).toBeTruthy();
    expect(screen.getByLabelText(/^Peran AI/)).toHaveProperty('placeholder', 'mis. Pelanggan yang pesanannya terlambat');
    expect(screen.getByText('Siapa yang Anda perankan.')).toBeTruthy();
    expect(screen.getByText('Visibilitas')).toBeTruthy();
    expect(screen.getByText('Hanya Anda yang dapat melihatnya.')).toBeTruthy();
    await userEvent.type(screen.getByLabelText(/^Judul skenario/), 'Keluhan');
    await userEvent.type(screen.getByLabelText(/^Peran AI/), 'Pelanggan');
    expect(await screen.findByText('Tambahkan peran Anda dan deskripsi untuk membuat.')).toBeTruthy();
  });

  it('shows a field’s refusal in the interface’s language, and again in the new one after a switch without checking again', async () => {
    fakeApi();
    open();
    const title = screen.getByLabelText(/^Scenario title/);
    await userEvent.type(title, 'x');
    await userEvent.clear(title);
    await userEvent.tab();
    expect(await screen.findByText('Scenario title is required.')).toBeTruthy();
    await setInterfaceLanguage('id', { remember: false });
    expect(await screen.findByText('Judul skenario wajib diisi.')).toBeTruthy();
    expect(screen.queryByText('Scenario title is required.')).toBeNull();
    await setInterfaceLanguage('en', { remember: false });
    expect(await screen.findByText('Scenario title is required.')).toBeTruthy();
  });
});
