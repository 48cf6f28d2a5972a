import { describe, expect, it } from 'vitest';
import { TWIN_MESSAGES } from '../../shared/contracts/twin-constants.ts';
import { EMAIL_NEEDS_CONFIRMATION_MESSAGE, EMAIL_UNCHANGED_MESSAGE } from '../../shared/contracts/users.ts';
import { pendingRequestMessage } from '../features/credits/credits.service.ts';
import { PACKAGE_OWNED_MESSAGE, PLANS_CLOSED_MESSAGE, PLANS_FREE_MESSAGE, STORAGE_NEEDS_PACKAGE_MESSAGE } from '../features/plans/plans.service.ts';
import { builtInEngineLanguageMessage } from '../features/sessions/session-rules.ts';
import { MENTOR_MESSAGES } from '../features/twin/mentor/mentor-rules.ts';
import { refusedLinkMessages, WRONG_CURRENT_PASSWORD } from '../features/users/account-context.ts';
import { requestLanguage } from '../i18n/server-text.ts';
import { translatedMessage } from './error-messages.ts';

describe('[ERRORS] messages in the language the request asks for', () => {
  it('reads the first interface language of Accept-Language', () => {
    expect(requestLanguage('id-ID,id;q=0.9,en;q=0.8')).toBe('id');
    expect(requestLanguage('fr-FR,fr;q=0.9,en-GB;q=0.8')).toBe('en');
    expect(requestLanguage('fr-FR')).toBeNull();
    expect(requestLanguage(undefined)).toBeNull();
  });

  it('translates the common messages into Indonesian, and leaves English and unknown messages as written', () => {
    expect(translatedMessage('Invalid email or password.', 'id')).toBe('Email atau kata sandi salah.');
    expect(translatedMessage(builtInEngineLanguageMessage('id-ID'), 'id-ID')).toMatch(/^Karakter ini memerlukan model bahasa/);
    expect(translatedMessage('Invalid email or password.', 'en-US')).toBe('Invalid email or password.');
    expect(translatedMessage('A message nobody translated.', 'id')).toBe('A message nobody translated.');
  });

  it('translates what the Credits page and the Engram dashboard answer, figures included', () => {
    const owner = [
      ...Object.values(TWIN_MESSAGES).filter((message) => !message.startsWith('This invitation') && !message.includes('invitation') && !message.startsWith('Only this Engram')),
      MENTOR_MESSAGES.notPublic.private,
      MENTOR_MESSAGES.notPublic.family,
      MENTOR_MESSAGES.noPayments,
      PLANS_FREE_MESSAGE,
      PLANS_CLOSED_MESSAGE,
      STORAGE_NEEDS_PACKAGE_MESSAGE,
      PACKAGE_OWNED_MESSAGE,
    ];
    for (const message of owner) expect(translatedMessage(message, 'id-ID'), message).not.toBe(message);
    expect(translatedMessage(pendingRequestMessage({ amount: 1 }), 'id')).toBe('Anda sudah memiliki permintaan 1 kredit yang sedang menunggu. Administrator akan segera menjawabnya.');
    expect(translatedMessage('You can change your username again tomorrow at 14:05 UTC.', 'id')).toBe('Anda dapat mengganti nama pengguna lagi besok pukul 14:05 UTC.');
    expect(translatedMessage('Answer 2 more questions first: the summary needs at least 5 answers.', 'id')).toBe('Jawab 2 pertanyaan lagi terlebih dahulu: ringkasan memerlukan minimal 5 jawaban.');
    expect(translatedMessage('You can change your username again tomorrow at 14:05 UTC.', 'en')).toBe('You can change your username again tomorrow at 14:05 UTC.');
  });

  it('translates what the heir’s invitation page and the e-mail address card answer, and keeps English for clients that ask for nothing', () => {
    const messages = [
      TWIN_MESSAGES.inviteUnknown,
      TWIN_MESSAGES.inviteUsed,
      TWIN_MESSAGES.inviteExpired,
      TWIN_MESSAGES.inviteOwnTwin,
      TWIN_MESSAGES.inviteAlreadyHeir,
      TWIN_MESSAGES.inviteNeedsVerifiedEmail,
      WRONG_CURRENT_PASSWORD,
      EMAIL_UNCHANGED_MESSAGE,
      EMAIL_NEEDS_CONFIRMATION_MESSAGE,
    ];
    for (const message of messages) {
      expect(translatedMessage(message, 'id-ID,id;q=0.9'), message).not.toBe(message);
      expect(translatedMessage(message, undefined)).toBe(message);
    }
    expect(translatedMessage(TWIN_MESSAGES.inviteExpired, 'id')).toBe('Tautan undangan ini sudah kedaluwarsa. Mintalah tautan baru kepada orang yang mengundang Anda.');
    expect(translatedMessage(WRONG_CURRENT_PASSWORD, 'id')).toBe('Kata sandi saat ini tidak benar.');
  });

  it('translates every refusal of a reset or verification link, saying which link, why, and where to get another', () => {
    const reset = refusedLinkMessages('reset', 'Ask for a new one on the "Forgot password?" page.');
    const verification = refusedLinkMessages('verification', 'Sign in and ask for a new link on your dashboard.');
    for (const message of [...Object.values(reset), ...Object.values(verification)]) expect(translatedMessage(message, 'id'), message).not.toBe(message);
    expect(translatedMessage(reset.expired, 'id')).toBe('Tautan reset ini sudah kedaluwarsa. Minta tautan baru di halaman "Lupa kata sandi?".');
    expect(translatedMessage(verification.used, 'id')).toBe('Tautan verifikasi ini sudah pernah dipakai. Masuk lalu minta tautan baru di dasbor Anda.');
  });
});
