// Form validation in the person's language. The shared zod schemas (src/shared/contracts) word their rules in
// English, for the API's clients and the server's logs; the web forms run the same schemas and show each refusal
// through the catalogue's `validation.*` entries. A schema's own message outranks any zod error map, so the wording
// is read back instead: textField and requiredText (src/shared/contracts/text.ts), the users, scenario, persona,
// glossary and credit contracts build their messages from a field's label and a rule, and each known label and rule
// has its key. A message this does not know is shown as written (English), as the server does with a message it has
// no translation for.
// The form keeps a refusal's key and values, not its words (localisedResolver): the fields render it through
// lib/validation-text.ts useValidationText, so a message already shown follows a change of language without the form
// checking again.
// form-errors.test.ts runs the shared schemas and fails on a refusal the Indonesian form would show in English.
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { keptMessageOf, keptText, validationMessageText, type ValidationMessage } from '@/lib/validation-text.ts';

/** The field labels the shared schemas name in their messages, and their catalogue keys. */
const FIELD_KEYS: Record<string, string> = {
  Name: 'validation.fields.name',
  Email: 'validation.fields.email',
  Password: 'validation.fields.password',
  'Current password': 'validation.fields.currentPassword',
  'New password': 'validation.fields.newPassword',
  'Confirm password': 'validation.fields.confirmPassword',
  'Confirm new password': 'validation.fields.confirmNewPassword',
  Nickname: 'validation.fields.nickname',
  // The scenario forms (CreateQuickScenarioInputSchema, CreateAdvancedScenarioInputSchema).
  'Scenario title': 'validation.fields.scenarioTitle',
  'Scenario description': 'validation.fields.scenarioDescription',
  'AI role': 'validation.fields.aiRole',
  'My role': 'validation.fields.myRole',
  Persona: 'validation.fields.persona',
  Rubric: 'validation.fields.rubric',
  // The library's create forms (persona, rubric) and the glossary form.
  'Persona prompt': 'validation.fields.personaPrompt',
  Description: 'validation.fields.description',
  Content: 'validation.fields.content',
  // The credit request.
  Message: 'validation.fields.message',
  // The Edit Persona form (PERSONA_EDIT_FIELD_LABELS).
  'Persona name': 'validation.fields.personaName',
  Age: 'validation.fields.age',
  Gender: 'validation.fields.gender',
  Occupation: 'validation.fields.occupation',
  Language: 'validation.fields.language',
  Hometown: 'validation.fields.hometown',
  Birthdate: 'validation.fields.birthdate',
  Nationality: 'validation.fields.nationality',
  Background: 'validation.fields.background',
  'Scenario snippet': 'validation.fields.scenarioSnippet',
  'MBTI type': 'validation.fields.mbtiType',
  'Enneagram type': 'validation.fields.enneagramType',
  Openness: 'validation.fields.openness',
  Conscientiousness: 'validation.fields.conscientiousness',
  Extraversion: 'validation.fields.extraversion',
  Agreeableness: 'validation.fields.agreeableness',
  Neuroticism: 'validation.fields.neuroticism',
  'Skills and abilities': 'validation.fields.skillsAndAbilities',
  'Motivations and goals': 'validation.fields.motivationsAndGoals',
  Build: 'validation.fields.build',
  Height: 'validation.fields.height',
  'Eye colour': 'validation.fields.eyeColour',
  'Skin tone': 'validation.fields.skinTone',
  'Hair colour': 'validation.fields.hairColour',
  'Hair style': 'validation.fields.hairStyle',
  'Typical attire': 'validation.fields.typicalAttire',
  'Distinguishing features': 'validation.fields.distinguishingFeatures',
  'Industry relevance': 'validation.fields.industryRelevance',
  'Relevance to scenario': 'validation.fields.relevanceToScenario',
  'Challenges and growth areas': 'validation.fields.challengesAndGrowthAreas',
  // The rubric editor (UpdateRubricInputSchema, RenameRubricLevelInputSchema).
  Title: 'formChecks.fields.title',
  'New level name': 'formChecks.fields.newLevelName',
  // The organisation's single sign-on (SaveSsoSettingsInputSchema).
  'Issuer URL': 'formChecks.fields.issuerUrl',
  'Client ID': 'formChecks.fields.clientId',
  'Client secret': 'formChecks.fields.clientSecret',
  'E-mail domain': 'formChecks.fields.emailDomain',
};

