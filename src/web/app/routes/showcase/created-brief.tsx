// The step both creation pages show once the scenario exists: its brief for review, with the rubric it is graded
// with. Composed here because it joins the scenarios feature (the brief) and the rubrics feature (the rubric's name).
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { ScenarioBrief } from '@shared/contracts/character-brief.ts';
import { GENERAL_RUBRIC_ID } from '@shared/contracts/rubrics-constants.ts';
import type { Scenario } from '@shared/contracts/scenarios.ts';
import { useRubrics } from '@/features/rubrics/api/get-rubrics.ts';
import { CreatedBriefStep } from '@/features/scenarios/components/created-brief-step.tsx';

type ScenarioWithBrief = Scenario & { brief: ScenarioBrief };

/** The created scenario to review (null until one is created), and the handler a creation form calls with it. */
export function useCreatedScenario() {
  const [created, setCreated] = useState<ScenarioWithBrief | null>(null);
  const onCreated = (scenario: Scenario) => {
    if (scenario.brief) setCreated({ ...scenario, brief: scenario.brief });
  };
  return { created, onCreated };
}

/** The review step for a created scenario; done or skipped, the person lands on their scenarios. */
export function CreatedBriefReview({ email, scenario }: { email: string; scenario: ScenarioWithBrief }) {
  const navigate = useNavigate();
  const rubrics = useRubrics(email);
  const rubricName = rubrics.data?.find((rubric) => rubric.id === scenario.rubric_id)?.name ?? null;
  return (
    <CreatedBriefStep scenario={scenario} rubricName={rubricName} isGeneralRubric={scenario.rubric_id === GENERAL_RUBRIC_ID} onDone={() => void navigate('/showcase')} />
  );
}
