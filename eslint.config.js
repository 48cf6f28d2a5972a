import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import noImportCycle from './eslint/no-import-cycle.js';
import noLiteralUiText from './eslint/no-literal-ui-text.js';

/** The project's own rules. */
const engram = { rules: { 'no-literal-ui-text': noLiteralUiText, 'no-import-cycle': noImportCycle } };

// The import directions of STYLE.md, checked on resolved paths. Feature folders are read from disk, so a new
// feature is covered without editing this file.
const foldersOf = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

// Deliberate exceptions to "a server feature imports no other feature". Each line says why; delete it when its move is done.
const SERVER_FEATURE_EXCEPTIONS = [
  './files/file-texts.ts', // the files feature's named public interface: the caller's ready files by id, whose text grounds personas, rubrics and scenarios
  './library', // what every library kind shares (personas, rubrics, glossaries, scenarios): the own, organisation and sample rule and the usage, delete and duplicate routes; no feature entry of its own
  './sessions/session-usage.repository.ts', // sessions counted per day, for the Usage page
  './sessions/session-records.repository.ts', // a session as the reports feature reads and marks it (grading, history, transcript), so that no other feature queries the session tables
  './credits/credit-usage.repository.ts', // credits summed per day, for the Usage page
  './users/account-names.repository.ts', // accounts' names by id, for a feature that shows who did something, so that no other feature queries the users table
  './users/account-records.repository.ts', // an account as the credit ledger locks and lists it and as the twin names its owner and heirs and reads the last sign-in, so that no other feature queries the account tables
  './users/file-quota.repository.ts', // the upload quota's counters on the person's users row, as the files feature raises, lowers and reads them
  './scenarios/scenario-usage.repository.ts', // which scenarios use a persona, rubric or glossary, and the copies they keep when it is deleted (in the delete's transaction)
  './scenarios/scenario-organization.repository.ts', // the organisation a scenario belongs to, which pays for its sessions
  './organizations/organization-records.repository.ts', // an organisation as its credit ledger locks it and reads a member's role and workspace, and as the console lists it, so that no other feature queries the organisation tables
  './scenarios/scenario-records.repository.ts', // a scenario as a session plays it and a report grades against it, so that no other feature queries the scenarios table
  './personas/persona-records.repository.ts', // the persona a scenario is built from, the copy it keeps, its details inside a scenario's statement
  './glossaries/glossary-records.repository.ts', // the glossary a scenario is built from, the copy it keeps, its content inside a scenario's statement
  './rubrics/rubric-records.repository.ts', // the rubric a scenario is built from, the copy it keeps, the one a session is graded against
  './organizations/organization-records.repository.ts', // membership and the chosen workspace as the shared library's queries read them, and the roles and members the assignments feature checks, so that no other feature queries the organisation tables
  './assignments/assignment-records.repository.ts', // the scenarios an organisation assigned to a person: the scenarios and sessions features let them read and play one, and tie a session to its assignment
  './reports/report-records.repository.ts', // the scores and reports of assigned sessions, as the assignments feature shows them to managers
  './ledger/purchase-refund-entries.ts', // the ledger's entries for a card purchase's refunds and disputes: one rule for the credit packages and the plans
];

// What the features stand on, and the root files but app.ts (main.ts, config.ts and config/, cpu-tasks*.ts). None imports a
// feature, not even to re-export one: only app.ts, the composition root, knows them. The first list holds for tests
// too; the second for source files (a test of an AI engine may read a feature's samples as a fixture).
const INFRASTRUCTURE = ['src/server/auth', 'src/server/db', 'src/server/i18n', 'src/server/lib', 'src/server/storage'];
const INFRASTRUCTURE_SOURCE = ['src/server/jobs', 'src/server/ai', 'src/server/plugins', 'src/server/cli', 'src/server/config', 'src/server/!(app).ts'];
const INFRASTRUCTURE_MESSAGE = 'Infrastructure imports no feature; features import it, and app.ts composes them.';

