import { ArrowRight, GraduationCap, Sparkles, type LucideIcon } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation.ts';
import { LandingSection } from './landing-section.tsx';

/** The registration page that leads on to one half of Engram: the practice area or the Engram's interview. */
export const REGISTER_FOR_PRACTICE = '/auth/register?next=practice';
export const REGISTER_FOR_TWIN = '/auth/register?next=twin';

/** A product's texts are catalogue keys. */
interface Product {
  icon: LucideIcon;
  eyebrow: string;
  title: string;
  body: string;
  points: string[];
  cta: { href: string; label: string };
}

const PRODUCTS: Product[] = [
  {
    icon: GraduationCap,
    eyebrow: 'product.practice',
    title: 'landing.products.practiceTitle',
    body: 'landing.products.practiceBody',
    points: ['landing.products.practicePoint1', 'landing.products.practicePoint2', 'landing.products.practicePoint3'],
    cta: { href: REGISTER_FOR_PRACTICE, label: 'landing.products.practiceCta' },
  },
  {
    icon: Sparkles,
    eyebrow: 'product.twin',
    title: 'landing.products.twinTitle',
    body: 'landing.products.twinBody',
    points: ['landing.products.twinPoint1', 'landing.products.twinPoint2', 'landing.products.twinPoint3'],
    cta: { href: REGISTER_FOR_TWIN, label: 'landing.products.twinCta' },
  },
];

/** The two halves of Engram side by side, each with the way in that leads there after signing up. */
export function LandingProducts() {
  const { t } = useTranslation();
  return (
    <LandingSection
      id="products"
      headingId="products-title"
      eyebrow={t('landing.products.eyebrow')}
      title={t('landing.products.title')}
      intro={t('landing.products.intro')}
      isTinted
    >
      <ul className="mx-auto mt-12 grid max-w-5xl gap-6 md:grid-cols-2">
        {PRODUCTS.map(({ icon: Icon, eyebrow, title, body, points, cta }) => (
          <li key={title} className="flex flex-col rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
            <span className="flex size-12 items-center justify-center rounded-2xl bg-brand-100 text-brand-700 dark:bg-brand-900/60 dark:text-brand-200">
              <Icon className="size-6" aria-hidden />
            </span>
            <p className="mt-5 text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-300">{t(eyebrow)}</p>
            <h3 className="mt-1 text-xl font-bold text-slate-900 dark:text-white">{t(title)}</h3>
            <p className="mt-3 leading-7 text-slate-600 dark:text-slate-300">{t(body)}</p>
            <ul className="mt-4 flex-1 list-disc space-y-1.5 pl-5 text-sm leading-6 text-slate-700 marker:text-brand-600 dark:text-slate-300">
              {points.map((point) => (
                <li key={point}>{t(point)}</li>
              ))}
            </ul>
            <a href={cta.href} className="btn-primary mt-6 self-start px-5 py-2.5">
              {t(cta.label)}
              <ArrowRight className="size-4" aria-hidden />
            </a>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
