// The server's own words in English: what it writes to people itself (e-mails, refusals it answers with figures in
// them). Keys are dotted like the web catalogue's; `{{name}}` marks a value, and a key with `_one`/`_other` forms is
// chosen by `{{count}}` (Intl.PluralRules). Every other language's file has exactly these keys and placeholders
// (id.ts's type and server-text.test.ts check it). Add a key here first, then in every other language.
export const en = {
  // A size in bytes below 1 KB ("0 bytes"); larger sizes are "20 KB", "1.5 MB" in every language.
  'units.bytes_one': '{{count}} byte',
  'units.bytes_other': '{{count}} bytes',
  'units.minutes_one': '{{count}} minute',
  'units.minutes_other': '{{count}} minutes',
  'units.hours_one': '{{count}} hour',
  'units.hours_other': '{{count}} hours',

  'mail.greeting': 'Hello,',
  'mail.copyLink': 'Or copy this address into your browser:',
  'mail.acceptInvitation': 'Accept the invitation',

  'mail.verification.subject': 'Confirm your e-mail address for Engram',
  'mail.verification.welcome': 'Welcome to Engram.',
  'mail.verification.reason.emailChange': 'Someone (we hope you) asked to move an Engram account to this e-mail address. The account moves here only when this link is opened.',
  'mail.verification.reason.resetNeedsVerification': 'Someone (we hope you) asked to reset the password of your Engram account. This address must be confirmed first; once it is, ask for the reset again.',
  'mail.verification.openWithin': 'Open this link within {{hours}} hours to confirm that this address is yours. It works once.',
  'mail.verification.button': 'Confirm my e-mail address',
  'mail.verification.ignore': 'If you did not create an Engram account, ignore this e-mail.',

  'mail.reset.subject': 'Reset your Engram password',
  'mail.reset.asked': 'Someone (we hope you) asked to reset the password of your Engram account.',
  'mail.reset.openWithin': 'Open this link within {{minutes}} minutes to choose a new one. It works once.',
  'mail.reset.button': 'Choose a new password',
  'mail.reset.ignore': 'If you did not ask for this, ignore this e-mail: your password stays as it is.',

  'mail.emailChange.subject': 'A change of your Engram e-mail address was requested',
  'mail.emailChange.asked': 'Someone signed in to your Engram account asked to change its e-mail address to {{newEmail}}.',
  'mail.emailChange.nothingChanges': 'Nothing changes unless the link we sent to that address is opened within {{hours}} hours. Until then you keep logging in with this address.',
  'mail.emailChange.notYou': 'If this was not you, log in, cancel the change on your Account page and change your password.',

  'mail.heirInvitation.subject': 'You have been named as an heir on Engram',
  'mail.heirInvitation.named': 'An Engram account has named you as an heir of its Engram, the digital twin that keeps a person’s stories and memories.',
  'mail.heirInvitation.owner': 'The account’s owner is called {{owner}}.',
  'mail.heirInvitation.openWithin': 'Open this link within {{days}} days, and sign in or create an account, to accept. It works once: the account that accepts it becomes the heir.',
  'mail.heirInvitation.whenReleased': 'You will see the Engram when its owner releases it to their heirs.',
  'mail.heirInvitation.ignore': 'If you do not know this person, ignore this e-mail.',
  'heirs.inviteNote.ownerUnverified': 'Confirm your e-mail address to send invitations by e-mail; copy the link below meanwhile.',
  'heirs.inviteNote.ownerLimit': 'You can send {{perHour}} invitation e-mails an hour, so this link was not e-mailed. Copy it below, or make a new link in {{wait}} to send it by e-mail.',
  'heirs.inviteNote.addressLimit': 'This address was sent an invitation e-mail in the last day, so this link was not e-mailed. Copy it below, or make a new link in {{wait}} to send it by e-mail.',

  'mail.heirRelease.subject': 'An Engram is now open to you as an heir',
  'mail.heirRelease.open': 'The Engram of {{owner}}, the digital twin that keeps their stories and memories, is now open to you as their heir.',
  'mail.heirRelease.signIn': 'Open this link and sign in (or create an account with the address you accepted the invitation with) to read it and talk with it.',
  'mail.heirRelease.button': 'Open the Engram',

  'mail.organizationInvitation.subject': 'You have been invited to an organisation on Engram',
  'mail.organizationInvitation.invited': '{{inviter}} invited you to join the organisation {{organization}} on Engram, as {{role}}.',
  'mail.organizationInvitation.openWithin': 'Open this link within {{days}} days and sign in with this e-mail address to accept. It works once.',
  'mail.organizationInvitation.ignore': 'If you did not expect this invitation, ignore this e-mail.',
  // A role inside a sentence ("as manager").
  'mail.organizationInvitation.role.admin': 'admin',
  'mail.organizationInvitation.role.manager': 'manager',
  'mail.organizationInvitation.role.member': 'member',

  // The same reminder on the person's open pages.
  'notices.assignmentDue': '{{scenario}} is due {{due}}.',
  'mail.assignmentReminder.subject': 'A practice assignment is due soon on Engram',
  'mail.assignmentReminder.due': 'The practice {{scenario}} assigned to you is due on {{due}}, and you have not passed it yet.',
  'mail.assignmentReminder.open': 'Open Engram to practise it.',
  'mail.assignmentReminder.button': 'Open Engram',

  // `{{cost}}` credits a session costs, `{{have}}` the balance, `{{count}}` how many more are needed.
  'errors.creditsShort_one': 'You need {{cost}} credits to start a session and have {{have}}: {{count}} more is needed.',
  'errors.creditsShort_other': 'You need {{cost}} credits to start a session and have {{have}}: {{count}} more are needed.',
  // An organisation's balance short of a session (`{{cost}}` credits, always more than one): `{{count}}` is what it holds.
  'errors.organizationCreditsShort.none': '{{organization}} has no credits left, and a session needs {{cost}} credits. Ask for credits for it on its Organisations page (any member can; the operator grants them), or switch to Personal in the header to use your own.',
  'errors.organizationCreditsShort.few_one': '{{organization}} has only {{count}} credit left, and a session needs {{cost}} credits. Ask for credits for it on its Organisations page (any member can; the operator grants them), or switch to Personal in the header to use your own.',
  'errors.organizationCreditsShort.few_other': '{{organization}} has only {{count}} credits left, and a session needs {{cost}} credits. Ask for credits for it on its Organisations page (any member can; the operator grants them), or switch to Personal in the header to use your own.',
  // Single sign-on's refusals the login page shows (the same words as SSO_MESSAGES and SSO_ERROR_MESSAGES in shared/).
  'errors.sso.provider': 'Your organisation’s sign-in could not be reached or did not answer as expected. Try again in a moment, or ask your IT team.',
  'errors.sso.noDomainMatch': 'No organisation signs in with single sign-on for this e-mail domain. Sign in with your password instead.',
  'errors.sso.domainPending': 'Single sign-on for {{domain}} is waiting for the organisation to prove it owns the domain. Sign in with your password until it does.',
  'errors.sso.passwordRefused': '{{organization}} signs its members in with single sign-on. Use “Continue with single sign-on” on the login page.',
  'errors.vibesCheckLimit_one': "You have used today's {{count}} Vibes Check. They renew at midnight UTC.",
  'errors.vibesCheckLimit_other': "You have used today's {{count}} Vibes Checks. They renew at midnight UTC.",
  'errors.filesQuota.count': 'You have reached the limit of {{maxFiles}} files: {{used}} of {{limit}} used · {{fileCount}} of {{maxFiles}} files. Delete files you no longer need, then upload again.',
  'errors.filesQuota.bytes': 'There is not enough room left for this file: {{used}} of {{limit}} used · {{fileCount}} of {{maxFiles}} files. Delete files you no longer need, then upload again.',
  'errors.lockerFull': 'Not enough room in your locker: {{left}} of {{allowance}} is left. Delete some memories to make room.',
  'errors.lockerFullFor': 'Not enough room in your locker: this memory needs {{size}} and {{left}} of {{allowance}} is left. Delete some memories to make room.',

  // The exported memory book's fixed words (features/twin/profile/memory-book-texts.ts): `{{day}}` is the day it
  // was made, written in the language's `memoryBook.locale`; a section and a memory's kind by their names.
  'memoryBook.madeOn': "The memory book of @{{username}}'s Engram, made {{day}}.",
  'memoryBook.titleSuffix': 'memory book',
  'memoryBook.whoTheyAre': 'Who they are',
  'memoryBook.inTheirOwnWords': 'In their own words',
  'memoryBook.memories': 'Memories',
  'memoryBook.nothingKept': 'Nothing has been kept in this Engram yet.',
  'memoryBook.section.family': 'Family',
  'memoryBook.section.friends': 'Friends',
  'memoryBook.section.loved_ones': 'Loved ones',
  'memoryBook.section.hobby': 'Hobby',
  'memoryBook.section.interest': 'Interest',
  'memoryBook.section.work_life': 'Work-Life',
  'memoryBook.section.values': 'Values',
  'memoryBook.kind.text': 'Note',
  'memoryBook.kind.voice': 'Voice note',
  'memoryBook.kind.video': 'Video',
  'memoryBook.kind.photo': 'Photo',
  'memoryBook.kind.document': 'Document',
  'memoryBook.whatWasSaid': 'What was said',
  'memoryBook.fromTheDocument': 'From the document',
  'memoryBook.file': 'File',
  'memoryBook.photo': 'photo',
  'memoryBook.notShown': 'Not shown here: {{why}}. The photo is in this export at the path above.',
  'memoryBook.locale': 'en-GB',
} as const;
