// What the Engram's activity log and the heirs' notices say, in English, by key. The server stores each entry's key
// and values beside its English sentence (twin_activity.detail_key and detail_values, twin_notices.message_key and
// message_values, migration 0040), and the web app words the key in its reader's language from the catalogue
// (`dash.activityLog.<key>`, `dash.noticeTexts.<key>`), whose English must read exactly as here (twin-texts.test.ts).
// An entry written before the keys shows its stored sentence. Edit a sentence here and in both catalogues.

export const TWIN_ACTIVITY_TEXTS = {
  created: 'Engram created with the username @{{username}}',
  usernameChanged: 'Username changed from @{{before}} to @{{after}}; links to @{{before}} lead to the new page until {{until}}',
  nameChanged: 'Name changed to {{name}}',
  madePrivate: 'Made private',
  sharedWithFamily: 'Shared with family',
  published: 'Published',
  accessNow: 'Heirs get access now',
  accessAfterInactivity: 'Heirs get access after {{months}} months without a sign-in',
  accessByHand: 'Heirs get access when released by hand',
  released: 'Released to heirs',
  releasedInactive: 'Released to heirs: the owner had not signed in for {{months}} months',
  revoked: 'Heirs’ access revoked',
  summaryEdited: 'Personality summary edited',
  summaryWritten: 'Personality summary written from {{answers}} answers',
  setupFinished: 'Setup finished',
  answered: 'Answered question {{number}}',
  answeredByVoice: 'Answered question {{number}} by voice',
  answerPrivate: 'Answer {{number}} made private',
  answerFamily: 'Answer {{number}} made visible to heirs',
  answerPublic: 'Answer {{number}} made public',
  personalityReset: 'Personality reset: summary and answers cleared',
  heirNamed: 'Heir named: {{email}}',
  heirInvited: 'New invitation link for {{email}}',
  heirRemoved: 'Heir removed: {{email}}',
  heirAccepted: '{{heir}} accepted the invitation as {{account}}',
  heirChatted: '{{email}} chatted',
  visitorChatted: 'A visitor chatted',
  mentorOpened: 'Opened as a paid mentor',
  mentorTermsChanged: 'Mentor terms changed',
  mentorReopened: 'Mentor opened again',
  mentorPaused: 'Mentor paused',
  mentorStopped: 'Mentor stopped',
  memoryAdded: 'Memory added: {{title}}',
  memoryEdited: 'Memory edited: {{title}}',
  memoryDeleted: 'Memory deleted: {{title}}',
  voiceChosen: 'Voice chosen',
  voiceDefault: 'Voice set back to the default',
} as const;

export const TWIN_NOTICE_TEXTS = {
  heirNamed: '{{owner}} named you as an heir of their Engram. Open the invitation link they sent you to accept it.',
  twinReleased: "{{owner}}'s Engram is now open to you.",
} as const;

/**
 * The values that are calendar days, stored as `YYYY-MM-DD` (the server's day, UTC): a reader sees them as a date in
 * their own language ("1 Januari 2027"), never as the stored digits or English words.
 */
export const TWIN_TEXT_DATE_VALUES: readonly string[] = ['until'];

export type TwinActivityTextKey = keyof typeof TWIN_ACTIVITY_TEXTS;
export type TwinNoticeTextKey = keyof typeof TWIN_NOTICE_TEXTS;
/** The values a sentence's `{{placeholders}}` take: names, addresses, titles, figures. */
export type TwinTextValues = Record<string, string | number>;

/** A sentence by its key, with its values. */
export interface KeyedText<Key extends string> {
  key: Key;
  values: TwinTextValues;
}

/** `template` with each `{{name}}` replaced by its value (left as written when `values` has none). */
export function fillTemplate(template: string, values: TwinTextValues): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** An activity entry's English sentence, as stored in `detail` for the API's clients and older readers. */
export function twinActivityEnglish({ key, values }: KeyedText<TwinActivityTextKey>): string {
  return fillTemplate(TWIN_ACTIVITY_TEXTS[key], values);
}

/** A notice's English sentence, as stored in `message`. */
export function twinNoticeEnglish({ key, values }: KeyedText<TwinNoticeTextKey>): string {
  return fillTemplate(TWIN_NOTICE_TEXTS[key], values);
}
