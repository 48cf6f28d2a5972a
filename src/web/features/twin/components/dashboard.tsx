// The digital-twin "memory locker" dashboard. A mock-up: no persona data exists yet, so the list is always empty.
import { Activity, Brain, Globe, GraduationCap, KeyRound, Menu, Settings, Vault, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { shortenNickname } from '../../../../shared/display.ts';
import { Drawer } from '../../../components/drawer.tsx';
import { LogoMark } from '../../../components/logo.tsx';
import { ThemeToggle } from '../../../components/theme-toggle.tsx';
import { usePrincipal } from '../../../lib/session.ts';
import { MemoryLocker } from './memory-locker.tsx';

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

export function Dashboard() {
  const [activeId, setActiveId] = useState<SectionId>('memory-locker');
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);
  const active = SECTIONS.find((section) => section.id === activeId) ?? SECTIONS[0]!;

  function select(id: SectionId) {
    setActiveId(id);
    // The drawer hands focus back to the menu button as it closes.
    setIsDrawerOpen(false);
  }

  return (
    <div className="flex min-h-dvh bg-slate-50 dark:bg-slate-950">
      <aside className="sticky top-0 hidden h-dvh w-64 shrink-0 border-r border-slate-200 bg-white lg:block dark:border-slate-800 dark:bg-slate-900">
        <Sidebar activeId={activeId} onSelect={select} />
      </aside>

      <Drawer isOpen={isDrawerOpen} onClose={() => setIsDrawerOpen(false)} title="Menu">
        <Sidebar activeId={activeId} onSelect={select} isInDrawer />
      </Drawer>

      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-20 flex h-16 items-center gap-2 border-b border-slate-200 bg-white/90 px-4 backdrop-blur sm:px-6 dark:border-slate-800 dark:bg-slate-900/90">
          <button
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

/** The section list and who is signed in; the drawer has its own header, so the logo shows only in the side column. */
function Sidebar({ activeId, onSelect, isInDrawer = false }: { activeId: SectionId; onSelect: (id: SectionId) => void; isInDrawer?: boolean }) {
  const principal = usePrincipal();
  const name = principal ? shortenNickname(principal.nickname) : '';
  return (
    <div className="flex h-full flex-col">
      {isInDrawer ? null : (
        <div className="flex h-16 items-center px-5">
          <Link to="/showcase" className="rounded-lg" aria-label="Engram, go to the practice area">
            <LogoMark />
          </Link>
        </div>
      )}
      <nav aria-label="Dashboard" className={`flex-1 overflow-y-auto ${isInDrawer ? '' : 'px-3 py-4'}`}>
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
        <div className={`flex items-center gap-3 border-t border-slate-200 py-4 dark:border-slate-800 ${isInDrawer ? 'mt-4' : 'px-5'}`}>
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