/** Messages that name no field. */
/** A field's label as the shared schemas write it ("Persona name") as its catalogue key; undefined for one not listed. */
export function fieldLabelKey(label: string): string | undefined {
  return FIELD_KEYS[label];
}

const FIXED_KEYS: Record<string, string> = {
  'Enter a valid email address.': 'validation.invalidEmail',
  'The passwords do not match.': 'validation.passwordsDiffer',
  'The new passwords do not match.': 'validation.newPasswordsDiffer',
  'Amount must be a whole number of credits.': 'validation.wholeCredits',
  // The rubric editor: the update contract and the level-name rule (rubric-rules.ts).
  'Pass mark must be a whole number from 0 to 100.': 'rubricEditor.passMarkRule',
  'Each weight must be a whole number from 1 to 100.': 'formChecks.weightRule',
  'Every criterion needs a name.': 'formChecks.criterionNeedsName',
  'Every criterion needs a description for every level.': 'formChecks.criterionNeedsDescriptions',
  'A rubric needs at least one criterion.': 'formChecks.noCriteria',
  'A rubric needs at least one performance level.': 'formChecks.noLevels',
  'Every performance level needs a name.': 'formChecks.levelNeedsName',
  'Every performance level needs a range.': 'formChecks.levelNeedsRange',
  'Level names cannot start or end with a space.': 'formChecks.levelSpaces',
  'The new name is the same as the old one.': 'formChecks.sameLevelName',
  'Every scoring guide entry needs a heading.': 'formChecks.guideNeedsHeading',
  'Every scoring guide entry needs a text.': 'formChecks.guideNeedsText',
  // A record's own message, given when one of its keys breaks the key's rule (a heading too long).
  'The scoring guide must map each heading to its text.': 'formChecks.guideShape',
  'The performance levels summary must map each level name to its range.': 'formChecks.levelsShape',
  'Performance levels must map each level name to its description.': 'formChecks.criterionLevelsShape',
  // The assignment form (CreateAssignmentInputSchema).
  'Choose at least one scenario.': 'formChecks.chooseScenario',
  'Choose at least one member or team.': 'formChecks.chooseAssignees',
  'Due date must be a date and time (ISO 8601).': 'formChecks.dueDate',
  'Pass mark must be at least 0.': 'formChecks.passMarkAtLeast',
  'Pass mark must be at most 100.': 'formChecks.passMarkAtMost',
  'Allow at least 1 attempt.': 'formChecks.attemptsAtLeastOne',
  // The single sign-on form (SaveSsoSettingsInputSchema).
  'Enter the issuer URL, such as https://login.example.com.': 'formChecks.issuerUrl',
  'Enter at least one e-mail domain.': 'formChecks.emailDomains',
  'Enter an e-mail domain such as example.com.': 'formChecks.emailDomainForm',
};

/** A figure as written in an English message ("1,000"), as a number. */
const figure = (text: string) => Number(text.replace(/,/g, ''));

interface Rule {
  pattern: RegExp;
  key: string;
  /** Whether the first group is a field's label (named in FIELD_KEYS). */
  hasField: boolean;
  /** The values the other groups give, in order. */
  values: (groups: string[]) => Record<string, string | number>;
}

const counted = (groups: string[]) => ({ count: figure(groups[0] ?? '') });

