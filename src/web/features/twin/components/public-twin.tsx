import { useQueryClient } from '@tanstack/react-query';
import { ExternalLink, Sparkles } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation.ts';
import { Link, useNavigate } from 'react-router';
import type { PublicTwin } from '@shared/contracts/twin-public.ts';
import { LogoMark } from '@/components/logo.tsx';
import { richText } from '@/i18n/rich-text.tsx';
import { currentLanguage } from '@/i18n/i18n.ts';
import { Spinner } from '@/components/spinner.tsx';
import { ThemeToggle } from '@/components/theme-toggle.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { isSignedIn } from '@/lib/session.ts';
import { publicTwinQueryOptions, usePublicTwin } from '@/features/twin/api/get-public-twin.ts';
import { publicChatPath } from '@/features/twin/api/stream-twin-reply.ts';
import { formatDay, publicTwinPath, suggestedQuestions } from '@/features/twin/twin-display.ts';
import { hasSharedContent, SummaryView } from './summary-view.tsx';
import { publicSpeechPath } from '@/features/twin/api/twin-voice.ts';
import { TwinChat, TwinChatPlaceholder } from './twin-chat.tsx';
import { useMentorOffer } from '@/features/twin/api/mentor-offer.ts';
import { MentorOfferSummary, MentorPurchase } from './mentor-offer.tsx';
import { publishPageLink } from './publish-page-link.tsx';

function PublicFrame({ children, languageSwitch }: { children: ReactNode; languageSwitch?: ReactNode }) {
  const { t } = useTranslation();
  const home = isSignedIn() ? '/showcase' : '/';
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50 dark:bg-slate-950">
      <header className="border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
        <div className="container-page flex h-16 items-center justify-between gap-4">
          <Link to={home} className="rounded-lg" aria-label={t('twin.public.home')}>
            <LogoMark />
          </Link>
          <div className="flex items-center gap-1">
            {languageSwitch}
            <ThemeToggle />
          </div>
        </div>
      </header>
      <main className="container-page w-full max-w-4xl flex-1 py-8">{children}</main>
    </div>
  );
}

/**
 * /t/{username}: a twin's name, summary and a chat, for visitors (public) and released heirs (family), in the visitor's
 * interface language; `languageSwitch` (composed by the page) changes it.
 */
export function PublicTwinView({ username, languageSwitch }: { username: string; languageSwitch?: ReactNode }) {
  const { t } = useTranslation();
  const twin = usePublicTwin(username);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // An old username (renamed lately): the API sent the request on to the new one; the address follows.
  const movedTo = twin.data && twin.data.username !== username ? twin.data.username : null;
  useEffect(() => {
    if (!movedTo || !twin.data) return;
    queryClient.setQueryData(publicTwinQueryOptions(movedTo).queryKey, twin.data);
    void navigate(`${publicTwinPath(movedTo)}${window.location.search}`, { replace: true });
  }, [movedTo, twin.data, navigate, queryClient]);
  if (twin.isPending || movedTo) {
    return (
      <PublicFrame languageSwitch={languageSwitch}>
        <h1 className="sr-only">Engram</h1>
        <div className="flex justify-center py-16">
          <Spinner label={t('twin.public.loading')} />
        </div>
      </PublicFrame>
    );
  }
  if (twin.isError) {
    const isMissing = twin.error instanceof ApiError && twin.error.status === 404;
    return (
      <PublicFrame languageSwitch={languageSwitch}>
        <div className="flex flex-col items-center py-16 text-center" data-testid="public-twin-missing">
          <p className="text-sm font-semibold text-brand-700 dark:text-brand-300">{isMissing ? '404' : t('twin.public.error')}</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight">{isMissing ? t('twin.public.notFound') : t('twin.public.loadFailed')}</h1>
          <p className="mt-3 max-w-md text-slate-600 dark:text-slate-300">
            {isMissing ? t(isSignedIn() ? 'twin.public.missingBody' : 'twin.public.missingBodySignedOut', { username }) : twin.error.message}
          </p>
          <Link to={isSignedIn() ? '/showcase' : '/'} className="btn-primary mt-6">
            {t('twin.public.goHome')}
          </Link>
        </div>
      </PublicFrame>
    );
  }
  return (
    <PublicFrame languageSwitch={languageSwitch}>
      <TwinPage twin={twin.data} />
    </PublicFrame>
  );
}

