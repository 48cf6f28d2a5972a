// The digital-twin "memory locker" dashboard. A mock-up: no persona data exists yet, so the list is always empty.
import { Activity, Brain, Globe, GraduationCap, KeyRound, Menu, Search, Settings, ShoppingCart, Sparkles, Vault, X, type LucideIcon } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { shortenNickname } from '../../../../shared/display.ts';
import { LogoMark } from '../../../components/logo.tsx';
import { ThemeToggle } from '../../../components/theme-toggle.tsx';
import { usePrincipal } from '../../../lib/session.ts';

/** The specification shows the counter at 0; lockers cannot be bought yet. */
const AVAILABLE_LOCKERS = 0;

type SectionId = 'memory-locker' | 'general-personality' | 'activity' | 'heir-key' | 'publish' | 'settings';

const SECTIONS: { id: SectionId; label: string; icon: LucideIcon; description: string }[] = [
  {
    id: 'memory-locker',
    label: 'Memory Locker',
    icon: Vault,
    description: 'Keep the personas that make up your digital twin and decide what each one may share.',
  },
  {
    id: 'general-personality',
    label: 'General Personality',
    icon: Brain,
    description: 'See and fine-tune what your twin has learned: tone, values, humour and the topics it knows best.',
  },
  {
    id: 'activity',
    label: 'Activity',
    icon: Activity,
    description: 'A timeline of who talked to your twin, what was added to your locker and when.',
  },
  {
    id: 'heir-key',
    label: 'Heir Key',
    icon: KeyRound,
    description: 'Name the inheritors who can manage access to your twin after your death, and keep it private or make it public.',
  },
  {
    id: 'publish',
    label: 'Publish',
    icon: Globe,
    description:
      'Choose what stays private, what is shared with family and what is public. Revenue from a public twin goes to your designated beneficiaries.',
  },
  {
    id: 'settings',
    label: 'Settings',
    icon: Settings,
    description: 'Account, voice and privacy preferences for your twin.',
  },
];

const SORT_OPTIONS = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
  { value: 'name', label: 'Name (A–Z)' },
] as const;

export function Component() {
  const [activeId, setActiveId] = useState<SectionId>('memory-locker');
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const active = SECTIONS.find((section) => section.id === activeId) ?? SECTIONS[0]!;

  const closeDrawer = useCallback(() => {
    setIsDrawerOpen(false);
    // The drawer unmounts with focus inside it; hand focus back to the button that opened it.
    menuButtonRef.current?.focus();
  }, []);

  function select(id: SectionId) {
    setActiveId(id);
    if (isDrawerOpen) closeDrawer();
  }

  return (
    <div className="flex min-h-dvh bg-slate-50 dark:bg-slate-950">
      <aside className="sticky top-0 hidden h-dvh w-64 shrink-0 border-r border-slate-200 bg-white lg:block dark:border-slate-800 dark:bg-slate-900">
        <Sidebar activeId={activeId} onSelect={select} />
      </aside>

      {isDrawerOpen ? <Drawer onClose={closeDrawer} activeId={activeId} onSelect={select} /> : null}

      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-20 flex h-16 items-center gap-2 border-b border-slate-200 bg-white/90 px-4 backdrop-blur sm:px-6 dark:border-slate-800 dark:bg-slate-900/90">
          <button
            ref={menuButtonRef}
            type="button"
            onClick={() => setIsDrawerOpen(true)}
            className="btn-ghost -ml-2 px-2 lg:hidden"
            aria-label="Open menu"
            aria-expanded={isDrawerOpen}
          >
            <Menu className="size-5" aria-hidden />
          </button>
          <Link to="/showcase" className="rounded-lg lg:hidden" aria-label="Engram, go to the practice area">
            <LogoMark />
          </Link>
          <p className="hidden text-sm font-medium text-slate-500 lg:block dark:text-slate-400">Digital twin</p>
          <div className="ml-auto flex items-center gap-1 sm:gap-2">
            <Link to="/showcase" className="btn-ghost">
              <GraduationCap className="size-4" aria-hidden />
              Practice
            </Link>
            <ThemeToggle />
          </div>
        </header>

        <main className="w-full max-w-6xl flex-1 px-4 py-8 sm:px-6 lg:px-10">
          {active.id === 'memory-locker' ? (
            <MemoryLocker title={active.label} description={active.description} />
          ) : (
            <PlaceholderPanel title={active.label} description={active.description} icon={active.icon} />
          )}
        </main>
      </div>
    </div>
  );
}