/** A rule's English wording, and its key; a length's figure becomes the plural's count. */
const RULES: Rule[] = [
  { pattern: /^(.+) is required\.$/, key: 'validation.required', hasField: true, values: () => ({}) },
  { pattern: /^(.+) must be text\.$/, key: 'validation.notText', hasField: true, values: () => ({}) },
  { pattern: /^(.+) must be at least ([\d,]+) characters?\.$/, key: 'validation.minLength', hasField: true, values: counted },
  { pattern: /^(.+) must be at most ([\d,]+) characters?\.$/, key: 'validation.maxLength', hasField: true, values: counted },
  { pattern: /^(.+) contains a character that is not allowed\.$/, key: 'validation.disallowedCharacter', hasField: true, values: () => ({}) },
  { pattern: /^(.+) must contain digits only\.$/, key: 'validation.digitsOnly', hasField: true, values: () => ({}) },
  { pattern: /^(.+) must be at most ([\d,]+) digits?\.$/, key: 'validation.maxDigits', hasField: true, values: counted },
  { pattern: /^(.+) must be between ([\d,]+) and ([\d,]+)\.$/, key: 'validation.between', hasField: true, values: ([min, max]) => ({ min: figure(min ?? ''), max: figure(max ?? '') }) },
  { pattern: /^Amount must be at least ([\d,]+) credits?\.$/, key: 'validation.minCredits', hasField: false, values: counted },
  { pattern: /^Amount must be at most ([\d,]+) credits?\.$/, key: 'validation.maxCredits', hasField: false, values: counted },
  { pattern: /^Choose at most ([\d,]+) files?\.$/, key: 'validation.maxFiles', hasField: false, values: counted },
  // The glossary's lines (shared/glossary-terms.ts): one line, a few, or the first five and how many more.
  { pattern: /^Line (\d+) is not a term: write it as “Term: definition”\.$/, key: 'validation.glossaryLine', hasField: false, values: ([line]) => ({ line: figure(line ?? '') }) },
  { pattern: /^Lines ((?:\d+, )*\d+) and (\d+) more are not terms: write each as “Term: definition”\.$/, key: 'validation.glossaryLinesMore', hasField: false, values: ([lines, more]) => ({ lines: lines ?? '', count: figure(more ?? '') }) },
  { pattern: /^Lines ((?:\d+, )*\d+) and (\d+) are not terms: write each as “Term: definition”\.$/, key: 'validation.glossaryLines', hasField: false, values: ([lines, last]) => ({ lines: lines ?? '', last: last ?? '' }) },
  // The rubric editor: the update contract and the level-name rule (rubric-rules.ts); names come back as typed.
  { pattern: /^The criterion weights must add up to exactly ([\d,]+)\.$/, key: 'formChecks.weightsExactly', hasField: false, values: ([total]) => ({ total: figure(total ?? '') }) },
  { pattern: /^Weights add up to (-?[\d,]+); they must add up to ([\d,]+)\.$/, key: 'formChecks.weightTotal', hasField: false, values: ([total, required]) => ({ total: figure(total ?? ''), required: figure(required ?? '') }) },
  { pattern: /^Level names must be at most ([\d,]+) characters?\.$/, key: 'formChecks.levelNameMax', hasField: false, values: counted },
  { pattern: /^Criterion names must be at most ([\d,]+) characters?\.$/, key: 'formChecks.criterionNameMax', hasField: false, values: counted },
  { pattern: /^Level descriptions must be at most ([\d,]+) characters?\.$/, key: 'formChecks.levelDescriptionMax', hasField: false, values: counted },
  { pattern: /^Level ranges must be at most ([\d,]+) characters?\.$/, key: 'formChecks.levelRangeMax', hasField: false, values: counted },
  { pattern: /^Scoring guide headings must be at most ([\d,]+) characters?\.$/, key: 'formChecks.guideHeadingMax', hasField: false, values: counted },
  { pattern: /^Scoring guide texts must be at most ([\d,]+) characters?\.$/, key: 'formChecks.guideTextMax', hasField: false, values: counted },
  { pattern: /^A rubric has at most ([\d,]+) criteria\.$/, key: 'formChecks.maxCriteria', hasField: false, values: counted },
  { pattern: /^A rubric has at most ([\d,]+) performance levels\.$/, key: 'formChecks.maxLevels', hasField: false, values: counted },
  { pattern: /^The scoring guide has at most ([\d,]+) entries\.$/, key: 'formChecks.maxGuideEntries', hasField: false, values: counted },
  { pattern: /^A level named "(.+)" already exists\.$/s, key: 'formChecks.levelExists', hasField: false, values: ([name]) => ({ name: name ?? '' }) },
  { pattern: /^There is no level named "(.+)"\.$/s, key: 'formChecks.noSuchLevel', hasField: false, values: ([name]) => ({ name: name ?? '' }) },
  { pattern: /^Two criteria are named "(.+)"; each criterion needs its own name\.$/s, key: 'formChecks.criterionTwice', hasField: false, values: ([name]) => ({ name: name ?? '' }) },
  { pattern: /^Criterion "(.+)" needs a description for the level "(.+)"\.$/s, key: 'formChecks.levelDescriptionMissing', hasField: false, values: ([criterion, level]) => ({ criterion: criterion ?? '', level: level ?? '' }) },
  { pattern: /^Criterion "(.+)" describes a level "(.+)" that the rubric does not have\.$/s, key: 'formChecks.levelUnknown', hasField: false, values: ([criterion, level]) => ({ criterion: criterion ?? '', level: level ?? '' }) },
  // The assignment form (CreateAssignmentInputSchema).
  { pattern: /^Attempts must be a whole number from 1 to ([\d,]+)\.$/, key: 'formChecks.attemptsRule', hasField: false, values: ([max]) => ({ max: figure(max ?? '') }) },
  { pattern: /^At most ([\d,]+) attempts?\.$/, key: 'formChecks.attemptsMax', hasField: false, values: counted },
  // The single sign-on form (SaveSsoSettingsInputSchema).
  { pattern: /^At most ([\d,]+) e-mail domains?\.$/, key: 'formChecks.emailDomainsMax', hasField: false, values: counted },
];

