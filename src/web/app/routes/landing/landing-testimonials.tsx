import { Star } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation.ts';
import { LandingSection } from './landing-section.tsx';

/** A testimonial's role and quote are catalogue keys; the names read the same in every language. */
interface Testimonial {
  name: string;
  role: string;
  quote: string;
  avatarClassName: string;
}

const TESTIMONIALS: Testimonial[] = [
  {
    name: 'Margaret Ellis',
    role: 'landing.testimonials.role1',
    quote: 'landing.testimonials.quote1',
    avatarClassName: 'bg-brand-100 text-brand-800 dark:bg-brand-900 dark:text-brand-100',
  },
  {
    name: 'David Okafor',
    role: 'landing.testimonials.role2',
    quote: 'landing.testimonials.quote2',
    avatarClassName: 'bg-pink-100 text-pink-800 dark:bg-pink-900 dark:text-pink-100',
  },
  {
    name: 'Sofia Marquez',
    role: 'landing.testimonials.role3',
    quote: 'landing.testimonials.quote3',
    avatarClassName: 'bg-teal-100 text-teal-800 dark:bg-teal-900 dark:text-teal-100',
  },
  {
    name: 'James Whitaker',
    role: 'landing.testimonials.role4',
    quote: 'landing.testimonials.quote4',
    avatarClassName: 'bg-amber-100 text-amber-800 dark:bg-amber-900 dark:text-amber-100',
  },
];

function initialsOf(name: string): string {
  return name
    .split(' ')
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

export function LandingTestimonials() {
  const { t } = useTranslation();
  return (
    <LandingSection
      headingId="testimonials-title"
      eyebrow={t('landing.testimonials.eyebrow')}
      title={t('landing.testimonials.title')}
      intro={t('landing.testimonials.intro')}
    >
      <ul className="mt-16 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {TESTIMONIALS.map((testimonial) => (
          <li key={testimonial.name}>
            <figure className="card flex h-full flex-col p-6">
              <div role="img" aria-label={t('landing.testimonials.stars')} className="flex gap-0.5 text-amber-500 dark:text-amber-400">
                {[1, 2, 3, 4, 5].map((star) => (
                  <Star key={star} className="size-5 fill-current" aria-hidden />
                ))}
              </div>
              <blockquote className="mt-4 flex-1 leading-7 text-slate-700 dark:text-slate-300">
                <p>“{t(testimonial.quote)}”</p>
              </blockquote>
              <figcaption className="mt-6 flex items-center gap-3 border-t border-slate-100 pt-5 dark:border-slate-800">
                <span
                  aria-hidden
                  className={`inline-flex size-11 shrink-0 items-center justify-center rounded-full text-sm font-bold ${testimonial.avatarClassName}`}
                >
                  {initialsOf(testimonial.name)}
                </span>
                <span>
                  <span className="block font-semibold text-slate-900 dark:text-white">{testimonial.name}</span>
                  <span className="block text-sm text-slate-600 dark:text-slate-400">{t(testimonial.role)}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
