import { BookOpen, Briefcase, Heart, MessageCircle, Palette, RotateCcw, Smile, Users, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { shortenNickname } from '../../../../shared/display.ts';
import { usePrincipal } from '../../../lib/session.ts';
import { OnboardingFrame } from './onboarding-frame.tsx';
import { ONBOARDING_PATHS } from '../onboarding-steps.ts';

const PERSONALITY_TAGS = ['Warm', 'Curious', 'Patient', 'Good listener', 'Dry humour', 'Loyal', 'Practical', 'Optimistic'];

const SECTIONS: { title: string; icon: LucideIcon; text: string }[] = [
  {
    title: 'Family',
    icon: Users,
    text: 'Close to a sister and both parents; Sunday dinners are a fixed point of the week. Talks about family with warmth and plenty of gentle teasing.',
  },
  {
    title: 'Friends',
    icon: Smile,
    text: 'Keeps a small circle of long-standing friends. Remembers birthdays, prefers long walks to big parties and is the one people call for advice.',
  },
  {
    title: 'Loved ones',
    icon: Heart,
    text: 'Shows love through time and small practical gestures rather than grand words. Often says “tell me more”, and means it.',
  },
  {
    title: 'Hobby',
    icon: Palette,
    text: 'Cooking for others, film photography and weekend hikes. Happy to make the same recipe ten times until it is just right.',
  },
  {
    title: 'Interest',
    icon: BookOpen,
    text: 'History, how things are made and a good story of any kind. Reads popular science before bed and shares the best bits the next morning.',
  },
  {
    title: 'Work-Life',
    icon: Briefcase,
    text: 'Takes the work seriously but not personally. Values clear plans and fair feedback, and leaves on time for the people at home.',
  },
];

export function OnboardingSummary() {
  const principal = usePrincipal();
  const name = principal ? shortenNickname(principal.nickname) : '';
  const initial = (name || 'You').charAt(0).toUpperCase();

  return (
    <OnboardingFrame
      step={5}
      width="wide"
      actions={
        <>
          <Link to={ONBOARDING_PATHS.intro} className="btn-secondary">
            <RotateCcw className="size-4" aria-hidden />
            Reset Personality
          </Link>
          <Link to={ONBOARDING_PATHS.chat} className="btn-primary">
            <MessageCircle className="size-4" aria-hidden />
            Try Personality
          </Link>
        </>
      }
    >
      <div className="flex items-center gap-4">
        <span
          className="flex size-14 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-brand-500 to-brand-800 text-xl font-bold text-white"
          aria-hidden
        >
          {initial}
        </span>
        <div className="min-w-0">
          <h1 className="truncate text-2xl font-bold tracking-tight">{name ? `${name}’s twin` : 'Your twin'}</h1>
          <p className="text-sm text-slate-600 dark:text-slate-300">A first summary, built from your interview answers</p>
        </div>
      </div>

      <h2 className="mt-8 text-sm font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">Personality</h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {PERSONALITY_TAGS.map((tag) => (
          <li key={tag} className="rounded-full bg-brand-100 px-3 py-1 text-sm font-medium text-brand-800 dark:bg-brand-900/60 dark:text-brand-100">
            {tag}
          </li>
        ))}
      </ul>

      <div className="mt-8 grid gap-4 sm:grid-cols-2">
        {SECTIONS.map(({ title, icon: Icon, text }) => (
          <section key={title} className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
            <h2 className="flex items-center gap-2 font-semibold">
              <Icon className="size-4 text-brand-700 dark:text-brand-300" aria-hidden />
              {title}
            </h2>
            <p className="mt-2 text-sm leading-relaxed text-slate-600 dark:text-slate-300">{text}</p>
          </section>
        ))}
      </div>
    </OnboardingFrame>
  );
}
