// /showcase/report/{conversationId}: where an ended session leads. The graded report comes with a later release;
// until then this page says the conversation is saved and shows its transcript.
import { CheckCircle2, RotateCcw } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Spinner } from '../../../components/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useConversation } from '../../../features/session/api/get-conversation.ts';
import { SessionSummary } from '../../../features/session/components/session-summary.tsx';
import { Transcript } from '../../../features/session/components/transcript.tsx';
import { meetPagePath, sessionPagePath } from '../../../features/session/session-paths.ts';

export function Component() {
  const { conversationId = '' } = useParams();
  const conversation = useConversation(conversationId);

  if (conversation.isPending) {
    return (
      <div className="container-page flex justify-center py-16">
        <Spinner label="Loading the conversation" />
      </div>
    );
  }
  if (conversation.isError) {
    return (
      <div className="container-page py-10">
        <h1 className="text-2xl font-bold tracking-tight">Conversation not found</h1>
        <p className="mt-2 text-slate-600 dark:text-slate-300">
          {conversation.error instanceof ApiError && conversation.error.status !== 404 ? conversation.error.message : 'This conversation does not exist or is not yours.'}
        </p>
        <Link to="/showcase" className="btn-secondary mt-6 inline-flex">
          Back to scenarios
        </Link>
      </div>
    );
  }

  const data = conversation.data;
  const isOpen = data.status === 'active';
  const character = { name: data.character.name || 'The character', gender: data.character.gender };
  return (
    <div className="container-page max-w-3xl py-8 sm:py-10">
      <div className="flex items-start gap-3">
        <CheckCircle2 className="mt-1 size-7 shrink-0 text-emerald-600 dark:text-emerald-400" aria-hidden />
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">Your conversation is saved</h1>
          <p className="mt-1 text-slate-600 dark:text-slate-300">Grading is not available yet; your transcript is kept, and you can read it below.</p>
        </div>
      </div>

      {isOpen ? (
        <div className="mt-6 flex flex-col gap-3 rounded-xl bg-amber-50 p-4 text-sm text-amber-950 sm:flex-row sm:items-center sm:justify-between dark:bg-amber-950/40 dark:text-amber-100">
          <p>This session has not been ended yet: you can go back and carry on.</p>
          <Link to={sessionPagePath(data.id)} className="btn-secondary shrink-0">
            Return to the session
          </Link>
        </div>
      ) : null}

      <section className="card mt-6 p-6" aria-label="Session details">
        <SessionSummary conversation={data} />
      </section>

      <section className="card mt-6 p-6" aria-labelledby="transcript-title">
        <h2 id="transcript-title" className="mb-4 text-lg font-semibold text-slate-900 dark:text-white">
          Transcript
        </h2>
        <Transcript messages={data.messages} character={character} />
      </section>

      <div className="mt-6 flex flex-col gap-2 sm:flex-row">
        {data.scenario_id ? (
          <Link to={meetPagePath(data.scenario_id)} className="btn-primary">
            <RotateCcw className="size-4" aria-hidden />
            Practise this scenario again
          </Link>
        ) : null}
        <Link to="/showcase" className="btn-secondary">
          Back to scenarios
        </Link>
      </div>
    </div>
  );
}