// The folders of src/server/ai a feature may import (besides the root modules of ai/); the rest are engines.
const AI_FRONT_DOOR = ['tasks', 'contracts', 'language'];
const AI_FRONT_DOOR_MESSAGE = 'A feature reaches the AI through ai/tasks/ (and ai/contracts/, ai/language/, the client): never an engine folder such as ai/offline/ or ai/local/.';

const ONE_FEATURE_MESSAGE = 'A feature imports no other feature: compose them in the page or service that needs both, or move the shared piece out of features/.';

const BOUNDARY_ZONES = [
  { target: 'src/shared', from: ['src/server', 'src/web'], message: 'shared is imported by server and web, never the other way.' },
  { target: 'src/web', from: 'src/server', message: 'The web app reaches the server over HTTP; share types through src/shared.' },
  { target: 'src/server', from: 'src/web', message: 'The server does not load web code; share it through src/shared.' },
  // Web: app → features → components/lib.
  { target: ['src/web/components', 'src/web/lib'], from: ['src/web/features', 'src/web/app'], message: 'components/ and lib/ are feature-agnostic: take data as props.' },
  { target: 'src/web/features', from: 'src/web/app', message: 'The app composes features; a feature does not import the app.' },
  ...foldersOf('src/web/features/').map((name) => ({
    target: `src/web/features/${name}`,
    from: 'src/web/features',
    except: [`./${name}`],
    message: ONE_FEATURE_MESSAGE,
  })),
  // Server: routes → service → repository → db.
  ...foldersOf('src/server/features/').map((name) => ({
    target: `src/server/features/${name}`,
    from: 'src/server/features',
    except: [...new Set([`./${name}`, './feature-deps.ts', ...SERVER_FEATURE_EXCEPTIONS])],
    message: ONE_FEATURE_MESSAGE,
  })),
  { target: 'src/server/**/*.repository.ts', from: ['src/server/**/*.service.ts', 'src/server/**/*.routes.ts'], message: 'A repository is called by services; it calls neither services nor routes.' },
  { target: 'src/server/**/*.service.ts', from: 'src/server/**/*.routes.ts', message: 'Routes call services, not the other way.' },
  { target: 'src/server/**/*.routes.ts', from: ['src/server/**/*.repository.ts', 'src/server/db/**'], message: 'Routes call services; only a service reaches the repositories and the database.' },
  // feature-deps.ts is what every feature may import, so it names no feature itself (a re-export there would hand one
  // feature another's code).
  { target: 'src/server/features/feature-deps.ts', from: 'src/server/features', except: ['./feature-deps.ts'], message: 'FeatureDeps names no feature: declare the interface here and let the feature implement it.' },
  { target: INFRASTRUCTURE, from: 'src/server/features', message: INFRASTRUCTURE_MESSAGE },
];