function Sidebar({ activeId, onSelect }: { activeId: SectionId; onSelect: (id: SectionId) => void }) {
  const principal = usePrincipal();
  const name = principal ? shortenNickname(principal.nickname) : '';
  return (
    <div className="flex h-full flex-col">
      <div className="flex h-16 items-center px-5">
        <Link to="/showcase" className="rounded-lg" aria-label="Engram, go to the practice area">
          <LogoMark />
        </Link>
      </div>
      <nav aria-label="Dashboard" className="flex-1 overflow-y-auto px-3 py-4">
        <ul className="grid gap-1">
          {SECTIONS.map(({ id, label, icon: Icon }) => {
            const isActive = id === activeId;
            return (
              <li key={id}>
                <button
                  type="button"
                  onClick={() => onSelect(id)}
                  aria-current={isActive ? 'page' : undefined}
                  className={`flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-left text-sm font-medium transition-colors ${
                    isActive
                      ? 'bg-brand-50 text-brand-800 dark:bg-brand-900/40 dark:text-brand-100'
                      : 'text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800'
                  }`}
                >
                  <Icon className={`size-5 shrink-0 ${isActive ? 'text-brand-700 dark:text-brand-300' : 'text-slate-500 dark:text-slate-400'}`} aria-hidden />
                  {label}
                </button>
              </li>
            );
          })}
        </ul>
      </nav>
      {principal ? (
        <div className="flex items-center gap-3 border-t border-slate-200 px-5 py-4 dark:border-slate-800">
          <span
            className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-800 dark:bg-brand-900/60 dark:text-brand-100"
            aria-hidden
          >
            {(name || principal.email).charAt(0).toUpperCase()}
          </span>
          <div className="min-w-0 text-sm">
            <p className="truncate font-medium">{name}</p>
            {name !== principal.email ? <p className="truncate text-slate-500 dark:text-slate-400">{principal.email}</p> : null}
          </div>
        </div>
      ) : null}
    </div>
  );
}

/** The sidebar as a left drawer on small screens: closes on Escape, a backdrop click or its close button. */
function Drawer({ onClose, activeId, onSelect }: { onClose: () => void; activeId: SectionId; onSelect: (id: SectionId) => void }) {
  const closeButtonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    closeButtonRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = previousOverflow;
    };
  }, [onClose]);

  return (
    <div className="fixed inset-0 z-40 lg:hidden" role="dialog" aria-modal="true" aria-label="Dashboard menu">
      <div className="absolute inset-0 bg-slate-950/50" onClick={onClose} aria-hidden />
      <div className="absolute inset-y-0 left-0 w-72 max-w-[85vw] bg-white shadow-xl dark:bg-slate-900">
        <button ref={closeButtonRef} type="button" onClick={onClose} className="btn-ghost absolute top-3.5 right-3 px-2" aria-label="Close menu">
          <X className="size-5" aria-hidden />
        </button>
        <Sidebar activeId={activeId} onSelect={onSelect} />
      </div>
    </div>
  );
}

