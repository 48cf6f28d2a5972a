// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setInterfaceLanguage } from '@/i18n/i18n.ts';
import { Component as FaqPage } from './faq-page.tsx';
import { Component as HowItWorksPage } from './how-it-works-page.tsx';

afterEach(async () => {
  cleanup();
  await setInterfaceLanguage('en', { remember: false });
});

describe('the FAQ and How it works pages', () => {
  it('answer with the session cost, in English and then in Indonesian', async () => {
    render(<FaqPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'FAQ' })).toBeTruthy();
    expect(screen.getByText('How many credits does a session cost?')).toBeTruthy();
    expect(screen.getByText('A roleplay session needs 10 credits.')).toBeTruthy();
    expect(screen.getByText('No. The Vibes Check is a short chat to get a feel for the character; it is neither saved nor graded.')).toBeTruthy();

    await act(() => setInterfaceLanguage('id', { remember: false }));
    expect(screen.getByRole('heading', { level: 1, name: 'Tanya jawab' })).toBeTruthy();
    expect(screen.getByText('Satu sesi permainan peran memerlukan 10 kredit.')).toBeTruthy();
    expect(screen.queryByText('Can I practise by voice?')).toBeNull();
  });

  it('lists the five steps in order, in English and then in Indonesian', async () => {
    render(<HowItWorksPage />);
    const titles = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(titles()).toEqual(['Build your library', 'Create a scenario', 'Meet your character', 'Practise the conversation', 'Read your report']);
    expect(screen.getByText('Talk by voice or by text. A session costs 10 credits.')).toBeTruthy();

    await act(() => setInterfaceLanguage('id', { remember: false }));
    expect(screen.getByRole('heading', { level: 1, name: 'Cara kerjanya' })).toBeTruthy();
    expect(titles()).toEqual(['Bangun pustaka Anda', 'Buat skenario', 'Kenali karakter Anda', 'Latih percakapannya', 'Baca laporan Anda']);
    expect(screen.getByText('Berbicaralah lewat suara atau tulisan. Satu sesi memakai 10 kredit.')).toBeTruthy();
  });
});
