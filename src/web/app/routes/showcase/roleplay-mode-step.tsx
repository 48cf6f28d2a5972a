// The Roleplay Mode dialog together with the check that the learner can be heard in this browser. The scenarios page
// loads this module when the dialog first opens, so the speech code stays out of the page's first load.
import { useTranslation } from '@/i18n/use-translation.ts';
import { Link } from 'react-router';
import { RoleplayModeDialog, type RoleplayModeDialogProps } from '@/features/scenarios/components/roleplay-mode-dialog.tsx';
import { useSessionFunds } from '@/features/sessions/api/get-session-funds.ts';
import { DEFAULT_SESSION_LANGUAGE } from '@/features/sessions/session-options.ts';
import { useIsLearnerUnheard } from '@/features/speech/use-voice-input.ts';

export function RoleplayModeStep(props: Omit<RoleplayModeDialogProps, 'isLearnerUnheard'>) {
  const { t } = useTranslation();
  // Probed while the dialog is open: where the learner cannot be heard, speech is marked so and Text Mode is chosen.
  const isLearnerUnheard = useIsLearnerUnheard(DEFAULT_SESSION_LANGUAGE, props.scenario !== null) === true;
  // An organisation may pay for the session (its scenario, or its workspace): then its balance is the one that counts.
  const funds = useSessionFunds(props.scenario?.id ?? '');
  const organization = funds.data?.organization ?? null;
  // Until who pays is known, the balance is not: no Start on a balance that may not be the one that pays.
  if (props.scenario && funds.isPending) return <RoleplayModeDialog {...props} credits={{ status: 'loading' }} isLearnerUnheard={isLearnerUnheard} />;
  if (!organization) return <RoleplayModeDialog {...props} isLearnerUnheard={isLearnerUnheard} />;
  return (
    <RoleplayModeDialog
      {...props}
      credits={{ status: 'ready', balance: funds.data!.balance }}
      payerName={organization.name}
      getMoreCredits={
        <p className="mt-1">
          <Link to={`/showcase/organisations?id=${encodeURIComponent(organization.id)}`} className="font-semibold underline underline-offset-2">
            {t('meet.askCredits', { name: organization.name })}
          </Link>
        </p>
      }
      isLearnerUnheard={isLearnerUnheard}
    />
  );
}