function MemoryLocker({ title, description }: { title: string; description: string }) {
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<(typeof SORT_OPTIONS)[number]['value']>('newest');
  const [hasAskedToBuy, setHasAskedToBuy] = useState(false);
  const searchId = useId();
  const sortId = useId();
  const trimmedQuery = query.trim();

  return (
    <>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
          <p className="mt-1 max-w-xl text-slate-600 dark:text-slate-300">{description}</p>
        </div>
        <div className="flex items-center gap-3">
          <p className="rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm dark:border-slate-800 dark:bg-slate-900">
            <span className="text-slate-600 dark:text-slate-300">Available Locker: </span>
            <span className="font-semibold">{AVAILABLE_LOCKERS}</span>
          </p>
          <button type="button" className="btn-primary" onClick={() => setHasAskedToBuy(true)}>
            <ShoppingCart className="size-4" aria-hidden />
            Buy Locker
          </button>
        </div>
      </div>

      <div role="status">
        {hasAskedToBuy ? (
          <p className="mt-4 rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-900 dark:border-brand-800 dark:bg-brand-900/30 dark:text-brand-100">
            Lockers become available soon. You will be able to buy one here as soon as they are.
          </p>
        ) : null}
      </div>

      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="relative flex-1">
          <label htmlFor={searchId} className="sr-only">
            Search personas
          </label>
          <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500 dark:text-slate-400" aria-hidden />
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="Search personas..."
            className="field-input pl-9"
          />
        </div>
        <div className="flex items-center gap-2">
          <label htmlFor={sortId} className="text-sm font-medium whitespace-nowrap text-slate-700 dark:text-slate-200">
            Sort by
          </label>
          <select
            id={sortId}
            value={sort}
            onChange={(event) => setSort(event.target.value as typeof sort)}
            className="field-input w-full sm:w-44"
          >
            {SORT_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      </div>

      <section aria-labelledby="personas-heading" className="mt-6">
        <h2 id="personas-heading" className="text-sm font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
          Personas (0)
        </h2>
        <div className="mt-3 flex flex-col items-center rounded-2xl border-2 border-dashed border-slate-300 bg-white px-6 py-12 text-center dark:border-slate-700 dark:bg-slate-900/50">
          <span className="flex size-14 items-center justify-center rounded-full bg-brand-100 text-brand-700 dark:bg-brand-900/60 dark:text-brand-200">
            <Sparkles className="size-7" aria-hidden />
          </span>
          {trimmedQuery ? (
            <>
              <h3 className="mt-4 text-lg font-semibold">No personas match “{trimmedQuery}”</h3>
              <p className="mt-1 max-w-md text-sm text-slate-600 dark:text-slate-300">Your locker is still empty, so there is nothing to search yet.</p>
            </>
          ) : (
            <>
              <h3 className="mt-4 text-lg font-semibold">No personas yet</h3>
              <p className="mt-1 max-w-md text-sm text-slate-600 dark:text-slate-300">
                A persona is your twin’s personality and voice. Answer 20 short questions, by voice or in writing, and your first persona will appear
                here.
              </p>
            </>
          )}
          <Link to="/auth/register/ai" className="btn-primary mt-6">
            Start the interview
          </Link>
        </div>
      </section>
    </>
  );
}

function PlaceholderPanel({ title, description, icon: Icon }: { title: string; description: string; icon: LucideIcon }) {
  return (
    <>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
      <p className="mt-1 max-w-xl text-slate-600 dark:text-slate-300">{description}</p>
      <div className="mt-8 flex flex-col items-center rounded-2xl border-2 border-dashed border-slate-300 bg-white px-6 py-16 text-center dark:border-slate-700 dark:bg-slate-900/50">
        <span className="flex size-14 items-center justify-center rounded-full bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-300">
          <Icon className="size-7" aria-hidden />
        </span>
        <h2 className="mt-4 text-lg font-semibold">Coming soon</h2>
        <p className="mt-1 max-w-md text-sm text-slate-600 dark:text-slate-300">
          This part of your locker is still being built. Start by adding your first persona in the Memory Locker.
        </p>
      </div>
    </>
  );
}