const SOURCE_ZONES = [
  ...BOUNDARY_ZONES,
  { target: INFRASTRUCTURE_SOURCE, from: 'src/server/features', message: INFRASTRUCTURE_MESSAGE },
  // Its tests build the whole app; the feature's own code never reaches for it.
  { target: 'src/server/features', from: ['src/server/app.ts', 'src/server/app'], message: 'app.ts composes the features (with app/); a feature does not import it.' },
  // The evaluation (`npm run eval`, the Quality page's runs) sits above the app: it builds one and plays it through its
  // routes. Only the entries hand it to the app (jobs/evaluation-runner.ts); from the features it reads only the samples it plays.
  { target: ['src/server/!(eval)/**', 'src/server/!(main|worker).ts'], from: 'src/server/eval', message: 'The product does not import the evaluation: main.ts and worker.ts build it and hand it to the app (jobs/evaluation-runner.ts).' },
  {
    target: 'src/server/eval',
    from: 'src/server/features',
    except: ['./scenarios/scenarios.seed.ts', './scenarios/sample-briefs.ts'],
    message: 'The evaluation plays the app through its routes (buildApp); from the features it reads only the sample scenarios it plays.',
  },
  // The AI layer's floors: tasks wire contracts, prompts and engines; the engines use the contracts, never a task;
  // the contracts use neither.
  { target: 'src/server/ai/offline', from: 'src/server/ai/tasks', message: 'An offline engine imports the task contracts (ai/contracts), never a task.' },
  { target: 'src/server/ai/contracts', from: ['src/server/ai/tasks', 'src/server/ai/offline'], message: 'A task contract imports neither the tasks nor the engines.' },
  // language/ is what every engine, task and feature shares (words, sentences, lemmas, WordNet, the twin's sentences and
  // their grounding): it sits below the engines and the tasks.
  { target: 'src/server/ai/language', from: ['src/server/ai/tasks', 'src/server/ai/offline', 'src/server/ai/local'], message: 'ai/language is shared by every engine and task: it imports neither.' },
  // The AI layer's front door: a feature calls the client (ai-client.ts and the other root modules: settings, errors,
  // speech, models), runs a task (ai/tasks/), reads its shapes (ai/contracts/) and the shared text helpers (ai/language/);
  // never an engine's folder (offline/, local/, or any folder added beside them).
  {
    target: 'src/server/features',
    from: foldersOf('src/server/ai/')
      .filter((name) => !AI_FRONT_DOOR.includes(name))
      .map((name) => `src/server/ai/${name}`),
    message: AI_FRONT_DOOR_MESSAGE,
  },
];

