// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TwinActivity } from '@shared/contracts/twin.ts';
import type { TwinNotice } from '@shared/contracts/twin-heirs.ts';
import { fillTemplate, TWIN_ACTIVITY_TEXTS, TWIN_NOTICE_TEXTS, twinActivityEnglish } from '@shared/twin-texts.ts';
import en from '@/i18n/en.json';
import id from '@/i18n/id.json';
import { setInterfaceLanguage } from '@/i18n/i18n.ts';
import { fakeApi } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { ActivityList } from './activity-list.tsx';
import { HeirNotices } from './heir-notices.tsx';

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await setInterfaceLanguage('en', { remember: false });
});

function buildEntry(overrides: Partial<TwinActivity>): TwinActivity {
  return { id: crypto.randomUUID(), kind: 'memory_added', detail: '', detail_key: null, detail_values: null, actor: 'owner', at: '2026-12-02T09:30:00.000Z', ...overrides };
}

function buildNotice(overrides: Partial<TwinNotice>): TwinNotice {
  return { id: crypto.randomUUID(), kind: 'twin_released', message: '', message_key: null, message_values: null, link: '/t/maria', read: false, created_at: '2026-12-02T09:30:00.000Z', ...overrides };
}

describe('[I18N] the activity log’s and the heirs’ notices’ sentences', () => {
  it('are in the English catalogue exactly as the server writes them, and in Indonesian with the same keys', () => {
    expect(en.dash.activityLog).toEqual(TWIN_ACTIVITY_TEXTS);
    expect(en.dash.noticeTexts).toEqual(TWIN_NOTICE_TEXTS);
    expect(Object.keys(id.dash.activityLog).sort()).toEqual(Object.keys(TWIN_ACTIVITY_TEXTS).sort());
    expect(Object.keys(id.dash.noticeTexts).sort()).toEqual(Object.keys(TWIN_NOTICE_TEXTS).sort());
  });

  it('fills a sentence’s placeholders, and leaves one without a value as written', () => {
    expect(twinActivityEnglish({ key: 'memoryAdded', values: { title: 'Our first house' } })).toBe('Memory added: Our first house');
    expect(twinActivityEnglish({ key: 'usernameChanged', values: { before: 'ana', after: 'ana_l', until: '2027-01-01' } })).toBe(
      'Username changed from @ana to @ana_l; links to @ana lead to the new page until 2027-01-01',
    );
    expect(fillTemplate('Answered question {{number}}', {})).toBe('Answered question {{number}}');
  });

  it('shows a keyed entry in the reader’s language, an entry stored before keys as written, and a key it lacks by its stored text', async () => {
    await setInterfaceLanguage('id', { remember: false });
    fakeApi().on('GET /twin/activity', {
      json: {
        activity: [
          buildEntry({ detail: 'Memory added: Kebun nenek', detail_key: 'memoryAdded', detail_values: { title: 'Kebun nenek' } }),
          buildEntry({ kind: 'answer', detail: 'Answered question 3', detail_key: 'answered', detail_values: { number: 3 } }),
          buildEntry({ kind: 'memory_added', detail: 'Added a voice note' }),
          buildEntry({ kind: 'chat', detail: 'Something a newer server says', detail_key: 'somethingNew', detail_values: {} }),
        ],
      },
    });
    renderWithApp(<ActivityList />);
    expect(await screen.findByText('Kenangan ditambahkan: Kebun nenek')).toBeTruthy();
    expect(screen.getByText('Menjawab pertanyaan 3')).toBeTruthy();
    expect(screen.getByText('Added a voice note')).toBeTruthy();
    expect(screen.getByText('Something a newer server says')).toBeTruthy();
  });

  it('words a date value as a date in the reader’s language, not as the stored day', async () => {
    const entry = buildEntry({
      kind: 'username',
      detail: 'Username changed from @ana to @ana_l; links to @ana lead to the new page until 2027-01-01',
      detail_key: 'usernameChanged',
      detail_values: { before: 'ana', after: 'ana_l', until: '2027-01-01' },
    });
    fakeApi().on('GET /twin/activity', { json: { activity: [entry] } });
    renderWithApp(<ActivityList />);
    expect(await screen.findByText('Username changed from @ana to @ana_l; links to @ana lead to the new page until January 1, 2027')).toBeTruthy();
    cleanup();
    await setInterfaceLanguage('id', { remember: false });
    fakeApi().on('GET /twin/activity', { json: { activity: [entry] } });
    renderWithApp(<ActivityList />);
    expect(await screen.findByText('Nama pengguna diganti dari @ana menjadi @ana_l; tautan ke @ana mengarah ke halaman baru sampai 1 Januari 2027')).toBeTruthy();
  });

  it('shows a keyed notice in the reader’s language, with the owner’s name as given', async () => {
    await setInterfaceLanguage('id', { remember: false });
    fakeApi().on('GET /twin/notices', {
      json: {
        notices: [
          buildNotice({ message: "Maria Lopez's Engram is now open to you.", message_key: 'twinReleased', message_values: { owner: 'Maria Lopez' } }),
          buildNotice({ kind: 'heir_named', message: 'An older notice.', read: true }),
        ],
        unread: 1,
      },
    });
    renderWithApp(<HeirNotices />);
    expect(await screen.findByText(/Engram milik Maria Lopez sekarang terbuka untuk Anda\./)).toBeTruthy();
    expect(screen.getByText(/An older notice\./)).toBeTruthy();
  });
});