/** The key and values of a shared schema's English refusal; null for wording this does not know. */
export function validationMessageOf(message: string): ValidationMessage | null {
  const fixed = FIXED_KEYS[message];
  if (fixed) return { key: fixed, values: {} };
  for (const rule of RULES) {
    const match = rule.pattern.exec(message);
    if (!match) continue;
    const groups = match.slice(1);
    if (!rule.hasField) return { key: rule.key, values: rule.values(groups) };
    const fieldKey = FIELD_KEYS[groups[0] ?? ''];
    if (fieldKey) return { key: rule.key, values: rule.values(groups.slice(1)), fieldKey };
  }
  return null;
}

/** `message`, a shared schema's English refusal, in the interface's language now; unknown wording as written. */
export function localisedValidationMessage(message: string): string {
  const known = validationMessageOf(message);
  return known ? validationMessageText(known) : message;
}

/**
 * A shared schema's English refusal as a form error's message that keeps its key and values (validation-text.ts words
 * it when the field renders); unknown wording as written.
 */
export function keptValidationMessage(message: string): string {
  const known = validationMessageOf(message);
  return known ? keptMessageOf(known) : message;
}

/**
 * A form's values checked by a shared schema before it is sent: the parsed input, with the form's error cleared, or
 * undefined with the first refusal kept as the form's error (`fallback` when the schema words none).
 */
export function checkFormInput<Schema extends z.ZodType>(
  schema: Schema,
  values: unknown,
  fallback: string,
  setError: (message: string | null) => void,
): z.output<Schema> | undefined {
  const parsed = schema.safeParse(values);
  if (!parsed.success) {
    setError(keptValidationMessage(parsed.error.issues[0]?.message ?? fallback));
    return undefined;
  }
  setError(null);
  return parsed.data;
}

/** A field error's text now: a kept refusal, a shared schema's English refusal, or any other message as written. */
export function validationText(message: string): string {
  const kept = keptText(message);
  return kept === message ? localisedValidationMessage(message) : kept;
}

/** Every `message` of a form's errors, nested fields included, through keptValidationMessage. */
function keepErrorKeys(errors: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(errors)) {
    if (key === 'ref' || !value || typeof value !== 'object') continue;
    const error = value as Record<string, unknown>;
    if (typeof error.message === 'string') error.message = keptValidationMessage(error.message);
    keepErrorKeys(error);
  }
}

/**
 * `resolver` (zodResolver over a shared schema) with each refusal kept as its key and values: show an error's
 * message through useValidationText (TextField and the other fields do).
 */
export function localisedResolver<Values extends FieldValues, Context, Transformed>(resolver: Resolver<Values, Context, Transformed>): Resolver<Values, Context, Transformed> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    keepErrorKeys(result.errors as FieldErrors<Values> as Record<string, unknown>);
    return result;
  };
}
