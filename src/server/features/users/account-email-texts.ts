// The words of the account e-mails (verification, password reset, address change) in each interface language. Every
// language of shared/contracts/languages-constants.ts must have its entry (the Record's type says so); an account
// without a chosen language reads English.
import { DEFAULT_INTERFACE_LANGUAGE, isInterfaceLanguage, type InterfaceLanguage } from '../../../shared/contracts/languages-constants.ts';

/** Why a verification link was sent, when it is not the registration's welcome. */
export type VerificationReason = 'email-change' | 'reset-needs-verification';

export interface AccountEmailTexts {
  greeting: string;
  copyLink: string;
  verification: {
    subject: string;
    welcome: string;
    reasons: Record<VerificationReason, string>;
    openWithin: (hours: number) => string;
    button: string;
    ignore: string;
  };
  reset: { subject: string; asked: string; openWithin: (minutes: number) => string; button: string; ignore: string };
  change: { subject: string; asked: (newEmail: string) => string; nothingChanges: (hours: number) => string; notYou: string };
}

const TEXTS: Record<InterfaceLanguage, AccountEmailTexts> = {
  en: {
    greeting: 'Hello,',
    copyLink: 'Or copy this address into your browser:',
    verification: {
      subject: 'Confirm your e-mail address for Engram',
      welcome: 'Welcome to Engram.',
      reasons: {
        'email-change': 'Someone (we hope you) asked to move an Engram account to this e-mail address. The account moves here only when this link is opened.',
        'reset-needs-verification':
          'Someone (we hope you) asked to reset the password of your Engram account. This address must be confirmed first; once it is, ask for the reset again.',
      },
      openWithin: (hours) => `Open this link within ${hours} hours to confirm that this address is yours. It works once.`,
      button: 'Confirm my e-mail address',
      ignore: 'If you did not create an Engram account, ignore this e-mail.',
    },
    reset: {
      subject: 'Reset your Engram password',
      asked: 'Someone (we hope you) asked to reset the password of your Engram account.',
      openWithin: (minutes) => `Open this link within ${minutes} minutes to choose a new one. It works once.`,
      button: 'Choose a new password',
      ignore: 'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    },
    change: {
      subject: 'A change of your Engram e-mail address was requested',
      asked: (newEmail) => `Someone signed in to your Engram account asked to change its e-mail address to ${newEmail}.`,
      nothingChanges: (hours) => `Nothing changes unless the link we sent to that address is opened within ${hours} hours. Until then you keep logging in with this address.`,
      notYou: 'If this was not you, log in, cancel the change on your Account page and change your password.',
    },
  },
  id: {
    greeting: 'Halo,',
    copyLink: 'Atau salin alamat ini ke peramban Anda:',
    verification: {
      subject: 'Konfirmasi alamat email Anda untuk Engram',
      welcome: 'Selamat datang di Engram.',
      reasons: {
        'email-change': 'Seseorang (semoga Anda) meminta agar sebuah akun Engram dipindahkan ke alamat email ini. Akun baru pindah ke sini setelah tautan ini dibuka.',
        'reset-needs-verification':
          'Seseorang (semoga Anda) meminta pengaturan ulang kata sandi akun Engram Anda. Alamat ini harus dikonfirmasi lebih dulu; setelah itu, minta pengaturan ulang sekali lagi.',
      },
      openWithin: (hours) => `Buka tautan ini dalam ${hours} jam untuk mengonfirmasi bahwa alamat ini milik Anda. Tautan hanya berlaku sekali.`,
      button: 'Konfirmasi alamat email saya',
      ignore: 'Jika Anda tidak membuat akun Engram, abaikan email ini.',
    },
    reset: {
      subject: 'Atur ulang kata sandi Engram Anda',
      asked: 'Seseorang (semoga Anda) meminta pengaturan ulang kata sandi akun Engram Anda.',
      openWithin: (minutes) => `Buka tautan ini dalam ${minutes} menit untuk memilih kata sandi baru. Tautan hanya berlaku sekali.`,
      button: 'Pilih kata sandi baru',
      ignore: 'Jika Anda tidak memintanya, abaikan email ini: kata sandi Anda tetap seperti sebelumnya.',
    },
    change: {
      subject: 'Ada permintaan mengubah alamat email Engram Anda',
      asked: (newEmail) => `Seseorang yang masuk ke akun Engram Anda meminta agar alamat emailnya diubah menjadi ${newEmail}.`,
      nothingChanges: (hours) => `Tidak ada yang berubah kecuali tautan yang kami kirim ke alamat itu dibuka dalam ${hours} jam. Sampai saat itu Anda tetap masuk dengan alamat ini.`,
      notYou: 'Jika ini bukan Anda, masuklah, batalkan perubahan di halaman Akun, lalu ganti kata sandi Anda.',
    },
  },
};

/** The account e-mails' words in the person's language (`users.language`), English when they chose none. */
export function accountEmailTexts(language: string | null | undefined): AccountEmailTexts {
  return TEXTS[isInterfaceLanguage(language) ? language : DEFAULT_INTERFACE_LANGUAGE];
}