// The web files whose interface reads from the translation catalogue (src/web/i18n): literal text a person reads is
// refused in them, so a converted page stays converted. Add a file or folder here once it is converted.
const I18N_CONVERTED = [
  'src/web/app/routes/auth/login-page.tsx',
  'src/web/app/routes/auth/register-page.tsx',
  'src/web/app/routes/auth/forgot-password-page.tsx',
  'src/web/app/routes/auth/reset-password-page.tsx',
  'src/web/app/routes/auth/verify-email-page.tsx',
  'src/web/app/routes/showcase/scenarios-page.tsx',
  'src/web/app/routes/showcase/session-page.tsx',
  'src/web/app/routes/showcase/report-page.tsx',
  'src/web/app/routes/showcase/glossary-page.tsx',
  'src/web/app/routes/showcase/persona-page.tsx',
  'src/web/app/routes/showcase/rubrics-page.tsx',
  'src/web/app/routes/showcase/file-management-page.tsx',
  'src/web/app/routes/showcase/faq-page.tsx',
  'src/web/app/routes/showcase/how-it-works-page.tsx',
  'src/web/components/chat/**',
  'src/web/components/language-switch.tsx',
  'src/web/components/page-header.tsx',
  'src/web/components/practice-partner-note.tsx',
  'src/web/components/product-switch.tsx',
  'src/web/components/theme-toggle.tsx',
  'src/web/features/shell/components/**',
  'src/web/features/users/components/auth-frame.tsx',
  'src/web/features/users/components/account-language.tsx',
  'src/web/features/scenarios/components/scenario-card.tsx',
  'src/web/features/scenarios/components/scenario-details-modal.tsx',
  'src/web/features/scenarios/components/scenario-filter-button.tsx',
  'src/web/features/scenarios/components/scenario-grid.tsx',
  'src/web/features/scenarios/components/scenarios-empty-state.tsx',
  'src/web/features/scenarios/components/start-here-guide.tsx',
  'src/web/features/scenarios/components/vibes-check-modal.tsx',
  'src/web/features/scenarios/components/visibility-badge.tsx',
  'src/web/features/scenarios/components/character-brief-editor.tsx',
  'src/web/features/scenarios/components/character-brief-view.tsx',
  'src/web/features/scenarios/components/created-brief-step.tsx',
  'src/web/features/scenarios/components/edit-scenario-modal.tsx',
  'src/web/features/scenarios/components/new-roleplay-modal.tsx',
  'src/web/features/scenarios/components/delete-scenario-modal.tsx',
  'src/web/features/rubrics/components/rubric-view-modal.tsx',
  'src/web/features/rubrics/components/rubric-editor-modal.tsx',
  'src/web/features/rubrics/components/criterion-editor.tsx',
  'src/web/features/rubrics/components/guide-entry-editor.tsx',
  'src/web/features/rubrics/components/level-name-editor.tsx',
  'src/web/features/rubrics/components/performance-levels-editor.tsx',
  'src/web/features/rubrics/components/pass-mark-editor.tsx',
  'src/web/features/rubrics/components/regenerate-rubric-modal.tsx',
  'src/web/features/personas/components/persona-detail-modal.tsx',
  'src/web/features/personas/components/regenerate-persona-modal.tsx',
  'src/web/features/glossaries/components/glossary-detail-modal.tsx',
  'src/web/components/library/delete-library-item-modal.tsx',
  'src/web/components/library/library-toolbar.tsx',
  'src/web/components/library/model-hint.tsx',
  'src/web/components/library/library-card.tsx',
  'src/web/components/library/library-page.tsx',
  'src/web/features/files/components/file-preview-modal.tsx',
  'src/web/features/files/components/upload-file-modal.tsx',
  'src/web/features/files/components/file-card.tsx',
  'src/web/features/files/components/delete-file-modal.tsx',
  'src/web/components/admin-model-setting.tsx',
  'src/web/components/generated-by-label.tsx',
  'src/web/components/regenerate-dialog.tsx',
  'src/web/features/sessions/components/character-ended-notice.tsx',
  'src/web/features/sessions/components/end-session-modal.tsx',
  'src/web/features/sessions/components/language-model-notice.tsx',
  'src/web/features/sessions/components/session-header.tsx',
  'src/web/features/sessions/components/text-session.tsx',
  'src/web/features/credits/components/credit-balance.tsx',
  'src/web/features/reports/components/criterion-card.tsx',
  'src/web/features/reports/components/delivery-figures.tsx',
  'src/web/features/reports/components/grading-progress.tsx',
  'src/web/features/reports/components/report-transcript.tsx',
  'src/web/features/reports/components/report-view.tsx',
  'src/web/features/reports/components/score-ring.tsx',
  'src/web/features/reports/components/uncovered-summary.tsx',
  'src/web/app/routes/showcase/roleplay-page.tsx',
  'src/web/app/routes/showcase/roleplay-mode-step.tsx',
  'src/web/features/scenarios/components/roleplay-mode-dialog.tsx',
  'src/web/features/scenarios/components/option-card.tsx',
  'src/web/features/sessions/components/character-profile.tsx',
  'src/web/features/sessions/components/session-setup.tsx',
  'src/web/features/sessions/components/session-cost.tsx',
  'src/web/features/sessions/components/preparation-modal.tsx',
  'src/web/features/sessions/components/roleplay-description-modal.tsx',
  'src/web/features/speech/components/microphone-test.tsx',
  'src/web/features/speech/components/voice-input-notice.tsx',
  'src/web/features/speech/components/speech-session.tsx',
  'src/web/features/credits/components/get-more-credits.tsx',
  'src/web/app/routes/onboarding/**',
  'src/web/app/routes/public/public-twin-page.tsx',
  'src/web/features/twin/components/onboarding-chat.tsx',
  'src/web/features/twin/components/onboarding-done.tsx',
  'src/web/features/twin/components/onboarding-frame.tsx',
  'src/web/features/twin/components/onboarding-interview.tsx',
  'src/web/features/twin/components/onboarding-intro.tsx',
  'src/web/features/twin/components/onboarding-meet.tsx',
  'src/web/features/twin/components/onboarding-summary.tsx',
  'src/web/features/twin/components/onboarding-voice-choice.tsx',
  'src/web/features/twin/components/public-twin.tsx',
  'src/web/features/twin/components/recorder-panel.tsx',
  'src/web/features/twin/components/reset-personality-modal.tsx',
  'src/web/features/twin/components/summary-view.tsx',
  'src/web/features/twin/components/twin-chat.tsx',
  'src/web/features/twin/components/username-chooser.tsx',
  'src/web/features/twin/components/voice-picker.tsx',
  'src/web/app/routes/landing/**',
  'src/web/features/plans/components/package-note.tsx',
  'src/web/features/plans/components/engram-plan.tsx',
  'src/web/features/twin/components/mentor-offer.tsx',
  'src/web/app/routes/heirs/accept-invitation-page.tsx',
  'src/web/features/users/components/sign-in-to-continue.tsx',
  'src/web/features/users/components/email-address-card.tsx',
  'src/web/components/spinner.tsx',
  'src/web/app/routes/showcase/credits-page.tsx',
  'src/web/components/credits/credit-ledger-table.tsx',
  'src/web/features/credits/components/credit-ledger.tsx',
  'src/web/features/credits/components/credit-packages.tsx',
  'src/web/features/credits/components/request-credits.tsx',
  'src/web/features/ledger/components/my-payments.tsx',
  'src/web/app/routes/dashboard/**',
  'src/web/app/routes/legal/**',
  'src/web/features/twin/components/activity-list.tsx',
  'src/web/features/twin/components/add-memory-modal.tsx',
  'src/web/features/twin/components/answer-more-link.tsx',
  'src/web/features/twin/components/answer-visibility-list.tsx',
  'src/web/features/twin/components/dashboard-section.tsx',
  'src/web/features/twin/components/dashboard.tsx',
  'src/web/features/twin/components/delete-memory-modal.tsx',
  'src/web/features/twin/components/edit-memory-modal.tsx',
  'src/web/features/twin/components/heir-notices.tsx',
  'src/web/features/twin/components/heirs-panel.tsx',
  'src/web/features/twin/components/memory-fields.tsx',
  'src/web/features/twin/components/memory-locker.tsx',
  'src/web/features/twin/components/memory-media.tsx',
  'src/web/features/twin/components/mentor-card.tsx',
  'src/web/features/twin/components/personality-panel.tsx',
  'src/web/features/twin/components/publish-confirm-modal.tsx',
  'src/web/features/twin/components/publish-panel.tsx',
  'src/web/features/twin/components/release-rule.tsx',
  'src/web/features/twin/components/settings-panel.tsx',
  'src/web/features/twin/components/shared-with-you.tsx',
  'src/web/features/twin/components/start-your-engram.tsx',
  'src/web/features/twin/components/talk-panel.tsx',
  'src/web/components/modal.tsx',
  'src/web/components/confirm-modal.tsx',
  'src/web/app/routes/showcase/account-page.tsx',
  'src/web/features/users/components/logout-modal.tsx',
  'src/web/features/users/components/verify-email-banner.tsx',
  'src/web/features/users/components/delete-account-modal.tsx',
  'src/web/features/users/components/display-name-form.tsx',
  'src/web/features/users/components/change-password-form.tsx',
  'src/web/features/scenario-creation/components/scenario-form-fields.tsx',
  'src/web/features/scenario-creation/components/quick-create-form.tsx',
  'src/web/features/scenario-creation/components/advance-create-form.tsx',
  'src/web/features/scenario-creation/components/scenario-loading-modal.tsx',
  'src/web/features/scenario-creation/components/creation-page-frame.tsx',
  'src/web/app/routes/showcase/quick-create-page.tsx',
  'src/web/app/routes/showcase/advance-create-page.tsx',
  'src/web/features/glossaries/components/glossary-form-modal.tsx',
  'src/web/features/personas/components/create-persona-modal.tsx',
  'src/web/features/personas/components/edit-persona-modal.tsx',
  'src/web/components/library/create-library-item-modal.tsx',
  'src/web/components/library/source-file-picker.tsx',
  'src/web/components/dropdown.tsx',
  'src/web/app/routes/admin/admin-layout.tsx',
  'src/web/app/routes/admin/admin-ai-page.tsx',
  'src/web/app/routes/admin/admin-local-model-page.tsx',
  'src/web/app/routes/admin/admin-speech-page.tsx',
  'src/web/app/routes/admin/admin-email-page.tsx',
  'src/web/app/routes/admin/usage-page.tsx',
  'src/web/app/routes/admin/organizations-page.tsx',
  'src/web/features/admin-credits/components/organizations-table.tsx',
  'src/web/features/admin-sso/components/pending-sso-domains.tsx',
  'src/web/app/routes/admin/users-page.tsx',
  'src/web/features/admin-users/components/admin-user-row.tsx',
  'src/web/features/admin-users/components/reset-link-modal.tsx',
  'src/web/app/routes/admin/quality-page.tsx',
  'src/web/features/admin/components/eval-run-form.tsx',
  'src/web/features/admin/components/setting-fields.tsx',
  'src/web/features/admin/components/ai-settings-form.tsx',
  'src/web/features/admin/components/speech-settings-form.tsx',
  'src/web/features/admin/components/email-settings-form.tsx',
  'src/web/app/routes/admin/credits-page.tsx',
  'src/web/features/admin-credits/components/admin-credit-ledger.tsx',
  'src/web/features/admin-credits/components/grant-credits-form.tsx',
  'src/web/features/admin-credits/components/grant-fields.tsx',
  'src/web/features/admin-credits/components/organization-details.tsx',
  'src/web/features/admin-credits/components/welcome-credits-form.tsx',
  'src/web/features/admin-users/components/person-picker.tsx',
  'src/web/app/routes/showcase/progress-page.tsx',
  'src/web/features/reports/components/progress-tables.tsx',
  'src/web/features/reports/components/progress-chart.tsx',
  'src/web/features/reports/components/skill-trends.tsx',
  'src/web/features/users/components/single-sign-on.tsx',
  'src/web/features/admin/components/eval-run-tables.tsx',
  'src/web/features/admin/components/local-models-panel.tsx',
  'src/web/features/admin/components/usage-figures.tsx',
  'src/web/features/admin/components/usage-tables.tsx',
  'src/web/features/admin/components/usage-charts.tsx',
  'src/web/features/admin/components/ai-prices-form.tsx',
  'src/web/features/credits/components/pending-credit-requests.tsx',
  'src/web/features/twin/components/admin-mentor-payouts.tsx',
  'src/web/features/plans/components/plan-settings-form.tsx',
  'src/web/features/ledger/components/money-ledger.tsx',
  'src/web/components/query-states.tsx',
  'src/web/components/not-found.tsx',
  'src/web/app/route-error.tsx',
  'src/web/app/routes/not-found-page.tsx',
  'src/web/features/assignments/components/organization-assignments.tsx',
  'src/web/features/assignments/components/assigned-to-you.tsx',
  'src/web/features/assignments/components/organization-teams.tsx',
  'src/web/features/assignments/components/skills-chart.tsx',
  'src/web/features/assignments/components/skills-over-time.tsx',
  'src/web/features/organizations/components/organization-credits.tsx',
  'src/web/features/organizations/components/organization-sso-settings.tsx',
  'src/web/features/organizations/components/organization-invitations.tsx',
  'src/web/features/organizations/components/organization-settings.tsx',
  'src/web/features/organizations/components/domain-claim-list.tsx',
  'src/web/features/organizations/components/organization-members.tsx',
  'src/web/features/organizations/components/create-organization-form.tsx',
  'src/web/features/organizations/components/organization-switcher.tsx',
  'src/web/features/organizations/components/copy-link.tsx',
  'src/web/app/routes/showcase/organisations-page.tsx',
  'src/web/app/routes/organisations/organization-link.tsx',
  'src/web/features/users/components/first-admin-panel.tsx',
  'src/web/app/routes/showcase/history-page.tsx',
  'src/web/features/reports/components/history-list.tsx',
  'src/web/features/users/components/update-nickname-modal.tsx',
];

