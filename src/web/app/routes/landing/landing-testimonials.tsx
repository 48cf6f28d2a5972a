import { Star } from 'lucide-react';
import { LandingSection } from './landing-section.tsx';

interface Testimonial {
  name: string;
  role: string;
  quote: string;
  avatarClassName: string;
}

const TESTIMONIALS: Testimonial[] = [
  {
    name: 'Margaret Ellis',
    role: 'Retired teacher',
    quote: 'I recorded forty years of classroom stories. My grandchildren can ask my twin for homework advice, and it really sounds like me.',
    avatarClassName: 'bg-brand-100 text-brand-800 dark:bg-brand-900 dark:text-brand-100',
  },
  {
    name: 'David Okafor',
    role: 'Father of three',
    quote: 'Reserving my username took two minutes. Knowing my kids will hear my stories and my values one day gives me real peace of mind.',
    avatarClassName: 'bg-pink-100 text-pink-800 dark:bg-pink-900 dark:text-pink-100',
  },
  {
    name: 'Sofia Marquez',
    role: 'Founder and startup mentor',
    quote: 'I uploaded years of talks and notes. Now the founders I used to mentor can put their questions to my Engram, in my own words.',
    avatarClassName: 'bg-teal-100 text-teal-800 dark:bg-teal-900 dark:text-teal-100',
  },
  {
    name: 'James Whitaker',
    role: 'Estate planning attorney',
    quote: 'My clients like that they choose who inherits access, and whether their twin stays private or becomes public.',
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
  return (
    <LandingSection
      headingId="testimonials-title"
      eyebrow="Testimonials"
      title="People who chose to be remembered"
      intro="Illustrative examples, not customer reviews: the kind of twin a parent, a teacher or a mentor can keep for the people who come after them."
    >
      <ul className="mt-16 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {TESTIMONIALS.map((testimonial) => (
          <li key={testimonial.name}>
            <figure className="card flex h-full flex-col p-6">
              <div role="img" aria-label="5 out of 5 stars" className="flex gap-0.5 text-amber-500 dark:text-amber-400">
                {[1, 2, 3, 4, 5].map((star) => (
                  <Star key={star} className="size-5 fill-current" aria-hidden />
                ))}
              </div>
              <blockquote className="mt-4 flex-1 leading-7 text-slate-700 dark:text-slate-300">
                <p>“{testimonial.quote}”</p>
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
                  <span className="block text-sm text-slate-600 dark:text-slate-400">{testimonial.role}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
