import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Scenario } from '@shared/contracts/scenarios.ts';
import { toast } from '@/components/toast.ts';
import { i18n } from '@/i18n/i18n.ts';

/** The outcome's toasts, by catalogue key. */
export const SCENARIO_CREATED_TOAST = 'scenarioForm.created';
export const SCENARIO_FAILED_TOAST = 'scenarioForm.failed';

/**
 * Runs a create mutation behind the loading modal: success toasts, then hands a scenario with a brief to `onCreated`
 * (the page shows the brief for review) or goes to /showcase; failure toasts with the job's reason and leaves the
 * form as it was, so nothing typed is lost.
 */
export function useScenarioSubmit<Input>(mutateAsync: (input: Input) => Promise<Scenario>, onCreated?: (scenario: Scenario) => void) {
  const navigate = useNavigate();
  const [isLoadingOpen, setLoadingOpen] = useState(false);
  // A person who left the page while the job ran gets the toast but is not pulled back to /showcase.
  const isMounted = useRef(true);
  useEffect(() => {
    isMounted.current = true;
    return () => {
      isMounted.current = false;
    };
  }, []);

  async function submit(input: Input): Promise<void> {
    setLoadingOpen(true);
    try {
      const scenario = await mutateAsync(input);
      toast.success(i18n.t(SCENARIO_CREATED_TOAST));
      if (!isMounted.current) return;
      if (onCreated && scenario.brief) onCreated(scenario);
      else await navigate('/showcase');
    } catch (error) {
      toast.error(i18n.t(SCENARIO_FAILED_TOAST), { description: error instanceof Error ? error.message : undefined });
    } finally {
      if (isMounted.current) setLoadingOpen(false);
    }
  }

  return { submit, isLoadingOpen, closeLoading: () => setLoadingOpen(false) };
}
