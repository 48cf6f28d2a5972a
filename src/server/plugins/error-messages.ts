// The most common failures a person reads, in the interface's other languages, matched by their English text: the
// errors plugin answers in the caller's language (i18n/server-text.ts `pickLanguage`: the account's, else
// `Accept-Language`, which the web app sets to the interface's language). A message without a translation here is
// answered as written (English); a refusal thrown with a catalogue key (HttpError with a ServerText) is worded from
// the server catalogues (i18n/) instead. Add a language's entries when adding a language.
// Messages with figures in them ("You can change your username again tomorrow at 14:05 UTC.") are matched by pattern.
import { INTERFACE_LANGUAGES, type InterfaceLanguage } from '../../shared/contracts/languages-constants.ts';
import { TWIN_MESSAGES, TWIN_USERNAME_RULE_MESSAGE, TWIN_USERNAME_TAKEN_MESSAGE } from '../../shared/contracts/twin-constants.ts';
import { pickLanguage } from '../i18n/server-text.ts';
import { EMAIL_IN_USE_MESSAGE, EMAIL_NEEDS_CONFIRMATION_MESSAGE, EMAIL_UNCHANGED_MESSAGE } from '../../shared/contracts/users.ts';

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
    // The Credits page.
    'Credit request not found.': 'Permintaan kredit tidak ditemukan.',
    'Buying credits is not available here.': 'Pembelian kredit tidak tersedia di sini.',
    'Only an administrator can answer credit requests.': 'Hanya administrator yang dapat menjawab permintaan kredit.',
    'The Engram package is free on this server: there is nothing to buy.': 'Paket Engram gratis di server ini: tidak ada yang perlu dibeli.',
    'The Engram is not open on this server yet: the operator has not set up payments.': 'Engram belum dibuka di server ini: operator belum menyiapkan pembayaran.',
    'Buy the Engram package first: storage adds to the 1 GB it includes.': 'Beli paket Engram terlebih dahulu: penyimpanan tambahan melengkapi 1 GB yang sudah termasuk di dalamnya.',
    'You already have the Engram package.': 'Anda sudah memiliki paket Engram.',
    // The Engram's dashboard.
    [TWIN_MESSAGES.noTwin]: 'Anda belum memiliki Engram. Jawab satu pertanyaan atau pilih nama pengguna untuk memulainya.',
    [TWIN_MESSAGES.notFound]: 'Engram tidak ditemukan.',
    [TWIN_MESSAGES.memoryNotFound]: 'Kenangan tidak ditemukan.',
    [TWIN_MESSAGES.noticeNotFound]: 'Pemberitahuan tidak ditemukan.',
    [TWIN_MESSAGES.transcriptNotSpoken]: 'Hanya catatan suara atau video yang memiliki transkrip.',
    [TWIN_MESSAGES.heirNotFound]: 'Ahli waris tidak ditemukan.',
    [TWIN_MESSAGES.heirExists]: 'Orang itu sudah menjadi salah satu ahli waris Anda.',
    [TWIN_MESSAGES.heirsFull]: 'Anda sudah menunjuk ahli waris sebanyak yang diizinkan.',
    [TWIN_MESSAGES.heirIsOwner]: 'Anda tidak dapat menunjuk diri sendiri sebagai ahli waris.',
    [TWIN_MESSAGES.confirmMismatch]: 'Ketik nama pengguna Engram Anda untuk mengonfirmasi.',
    [TWIN_MESSAGES.noFile]: 'Pilih berkas untuk diunggah.',
    [TWIN_MESSAGES.emptyFile]: 'Berkas itu kosong.',
    [TWIN_MESSAGES.noText]: 'Tulis teks kenangannya.',
    [TWIN_MESSAGES.audioRequired]: 'Rekam jawaban untuk dikirim.',
    [TWIN_MESSAGES.answerNotFound]: 'Pertanyaan itu belum dijawab. Jawab dulu, lalu pilih siapa yang boleh mendengarnya.',
    [TWIN_USERNAME_RULE_MESSAGE]: 'Nama pengguna harus 3–20 karakter: huruf kecil a–z, angka 0–9, dan _.',
    [TWIN_USERNAME_TAKEN_MESSAGE]: 'Nama pengguna itu sudah dipakai. Coba yang lain.',
    'No free username could be found. Choose one in Settings.': 'Tidak ada nama pengguna yang masih bebas. Pilih sendiri di Pengaturan.',
    'The recording is empty.': 'Rekamannya kosong.',
    // The paid mentor on the Publish page.
    'Only a public Engram can be a paid mentor: yours is private. Make it public on this page first.':
      'Hanya Engram publik yang dapat menjadi mentor berbayar: Engram Anda bersifat pribadi. Jadikan publik di halaman ini terlebih dahulu.',
    'Only a public Engram can be a paid mentor: yours is shared with your heirs only. Make it public on this page first.':
      'Hanya Engram publik yang dapat menjadi mentor berbayar: Engram Anda hanya dibagikan kepada ahli waris. Jadikan publik di halaman ini terlebih dahulu.',
    'This server takes no payments yet: the operator has set up neither Stripe nor Solana Pay.': 'Server ini belum menerima pembayaran: operator belum menyiapkan Stripe maupun Solana Pay.',
    'You have not opened your Engram as a paid mentor yet.': 'Anda belum membuka Engram Anda sebagai mentor berbayar.',
    'That is the operator’s address, which receives the commission: give your own wallet for your share.':
      'Itu alamat operator, yang menerima komisi: berikan dompet Anda sendiri untuk bagian Anda.',
    // The heir's invitation page.
    [TWIN_MESSAGES.inviteUnknown]:
      'Tautan undangan ini tidak valid. Tautan ini mungkin sudah diganti dengan tautan yang lebih baru atau ditarik kembali: mintalah tautan baru kepada orang yang mengundang Anda.',
    [TWIN_MESSAGES.inviteUsed]: 'Undangan ini sudah diterima. Mintalah tautan baru kepada orang yang mengundang Anda jika Anda memerlukannya.',
    [TWIN_MESSAGES.inviteExpired]: 'Tautan undangan ini sudah kedaluwarsa. Mintalah tautan baru kepada orang yang mengundang Anda.',
    [TWIN_MESSAGES.inviteOwnTwin]: 'Ini undangan ke Engram Anda sendiri. Kirimkan tautan ini kepada ahli waris Anda.',
    [TWIN_MESSAGES.inviteAlreadyHeir]: 'Akun Anda sudah memegang undangan lain ke Engram ini.',
    [TWIN_MESSAGES.inviteNeedsVerifiedEmail]:
      'Verifikasi alamat email Anda sebelum menerima undangan: buka tautan yang kami kirimkan, atau minta tautan baru di dasbor Anda.',
    // Account's e-mail address card.
    'The current password is not correct.': 'Kata sandi saat ini tidak benar.',
    [EMAIL_UNCHANGED_MESSAGE]: 'Itu sudah alamat email Anda.',
    [EMAIL_NEEDS_CONFIRMATION_MESSAGE]:
      'Alamat itu hanya dapat dipakai setelah pemiliknya mengonfirmasinya lewat email, dan server ini tidak mengirim email. Tanyakan kepada administrator Anda.',
  },
};

