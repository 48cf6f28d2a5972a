// The server's own words in Bahasa Indonesia, key for key as en.ts (the type below refuses a missing or extra key, or
// a placeholder that differs; server-text.test.ts checks the same at run time). Written as the web catalogue
// (src/web/i18n/id.json) writes: "Anda", "email", "ahli waris", "kredit", "sesi".
import type { en } from './en.ts';
import type { SameKeysAndPlaceholders } from './catalogue-shape.ts';

export const id = {
  'units.bytes_one': '{{count}} byte',
  'units.bytes_other': '{{count}} byte',
  'units.minutes_one': '{{count}} menit',
  'units.minutes_other': '{{count}} menit',
  'units.hours_one': '{{count}} jam',
  'units.hours_other': '{{count}} jam',

  'mail.greeting': 'Halo,',
  'mail.copyLink': 'Atau salin alamat ini ke peramban Anda:',
  'mail.acceptInvitation': 'Terima undangan',

  'mail.verification.subject': 'Konfirmasi alamat email Anda untuk Engram',
  'mail.verification.welcome': 'Selamat datang di Engram.',
  'mail.verification.reason.emailChange': 'Seseorang (semoga Anda) meminta agar sebuah akun Engram dipindahkan ke alamat email ini. Akun baru pindah ke sini setelah tautan ini dibuka.',
  'mail.verification.reason.resetNeedsVerification': 'Seseorang (semoga Anda) meminta pengaturan ulang kata sandi akun Engram Anda. Alamat ini harus dikonfirmasi lebih dulu; setelah itu, minta pengaturan ulang sekali lagi.',
  'mail.verification.openWithin': 'Buka tautan ini dalam {{hours}} jam untuk mengonfirmasi bahwa alamat ini milik Anda. Tautan hanya berlaku sekali.',
  'mail.verification.button': 'Konfirmasi alamat email saya',
  'mail.verification.ignore': 'Jika Anda tidak membuat akun Engram, abaikan email ini.',

  'mail.reset.subject': 'Atur ulang kata sandi Engram Anda',
  'mail.reset.asked': 'Seseorang (semoga Anda) meminta pengaturan ulang kata sandi akun Engram Anda.',
  'mail.reset.openWithin': 'Buka tautan ini dalam {{minutes}} menit untuk memilih kata sandi baru. Tautan hanya berlaku sekali.',
  'mail.reset.button': 'Pilih kata sandi baru',
  'mail.reset.ignore': 'Jika Anda tidak memintanya, abaikan email ini: kata sandi Anda tetap seperti sebelumnya.',

  'mail.emailChange.subject': 'Ada permintaan mengubah alamat email Engram Anda',
  'mail.emailChange.asked': 'Seseorang yang masuk ke akun Engram Anda meminta agar alamat emailnya diubah menjadi {{newEmail}}.',
  'mail.emailChange.nothingChanges': 'Tidak ada yang berubah kecuali tautan yang kami kirim ke alamat itu dibuka dalam {{hours}} jam. Sampai saat itu Anda tetap masuk dengan alamat ini.',
  'mail.emailChange.notYou': 'Jika ini bukan Anda, masuklah, batalkan perubahan di halaman Akun, lalu ganti kata sandi Anda.',

  'mail.heirInvitation.subject': 'Anda ditunjuk sebagai ahli waris di Engram',
  'mail.heirInvitation.named': 'Sebuah akun Engram menunjuk Anda sebagai ahli waris Engram-nya, kembaran digital yang menyimpan cerita dan kenangan seseorang.',
  'mail.heirInvitation.owner': 'Pemilik akun itu bernama {{owner}}.',
  'mail.heirInvitation.openWithin': 'Buka tautan ini dalam {{days}} hari, lalu masuk atau buat akun, untuk menerimanya. Tautan hanya berlaku sekali: akun yang menerimanya menjadi ahli waris.',
  'mail.heirInvitation.whenReleased': 'Anda akan melihat Engram itu ketika pemiliknya membukanya untuk para ahli warisnya.',
  'mail.heirInvitation.ignore': 'Jika Anda tidak mengenal orang ini, abaikan email ini.',
  'heirs.inviteNote.ownerUnverified': 'Konfirmasi alamat email Anda untuk mengirim undangan lewat email; sementara itu, salin tautan di bawah.',
  'heirs.inviteNote.ownerLimit': 'Anda dapat mengirim {{perHour}} email undangan per jam, jadi tautan ini tidak dikirim lewat email. Salin tautan di bawah, atau buat tautan baru dalam {{wait}} untuk mengirimnya lewat email.',
  'heirs.inviteNote.addressLimit': 'Alamat ini sudah menerima email undangan dalam sehari terakhir, jadi tautan ini tidak dikirim lewat email. Salin tautan di bawah, atau buat tautan baru dalam {{wait}} untuk mengirimnya lewat email.',

  'mail.heirRelease.subject': 'Sebuah Engram kini terbuka untuk Anda sebagai ahli waris',
  'mail.heirRelease.open': 'Engram milik {{owner}}, kembaran digital yang menyimpan cerita dan kenangannya, kini terbuka untuk Anda sebagai ahli warisnya.',
  'mail.heirRelease.signIn': 'Buka tautan ini lalu masuk (atau buat akun dengan alamat yang Anda pakai untuk menerima undangan) untuk membacanya dan berbicara dengannya.',
  'mail.heirRelease.button': 'Buka Engram',

  'mail.organizationInvitation.subject': 'Anda diundang ke sebuah organisasi di Engram',
  'mail.organizationInvitation.invited': '{{inviter}} mengundang Anda untuk bergabung dengan organisasi {{organization}} di Engram sebagai {{role}}.',
  'mail.organizationInvitation.openWithin': 'Buka tautan ini dalam {{days}} hari dan masuk dengan alamat email ini untuk menerimanya. Tautan hanya berlaku sekali.',
  'mail.organizationInvitation.ignore': 'Jika Anda tidak menduga undangan ini, abaikan email ini.',
  'mail.organizationInvitation.role.admin': 'admin',
  'mail.organizationInvitation.role.manager': 'manajer',
  'mail.organizationInvitation.role.member': 'anggota',

  'notices.assignmentDue': '{{scenario}} jatuh tempo {{due}}.',
  'mail.assignmentReminder.subject': 'Sebuah tugas latihan segera jatuh tempo di Engram',
  'mail.assignmentReminder.due': 'Latihan {{scenario}} yang ditugaskan kepada Anda jatuh tempo pada {{due}}, dan Anda belum lulus.',
  'mail.assignmentReminder.open': 'Buka Engram untuk melatihnya.',
  'mail.assignmentReminder.button': 'Buka Engram',

  'errors.creditsShort_one': 'Anda memerlukan {{cost}} kredit untuk memulai sesi dan memiliki {{have}}: masih kurang {{count}} kredit.',
  'errors.creditsShort_other': 'Anda memerlukan {{cost}} kredit untuk memulai sesi dan memiliki {{have}}: masih kurang {{count}} kredit.',
  'errors.organizationCreditsShort.none': 'Kredit {{organization}} sudah habis, padahal satu sesi memerlukan {{cost}} kredit. Minta kredit untuknya di halaman Organisasi (setiap anggota boleh meminta; operator yang memberikannya), atau beralih ke Pribadi di bagian atas halaman untuk memakai kredit Anda sendiri.',
  'errors.organizationCreditsShort.few_one': 'Kredit {{organization}} tinggal {{count}}, padahal satu sesi memerlukan {{cost}} kredit. Minta kredit untuknya di halaman Organisasi (setiap anggota boleh meminta; operator yang memberikannya), atau beralih ke Pribadi di bagian atas halaman untuk memakai kredit Anda sendiri.',
  'errors.organizationCreditsShort.few_other': 'Kredit {{organization}} tinggal {{count}}, padahal satu sesi memerlukan {{cost}} kredit. Minta kredit untuknya di halaman Organisasi (setiap anggota boleh meminta; operator yang memberikannya), atau beralih ke Pribadi di bagian atas halaman untuk memakai kredit Anda sendiri.',
  'errors.sso.provider': 'Sistem masuk organisasi Anda tidak dapat dihubungi atau tidak menjawab seperti yang diharapkan. Coba lagi sebentar lagi, atau tanyakan kepada tim TI Anda.',
  'errors.sso.noDomainMatch': 'Tidak ada organisasi yang memakai SSO untuk domain email ini. Masuklah dengan kata sandi Anda.',
  'errors.sso.domainPending': 'SSO untuk {{domain}} sedang menunggu organisasi membuktikan bahwa domain itu miliknya. Masuklah dengan kata sandi Anda sampai saat itu.',
  'errors.sso.passwordRefused': '{{organization}} mewajibkan anggotanya masuk dengan SSO. Pakai “Lanjutkan dengan SSO” di halaman masuk.',
  'errors.vibesCheckLimit_one': 'Anda sudah memakai {{count}} Vibes Check hari ini. Jatahnya diperbarui pada tengah malam UTC.',
  'errors.vibesCheckLimit_other': 'Anda sudah memakai {{count}} Vibes Check hari ini. Jatahnya diperbarui pada tengah malam UTC.',
  'errors.filesQuota.count': 'Anda sudah mencapai batas {{maxFiles}} berkas: {{used}} dari {{limit}} terpakai · {{fileCount}} dari {{maxFiles}} berkas. Hapus berkas yang tidak Anda perlukan lagi, lalu unggah ulang.',
  'errors.filesQuota.bytes': 'Ruang yang tersisa tidak cukup untuk berkas ini: {{used}} dari {{limit}} terpakai · {{fileCount}} dari {{maxFiles}} berkas. Hapus berkas yang tidak Anda perlukan lagi, lalu unggah ulang.',
  'errors.lockerFull': 'Loker kenangan Anda tidak cukup: tersisa {{left}} dari {{allowance}}. Hapus beberapa kenangan untuk memberi ruang.',
  'errors.lockerFullFor': 'Loker kenangan Anda tidak cukup: kenangan ini memerlukan {{size}}, sedangkan yang tersisa {{left}} dari {{allowance}}. Hapus beberapa kenangan untuk memberi ruang.',

  'memoryBook.madeOn': 'Buku kenangan Engram @{{username}}, dibuat {{day}}.',
  'memoryBook.titleSuffix': 'buku kenangan',
  'memoryBook.whoTheyAre': 'Siapa dirinya',
  'memoryBook.inTheirOwnWords': 'Dengan kata-katanya sendiri',
  'memoryBook.memories': 'Kenangan',
  'memoryBook.nothingKept': 'Belum ada yang disimpan di Engram ini.',
  'memoryBook.section.family': 'Keluarga',
  'memoryBook.section.friends': 'Teman',
  'memoryBook.section.loved_ones': 'Orang tercinta',
  'memoryBook.section.hobby': 'Hobi',
  'memoryBook.section.interest': 'Minat',
  'memoryBook.section.work_life': 'Kerja & Kehidupan',
  'memoryBook.section.values': 'Nilai-nilai',
  'memoryBook.kind.text': 'Catatan',
  'memoryBook.kind.voice': 'Catatan suara',
  'memoryBook.kind.video': 'Video',
  'memoryBook.kind.photo': 'Foto',
  'memoryBook.kind.document': 'Dokumen',
  'memoryBook.whatWasSaid': 'Yang diucapkan',
  'memoryBook.fromTheDocument': 'Dari dokumen',
  'memoryBook.file': 'Berkas',
  'memoryBook.photo': 'foto',
  'memoryBook.notShown': 'Tidak ditampilkan di sini: {{why}}. Fotonya ada dalam ekspor ini, di jalur di atas.',
  'memoryBook.locale': 'id-ID',
} as const;

// Fails to compile when a key is missing or extra, or a text's placeholders differ from the English.
const checked: SameKeysAndPlaceholders<typeof en, typeof id> = id;
void checked;
