// /showcase/roleplay/{scenarioId}?mode=&minutes=: Meet Your Character. The scenario and its character, the session's
// mode, timer and language (from the Roleplay Mode dialog, changeable here), a microphone test, the cost, and Start.
import { usePrincipal } from '@/lib/session.ts';
import { Play } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation.ts';
import { Link, useParams, useSearchParams } from 'react-router';
import { practiceLanguageOf } from '@shared/contracts/conversations-constants.ts';
import { parseScenarioDescription } from '@shared/contracts/scenarios-constants.ts';
import { lazyDialog } from '@/components/lazy-dialog.tsx';
import { NotFound } from '@/components/not-found.tsx';
import { PracticePartnerNote } from '@/components/practice-partner-note.tsx';
import { useMe } from '@/features/users/api/get-me.ts';
import { LoadingState } from '@/components/query-states.tsx';
import { useCredits } from '@/features/credits/api/get-credits.ts';
import { useAiScenario } from '@/features/scenarios/api/get-ai-scenario.ts';
import { useScenarios } from '@/features/scenarios/api/get-scenarios.ts';
import { CharacterProfile, ScenarioOverview } from '@/features/sessions/components/character-profile.tsx';
import { MicrophoneTest } from '@/features/speech/components/microphone-test.tsx';
import { GetMoreCredits } from '@/features/credits/components/get-more-credits.tsx';
import { useOrganizationBalanceEvents } from '@/features/organizations/api/get-organization-credits.ts';
import { sessionFundsQueryKey, useSessionFunds } from '@/features/sessions/api/get-session-funds.ts';
import { SessionCost, type BalanceState } from '@/features/sessions/components/session-cost.tsx';
import { LanguageModelNotice } from '@/features/sessions/components/language-model-notice.tsx';
import { SessionSetup } from '@/features/sessions/components/session-setup.tsx';
import { VoiceInputNotice } from '@/features/speech/components/voice-input-notice.tsx';
import {
  missingCredits,
  sessionOptionsFromSearch,
  sessionOptionsToSearch,
  type SessionOptions,
} from '@/features/sessions/session-options.ts';
import { timerLabel } from '@/features/sessions/timer-choices.ts';
import { useVoiceInput } from '@/features/speech/use-voice-input.ts';
import { useStartConversation } from '@/features/sessions/use-start-conversation.ts';
import { BackLink } from '@/components/back-link.tsx';

const PreparationModal = lazyDialog(
  () => import('@/features/sessions/components/preparation-modal.tsx').then((module) => module.PreparationModal),
  (props) => props.isOpen,
);
const RoleplayDescriptionModal = lazyDialog(
  () => import('@/features/sessions/components/roleplay-description-modal.tsx').then((module) => module.RoleplayDescriptionModal),
  (props) => props.isOpen,
);

