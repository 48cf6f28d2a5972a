// The Roleplay Mode dialog together with the check that the learner can be heard in this browser. The scenarios page
// loads this module when the dialog first opens, so the speech code stays out of the page's first load.
import { RoleplayModeDialog, type RoleplayModeDialogProps } from '@/features/scenarios/components/roleplay-mode-dialog.tsx';
import { DEFAULT_SESSION_LANGUAGE } from '@/features/sessions/session-options.ts';
import { useIsLearnerUnheard } from '@/features/speech/use-voice-input.ts';

export function RoleplayModeStep(props: Omit<RoleplayModeDialogProps, 'isLearnerUnheard'>) {
  // Probed while the dialog is open: where the learner cannot be heard, speech is marked so and Text Mode is chosen.
  const isLearnerUnheard = useIsLearnerUnheard(DEFAULT_SESSION_LANGUAGE, props.scenario !== null) === true;
  return <RoleplayModeDialog {...props} isLearnerUnheard={isLearnerUnheard} />;
}
