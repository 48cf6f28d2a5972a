// The most common failures a person reads, in the interface's other languages: the errors plugin answers in the
// language the request asks for (`Accept-Language`, which the web app sets to the interface's language). A message
// without a translation here is answered as written (English). Add a language's entries when adding a language.
import { interfaceLanguageOf, type InterfaceLanguage } from '../../shared/contracts/languages-constants.ts';
import { EMAIL_IN_USE_MESSAGE } from '../../shared/contracts/users.ts';

const TRANSLATIONS: Record<Exclude<InterfaceLanguage, 'en'>, Record<string, string>> = {
  id: {
    'Invalid email or password.': 'Email atau kata sandi salah.',
    'An account with this email already exists.': 'Sudah ada akun dengan email ini.',
    [EMAIL_IN_USE_MESSAGE]: 'Alamat email itu sudah dipakai.',
    'Your session has expired. Please log in again.': 'Sesi Anda telah berakhir. Silakan masuk lagi.',
    'Account not found.': 'Akun tidak ditemukan.',
    'Scenario not found.': 'Skenario tidak ditemukan.',
    'Conversation not found.': 'Percakapan tidak ditemukan.',
    'The request is not valid.': 'Permintaan tidak valid.',
    'Something went wrong on our side. Please try again.': 'Terjadi kesalahan di pihak kami. Silakan coba lagi.',
    'This character needs a language model to speak Indonesian: the built-in practice partner speaks English only. Practise in English, or ask your administrator to connect a model.':
      'Karakter ini memerlukan model bahasa untuk berbicara dalam bahasa Indonesia: lawan latihan bawaan hanya berbicara bahasa Inggris. Berlatihlah dalam bahasa Inggris, atau minta administrator Anda menghubungkan model.',
  },
};

/** The first interface language of an `Accept-Language` header ("id-ID,id;q=0.9,en;q=0.8" → 'id'), or null. */
export function requestLanguage(acceptLanguage: string | undefined): InterfaceLanguage | null {
  for (const part of (acceptLanguage ?? '').split(',')) {
    const language = interfaceLanguageOf(part.split(';')[0]);
    if (language) return language;
  }
  return null;
}

/** `message` in the request's language when it has a translation, else as written. */
export function translatedMessage(message: string, acceptLanguage: string | undefined): string {
  const language = requestLanguage(acceptLanguage);
  if (!language || language === 'en') return message;
  return TRANSLATIONS[language][message] ?? message;
}