export function Component() {
  const { t } = useTranslation();
  const { '*': scenarioId = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const scenario = useAiScenario(scenarioId);
  const credits = useCredits();
  // Who pays: the person, or an organisation (its scenario, or its workspace); its balance is kept current as it changes.
  const funds = useSessionFunds(scenarioId);
  const payingOrganization = funds.data?.organization ?? null;
  useOrganizationBalanceEvents(payingOrganization?.id, sessionFundsQueryKey(scenarioId));
  const me = useMe();
  const starter = useStartConversation();
  const [isExplainOpen, setIsExplainOpen] = useState(false);
  // The session is held in the persona's language unless the learner chose another (the URL's `language`); the list's
  // copy of the scenario carries its character's language (the spec's scenario answer has only name and description).
  const listed = useScenarios(usePrincipal()?.email).data?.find((item) => item.id === scenarioId);
  const personaLanguage = practiceLanguageOf(listed?.character_identity?.language);
  const options = sessionOptionsFromSearch(searchParams, personaLanguage);
  const scenarioCharacter = scenario.data ? parseScenarioDescription(scenario.data.description) : null;
  const characterName = scenarioCharacter?.charactersName?.trim() || t('meet.yourCharacter');
  // Asked before Start, so a spoken session that could not hear the learner is chosen knowingly, not paid for blind.
  const voiceInput = useVoiceInput(options.language, characterName, scenarioCharacter?.charactersGender ?? '');

  // Replace, not push: changing a setting is not a page to go back to.
  const changeOptions = (patch: Partial<SessionOptions>) => setSearchParams(sessionOptionsToSearch({ ...options, ...patch }, personaLanguage), { replace: true });

  if (scenario.isPending) return <LoadingState label={t('meet.loading')} isWholePage />;
  if (scenario.isError) return <NotFound title={t('meet.notFoundTitle')} message={t('meet.notFoundBody')} />;

  const character = scenarioCharacter ?? parseScenarioDescription(scenario.data.description);
  const balance: BalanceState = payingOrganization
    ? { status: 'ready', balance: funds.data!.balance }
    : credits.data && !funds.isPending
      ? { status: 'ready', balance: credits.data.balance }
      : credits.isError
        ? { status: 'error' }
        : { status: 'loading' };
  const isShort = balance.status === 'ready' && missingCredits(balance.balance) > 0;
  // The built-in engine speaks English only: a session in another language needs a model (the server refuses it too).
  const needsLanguageModel = me.data?.ai.isOffline === true && options.language !== 'en-US';
  // An unreadable balance does not block: the server checks and charges when the session starts.
  const canStart = !starter.isStarting && balance.status !== 'loading' && !isShort && !needsLanguageModel;

  const start = () => {
    if (!canStart) return;
    void starter.start({ scenario_id: scenarioId, mode: options.mode, time_limit_minutes: options.minutes, language: options.language });
  };

  return (
    <div className="container-page py-8 sm:py-10">
      <BackLink to="/showcase" className="inline-flex items-center gap-1.5 text-sm font-medium text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white">
        {t('meet.back')}
      </BackLink>
      <p className="mt-4 text-sm font-medium text-brand-700 dark:text-brand-300">{t('meet.eyebrow')}</p>
      <h1 className="mt-1 text-2xl font-bold tracking-tight [overflow-wrap:anywhere] text-slate-900 sm:text-3xl dark:text-white">{scenario.data.name}</h1>
      <PracticePartnerNote isOffline={me.data?.ai.isOffline} isAdmin={me.data?.permissions.isAdmin} className="mt-2 max-w-2xl" />

      <div className="mt-6 grid gap-6 lg:grid-cols-5">
        <div className="flex flex-col gap-6 lg:col-span-3">
          <CharacterProfile character={character} />
          <ScenarioOverview overview={character.scenarioDetails?.Overview} />
        </div>

        <section className="card flex flex-col gap-5 self-start p-6 lg:col-span-2" aria-labelledby="session-title">
          <div>
            <h2 id="session-title" className="text-lg font-semibold text-slate-900 dark:text-white">
              {t('meet.yourSession')}
            </h2>
            <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-300">
              {t(`session.mode.${options.mode}`)} · {timerLabel(options.minutes)} · {t(`session.languageLabel.${options.language}`)}
            </p>
          </div>
          <SessionSetup options={options} onChange={changeOptions} isDisabled={starter.isStarting} />
          {needsLanguageModel ? (
            <LanguageModelNotice
              characterName={characterName}
              language={options.language}
              onUseEnglish={() => changeOptions({ language: 'en-US' })}
              isAdmin={me.data?.permissions.isAdmin === true}
            />
          ) : null}
          {options.mode === 'speech' ? <VoiceInputNotice verdict={voiceInput.verdict} onUseTextMode={() => changeOptions({ mode: 'text' })} /> : null}
          <MicrophoneTest
            onUseTextMode={options.mode === 'speech' ? () => changeOptions({ mode: 'text' }) : undefined}
            wordsCheck={{
              language: options.language,
              Recognition: voiceInput.Recognition,
              canTranscribe: voiceInput.canRecord && voiceInput.capabilities?.transcribe.available === true,
              onRecognition: voiceInput.recordRecognition,
            }}
          />
          <SessionCost
            balance={balance}
            payer={payingOrganization ? { name: payingOrganization.name, shortMessage: funds.data?.short_message ?? null } : null}
            onExplain={() => setIsExplainOpen(true)}
            getMoreCredits={
              payingOrganization ? (
                <p className="mt-1">
                  <Link to={`/showcase/organisations?id=${encodeURIComponent(payingOrganization.id)}`} className="font-semibold underline underline-offset-2">
                    {t('meet.askCredits', { name: payingOrganization.name })}
                  </Link>
                </p>
              ) : (
                <GetMoreCredits />
              )
            }
          />
          <button type="button" className="btn-primary w-full py-2.5" onClick={start} disabled={!canStart}>
            <Play className="size-4" aria-hidden />
            {starter.isStarting ? t('meet.starting') : t('meet.start')}
          </button>
        </section>
      </div>

      <PreparationModal isOpen={starter.isPreparationOpen} onClose={starter.closePreparation} characterName={characterName} />
      <RoleplayDescriptionModal isOpen={isExplainOpen} onClose={() => setIsExplainOpen(false)} balance={credits.data?.balance ?? null} />
    </div>
  );
}