/** Messages with figures, per language: the English pattern and its wording with the figures put back. */
const PATTERNS: Record<Exclude<InterfaceLanguage, 'en'>, [RegExp, (...groups: string[]) => string][]> = {
  id: [
    [/^You can change your username again (today|tomorrow) at (\d{2}:\d{2}) UTC\.$/, (day, time) => `Anda dapat mengganti nama pengguna lagi ${day === 'today' ? 'hari ini' : 'besok'} pukul ${time} UTC.`],
    [/^You can start a new Engram (today|tomorrow) at (\d{2}:\d{2}) UTC\.$/, (day, time) => `Anda dapat memulai Engram baru ${day === 'today' ? 'hari ini' : 'besok'} pukul ${time} UTC.`],
    [/^You already have a request for (\d+) credits? waiting\. An administrator will answer it soon\.$/, (amount) => `Anda sudah memiliki permintaan ${amount} kredit yang sedang menunggu. Administrator akan segera menjawabnya.`],
    [/^There is no package of (\d+) credits?\.$/, (credits) => `Tidak ada paket ${credits} kredit.`],
    [/^Answer (\d+) more questions? first: the summary needs at least (\d+) answers\.$/, (missing, minimum) => `Jawab ${missing} pertanyaan lagi terlebih dahulu: ringkasan memerlukan minimal ${minimum} jawaban.`],
    // A refused reset or verification link (refusedLinkMessages, account-context.ts): which link, why, and where to get another.
    [
      /^This (reset|verification) link (is not valid|has already been used|has expired)\. (Ask for a new one on the "Forgot password\?" page|Sign in and ask for a new link on your dashboard)\.$/,
      (link, why, askAgain) =>
        `Tautan ${link === 'reset' ? 'reset' : 'verifikasi'} ini ${why === 'is not valid' ? 'tidak valid' : why === 'has expired' ? 'sudah kedaluwarsa' : 'sudah pernah dipakai'}. ${askAgain.startsWith('Ask') ? 'Minta tautan baru di halaman "Lupa kata sandi?".' : 'Masuk lalu minta tautan baru di dasbor Anda.'}`,
    ],
  ],
};

/** `message` in `language` when it has a translation, else as written. */
export function translateMessage(message: string, language: InterfaceLanguage): string {
  if (language === 'en') return message;
  const fixed = TRANSLATIONS[language][message];
  if (fixed) return fixed;
  for (const [pattern, word] of PATTERNS[language]) {
    const match = pattern.exec(message);
    if (match) return word(...match.slice(1));
  }
  return message;
}

/** Whether some other language has `message` (so that it is worth finding out which language the caller reads). */
export function isTranslated(message: string): boolean {
  return INTERFACE_LANGUAGES.some((language) => translateMessage(message, language) !== message);
}

/** `message` in the language the request's `Accept-Language` asks for when it has a translation, else as written. */
export function translatedMessage(message: string, acceptLanguage: string | undefined): string {
  return translateMessage(message, pickLanguage({ acceptLanguage }));
}
