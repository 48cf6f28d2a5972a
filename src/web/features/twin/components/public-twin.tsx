import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { PublicTwin } from '../../../../shared/contracts/twin.ts';
import { LogoMark } from '../../../components/logo.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { ThemeToggle } from '../../../components/theme-toggle.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { isSignedIn } from '../../../lib/session.ts';
import { usePublicTwin } from '../api/get-public-twin.ts';
import { publicChatPath } from '../api/stream-twin-reply.ts';
import { SummaryView } from './summary-view.tsx';
import { TwinChat } from './twin-chat.tsx';

function PublicFrame({ children }: { children: ReactNode }) {
  const home = isSignedIn() ? '/showcase' : '/';
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50 dark:bg-slate-950">
      <header className="border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
        <div className="container-page flex h-16 items-center justify-between gap-4">
          <Link to={home} className="rounded-lg" aria-label="Engram home">
            <LogoMark />
          </Link>
          <ThemeToggle />
        </div>
      </header>
      <main className="container-page w-full max-w-4xl flex-1 py-8">{children}</main>
    </div>
  );
}

/** /t/{username}: a twin's name, summary and a chat, for visitors (public) and released heirs (family). */
export function PublicTwinView({ username }: { username: string }) {
  const twin = usePublicTwin(username);
  if (twin.isPending) {
    return (
      <PublicFrame>
        <h1 className="sr-only">Engram</h1>
        <div className="flex justify-center py-16">
          <Spinner label="Loading the Engram" />
        </div>
      </PublicFrame>
    );
  }
  if (twin.isError) {
    const isMissing = twin.error instanceof ApiError && twin.error.status === 404;
    return (
      <PublicFrame>
        <div className="flex flex-col items-center py-16 text-center" data-testid="public-twin-missing">
          <p className="text-sm font-semibold text-brand-700 dark:text-brand-300">{isMissing ? '404' : 'Error'}</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight">{isMissing ? 'Engram not found' : 'This Engram could not be loaded'}</h1>
          <p className="mt-3 max-w-md text-slate-600 dark:text-slate-300">
            {isMissing
              ? `There is no Engram at /t/${username} that you may see. It may not exist, it may be private, or it may be shared only with its owner’s heirs${isSignedIn() ? '' : ' (sign in to see one shared with you)'}.`
              : twin.error.message}
          </p>
          <Link to={isSignedIn() ? '/showcase' : '/'} className="btn-primary mt-6">
            Go home
          </Link>
        </div>
      </PublicFrame>
    );
  }
  return (
    <PublicFrame>
      <TwinPage twin={twin.data} />
    </PublicFrame>
  );
}

function TwinPage({ twin }: { twin: PublicTwin }) {
  return (
    <>
      <div className="flex items-center gap-4">
        <span className="flex size-16 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-brand-500 to-brand-800 text-2xl font-bold text-white" aria-hidden>
          {(twin.name.trim() || 'E').charAt(0).toUpperCase()}
        </span>
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight [overflow-wrap:anywhere] sm:text-3xl">{twin.name}</h1>
          <p className="text-sm text-slate-600 dark:text-slate-300">
            @{twin.username} · {twin.visibility === 'public' ? 'Public Engram' : 'Shared with family'}
            {twin.onchain.explorer_url ? (
              <>
                {' · '}
                <a href={twin.onchain.explorer_url} target="_blank" rel="noreferrer" className="inline-flex items-center gap-0.5 underline underline-offset-2">
                  username on Solana
                  <ExternalLink className="size-3" aria-hidden />
                </a>
              </>
            ) : null}
          </p>
        </div>
      </div>
      {twin.is_owner ? (
        <p className="mt-4 rounded-lg bg-brand-50 px-4 py-3 text-sm text-brand-900 dark:bg-brand-900/30 dark:text-brand-100">
          This is your Engram as others see it.{' '}
          <Link to="/dashboard/publish" className="font-semibold underline underline-offset-2">
            Change who may see it
          </Link>
          .
        </p>
      ) : null}

      <section className="mt-8" aria-labelledby="chat-heading">
        <h2 id="chat-heading" className="text-lg font-semibold">
          Talk to {twin.name}
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          An AI version of {twin.name}, answering from what they chose to share. It says so when it does not know something. This chat is not saved.
        </p>
        <div className="mt-4">
          <TwinChat name={twin.name} path={publicChatPath(twin.username)} canRenewSession={isSignedIn()} emptyText={`Say hello to ${twin.name}.`} />
        </div>
      </section>

      <section className="mt-10" aria-labelledby="about-heading">
        <h2 id="about-heading" className="mb-4 text-lg font-semibold">
          About {twin.name}
        </h2>
        {twin.summary ? (
          <SummaryView summary={twin.summary} headingLevel="h3" isOwnerView={false} />
        ) : (
          <p className="text-sm text-slate-600 dark:text-slate-300">{twin.name} has not written a summary yet.</p>
        )}
      </section>
    </>
  );
}