function TwinPage({ twin }: { twin: PublicTwin }) {
  const { t } = useTranslation();
  // The built-in twin reads English only: its questions stay in English, and a visitor in another language is told why.
  const isEnglishOnlyNote = twin.reads_english_only && currentLanguage() !== 'en';
  const suggestions = suggestedQuestions(twin.summary, { inEnglish: twin.reads_english_only });
  // A public Engram may be a paid mentor: its visitors talk once they have bought a pass.
  const isReturningFromCheckout = new URLSearchParams(window.location.search).get('mentor') === 'paid';
  const offer = useMentorOffer(twin.username, { isEnabled: twin.visibility === 'public', isAwaitingPayment: isReturningFromCheckout });
  const mentor = offer.data ?? null;
  return (
    <>
      <div className="flex items-center gap-4">
        <span className="flex size-16 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-brand-500 to-brand-800 text-2xl font-bold text-white" aria-hidden>
          {(twin.name.trim() || 'E').charAt(0).toUpperCase()}
        </span>
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight [overflow-wrap:anywhere] sm:text-3xl">{twin.name}</h1>
          <p className="text-sm text-slate-600 dark:text-slate-300">
            @{twin.username} · {twin.visibility === 'public' ? t('twin.public.public') : t('twin.public.shared')}
            {twin.onchain.explorer_url ? (
              <>
                {' · '}
                <a href={twin.onchain.explorer_url} target="_blank" rel="noreferrer" className="inline-flex items-center gap-0.5 underline underline-offset-2">
                  {t('twin.public.solana')}
                  <ExternalLink className="size-3" aria-hidden />
                </a>
              </>
            ) : null}
          </p>
        </div>
      </div>
      {twin.is_owner ? (
        <p className="mt-4 rounded-lg bg-brand-50 px-4 py-3 text-sm text-brand-900 dark:bg-brand-900/30 dark:text-brand-100">
          {richText(t('twin.public.ownerNote'), { link: publishPageLink })}
        </p>
      ) : null}

      <section className="mt-8" aria-labelledby="chat-heading">
        <h2 id="chat-heading" className="text-lg font-semibold">
          {t('twin.public.talkTo', { name: twin.name })}
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          {t('twin.public.chatIntro', { name: twin.name })}
        </p>
        {mentor ? (
          <div className="mt-4">
            <MentorOfferSummary offer={mentor} name={twin.name} />
          </div>
        ) : null}
        {isEnglishOnlyNote ? (
          <p className="mt-3 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-950 dark:bg-amber-950/40 dark:text-amber-100" data-testid="twin-english-only">
            {t('twin.public.englishOnly', { name: twin.name })}
          </p>
        ) : null}
        {mentor?.needs_pass ? (
          <MentorPurchase offer={mentor} username={twin.username} isReturningFromCheckout={isReturningFromCheckout} />
        ) : offer.isPending && twin.visibility === 'public' ? (
          <div className="mt-4">
            <TwinChatPlaceholder label={t('twin.public.loading')} />
          </div>
        ) : (
        <div className="mt-4">
          <TwinChat
            name={twin.name}
            path={publicChatPath(twin.username)}
            canRenewSession={isSignedIn()}
            emptyText={suggestions.length > 0 ? t('twin.public.sayHelloOrAsk', { name: twin.name }) : t('twin.public.sayHello', { name: twin.name })}
            suggestions={suggestions}
            speechPath={publicSpeechPath(twin.username)}
            // A visitor's conversation is not saved; this tab keeps it, so a reload (or coming back from paying) does not empty it.
            tabKey={`engram.public-chat.${twin.username}`}
            // A bought conversation begins with its first message: read the pass again to say until when it runs.
            onReply={mentor?.access && !mentor.access.ends_at ? () => void offer.refetch() : undefined}
          />
        </div>
        )}
      </section>

      <section className="mt-10" aria-labelledby="about-heading">
        <h2 id="about-heading" className="mb-4 text-lg font-semibold">
          {t('twin.public.about', { name: twin.name })}
        </h2>
        {twin.summary && hasSharedContent(twin.summary) ? (
          <SummaryView summary={twin.summary} headingLevel="h3" isOwnerView={false} />
        ) : (
          <p className="text-sm text-slate-600 dark:text-slate-300">{t('twin.public.nothingShared', { name: twin.name })}</p>
        )}
      </section>

      {twin.photos.length > 0 ? (
        <section className="mt-10" aria-labelledby="photos-heading">
          <h2 id="photos-heading" className="mb-4 text-lg font-semibold">
            {t('twin.public.photos')}
          </h2>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4" data-testid="public-photos">
            {twin.photos.map((photo) => (
              <li key={photo.id}>
                <figure>
                  <a href={photo.url} target="_blank" rel="noreferrer" className="block overflow-hidden rounded-xl border border-slate-200 dark:border-slate-800">
                    <img src={photo.url} alt={photo.title} loading="lazy" className="aspect-square w-full bg-slate-100 object-cover dark:bg-slate-800" />
                  </a>
                  <figcaption className="mt-1 text-sm [overflow-wrap:anywhere] text-slate-700 dark:text-slate-200">
                    {photo.title}
                    {photo.date ? <span className="block text-xs text-slate-500 dark:text-slate-400">{formatDay(photo.date)}</span> : null}
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {twin.is_owner ? null : (
        <section className="mt-12 rounded-2xl border border-brand-200 bg-brand-50 p-6 text-center dark:border-brand-900 dark:bg-brand-900/30" aria-labelledby="cta-heading">
          <Sparkles className="mx-auto size-6 text-brand-700 dark:text-brand-300" aria-hidden />
          <h2 id="cta-heading" className="mt-2 text-lg font-semibold">
            {t('twin.public.ctaTitle')}
          </h2>
          <p className="mx-auto mt-1 max-w-md text-sm text-slate-700 dark:text-slate-200">{t('twin.public.ctaBody')}</p>
          <Link to="/auth/register?next=twin" className="btn-primary mt-4">
            {t('twin.public.ctaTitle')}
          </Link>
        </section>
      )}
    </>
  );
}
