// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { disconnectServerEvents } from '@/lib/server-events.ts';
import { workspaceQueryOptions } from '@/lib/workspace.ts';
import { FakeEventSource } from '@/test/fake-event-source.ts';
import { fakeApi, type FakeApi } from '@/test/fake-api.ts';
import { useOrganizationEvents } from './use-organization-events.ts';

const ORGANISATION = { id: 'org-1', name: 'Harbour Dental', role: 'member' };

/** A page that listens for membership changes and shows a list that depends on them. */
function Page() {
  useOrganizationEvents();
  useQuery(workspaceQueryOptions());
  useQuery({ queryKey: ['personas'], queryFn: () => fetch('/persona/all/me').then((response) => response.json()) });
  return null;
}

const readsOf = (api: FakeApi, path: string) => api.requests.filter((request) => request.path === path).length;

describe('useOrganizationEvents', () => {
  let api: FakeApi;
  let memberships: unknown[];

  beforeEach(() => {
    vi.stubGlobal('EventSource', FakeEventSource);
    memberships = [ORGANISATION];
    api = fakeApi()
      .on('GET /organizations', () => ({ json: { data: memberships, current_id: null } }))
      .on('GET /persona/all/me', { json: [] });
  });

  afterEach(() => {
    cleanup();
    disconnectServerEvents();
    vi.unstubAllGlobals();
  });

  async function renderPage() {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <Page />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(readsOf(api, '/persona/all/me')).toBe(1));
    await waitFor(() => expect(client.isFetching()).toBe(0));
  }

  it('reads only the memberships again when the channel opens and they are unchanged', async () => {
    await renderPage();
    FakeEventSource.latest?.open();
    await waitFor(() => expect(readsOf(api, '/organizations')).toBe(2));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(readsOf(api, '/persona/all/me')).toBe(1);
  });

  it('reads every list again when the channel opens and the memberships changed while it was down', async () => {
    await renderPage();
    memberships = [];
    FakeEventSource.latest?.open();
    await waitFor(() => expect(readsOf(api, '/persona/all/me')).toBe(2));
  });

  it('reads every list again when the server says the memberships changed', async () => {
    await renderPage();
    FakeEventSource.latest?.open();
    await waitFor(() => expect(readsOf(api, '/organizations')).toBe(2));
    FakeEventSource.latest?.push({ type: 'organizations' });
    await waitFor(() => expect(readsOf(api, '/persona/all/me')).toBe(2));
    expect(readsOf(api, '/organizations')).toBe(3);
  });
});
