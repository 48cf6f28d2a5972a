import { Link, useParams, useSearchParams } from 'react-router';
import { parseScenarioDescription } from '../../../../shared/contracts/scenarios.ts';
import { Spinner } from '../../../components/spinner.tsx';
import { useAiScenario } from '../../../features/scenarios/api/get-ai-scenario.ts';

/**
 * Meet Your Character: the scenario and its character, with the mode and timer chosen in the Roleplay Mode
 * dialog. Live sessions (talking by text or voice, credits, the graded report) open from here once they exist.
 */
export function Component() {
  const { '*': scenarioId } = useParams();
  const [searchParams] = useSearchParams();
  const scenario = useAiScenario(scenarioId);
  const mode = searchParams.get('mode') === 'text' ? 'Text Mode' : 'Speech to speech';
  const minutes = Number(searchParams.get('minutes'));
  const timer = Number.isInteger(minutes) && minutes > 0 ? `${minutes} minutes` : 'No time limit';

  if (scenario.isPending) {
    return (
      <div className="container-page flex justify-center py-16">
        <Spinner label="Loading the scenario" />
      </div>
    );
  }
  if (scenario.isError) {
    return (
      <div className="container-page py-10">
        <h1 className="text-2xl font-bold tracking-tight">Scenario not found</h1>
        <p className="mt-2 text-slate-600 dark:text-slate-300">This scenario does not exist or is not shared with you.</p>
        <Link to="/showcase" className="btn-secondary mt-6 inline-flex">
          Back to scenarios
        </Link>
      </div>
    );
  }

  const character = parseScenarioDescription(scenario.data.description);
  const facts: [string, string | undefined][] = [
    ['Occupation', character.charactersOccupation],
    ['Age', character.charactersAge],
    ['Background', character.charactersBackground],
  ];
  return (
    <div className="container-page max-w-3xl py-10">
      <p className="text-sm font-medium text-brand-700 dark:text-brand-300">Meet Your Character</p>
      <h1 className="mt-1 text-2xl font-bold tracking-tight">{scenario.data.name}</h1>
      <section className="card mt-6 p-6" aria-labelledby="character-name">
        <h2 id="character-name" className="text-lg font-semibold">
          {character.charactersName ?? 'Your character'}
        </h2>
        <dl className="mt-3 space-y-3">
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt className="text-sm font-medium text-slate-500 dark:text-slate-400">{label}</dt>
              <dd className="mt-0.5 whitespace-pre-line">{value ?? 'Not given'}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className="card mt-4 p-6" aria-labelledby="overview-title">
        <h2 id="overview-title" className="text-lg font-semibold">
          Overview
        </h2>
        <p className="mt-2 whitespace-pre-line">{character.scenarioDetails?.Overview ?? 'Not given'}</p>
      </section>
      <section className="card mt-4 p-6" aria-labelledby="session-title">
        <h2 id="session-title" className="text-lg font-semibold">
          Your session
        </h2>
        <p className="mt-2">
          {mode} · {timer}
        </p>
        <p className="mt-2 text-slate-600 dark:text-slate-300">
          Live sessions with your character are not open yet. Until they are, chat with the character in a Vibes Check from
          the scenario's details on the showcase; it is not saved or graded and costs no credits.
        </p>
        <Link to="/showcase" className="btn-secondary mt-4 inline-flex">
          Back to scenarios
        </Link>
      </section>
    </div>
  );
}