// Names that exist only in a browser or only in Node: shared code runs in both.
const SHARED_RUNTIME_GLOBALS = Object.keys({ ...globals.browser, ...globals.node })
  .filter((name) => !(name in globals['shared-node-browser']) && !(name in globals.es2025))
  .concat(['localStorage', 'sessionStorage', 'navigator']);

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', '.bench/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  // The globals of the runtime a file runs in, which no-global-assign keeps from being written (TypeScript checks that
  // a name exists). The server's files, the shared ones (where no-restricted-globals below refuses the browser's and
  // Node's own names) and the root configurations run in Node only: their 1,160 files go without the browser's 1,200
  // names, about 5% of the lint's CPU.
  { files: ['src/web/**/*.{ts,tsx}', 'e2e/**/*.ts', 'bench/**/*.ts'], languageOptions: { globals: { ...globals.browser, ...globals.node } } },
  { files: ['src/server/**/*.ts', 'src/shared/**/*.ts', '*.ts', 'eslint/**/*.ts'], languageOptions: { globals: globals.node } },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Only the configuration module reads the environment.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/server/config.ts', 'src/**/*.test.ts', 'src/**/*.test-helpers.ts', 'src/server/test/**'],
    rules: {
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read settings through src/server/config.ts.' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Read TypeScript modules' imports too (import-x reads only .js by default), so no-cycle follows them.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        // The web app's aliases, as in tsconfig.json: the zones below see through them.
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'], alias: { '@': [join(import.meta.dirname, 'src/web')], '@shared': [join(import.meta.dirname, 'src/shared')] } }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: BOUNDARY_ZONES }],
      // A relative import the resolver cannot follow would slip past the zones above.
      'import-x/no-unresolved': ['error', { ignore: ['^(?![.]|@/|@shared/)'] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { engram },
    rules: {
      // No two modules import each other at run time, however far round: a circle's modules load in an order that
      // depends on which one is imported first. Type-only imports are not followed (they vanish at run time). The
      // graph is read once for the whole run (eslint/no-import-cycle.js), not again from every file as
      // import-x/no-cycle walks it.
      'engram/no-import-cycle': ['error', { aliases: { '@/': join(import.meta.dirname, 'src/web/'), '@shared/': join(import.meta.dirname, 'src/shared/') } }],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/**/*.test.ts', 'src/server/**/*.test-helpers.ts', 'src/server/test/**'],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: SOURCE_ZONES }],
    },
  },
  {
    // sonner loads on first use: toasts go through components/toast.ts, and only the toasters render sonner's own.
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['src/web/components/*toaster.tsx', 'src/web/**/*.test.tsx'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'sonner', allowTypeImports: true, message: "Import toast from '@/components/toast.ts', which loads sonner when a toast is first raised." }] }],
    },
  },
  {
    files: I18N_CONVERTED,
    ignores: ['src/web/**/*.test.tsx'],
    plugins: { engram },
    // The product's name, the two halves' proper names and the blockchain's read the same in every language.
    rules: { 'engram/no-literal-ui-text': ['error', { allow: ['Engram', '/100', '©', 'Solana'] }] },
  },
  {
    // Shared code is loaded by the server and the browser: zod and its own files only, no Node or DOM globals.
    // Its tests run under Vitest in Node and may use both.
    files: ['src/shared/**/*.ts'],
    ignores: ['src/shared/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(?!zod$|\\.{1,2}/)', message: 'src/shared imports only zod and its own files.' }] }],
      'no-restricted-globals': ['error', ...SHARED_RUNTIME_GLOBALS.map((name) => ({ name, message: 'src/shared runs in Node and in the browser.' }))],
    },
  },
  {
    files: ['scripts/**/*.mjs', 'bench/**/*.mjs', '*.js'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
