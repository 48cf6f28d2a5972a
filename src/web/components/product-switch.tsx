import { useTranslation } from '@/i18n/use-translation.ts';
import { GraduationCap, Sparkles, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';

/** The two halves of Engram: practising workplace conversations, and the Engram (the digital twin). */
export type Product = 'practice' | 'twin';

const PRODUCTS: { product: Product; to: string; labelKey: string; icon: LucideIcon }[] = [
  { product: 'practice', to: '/showcase', labelKey: 'product.practice', icon: GraduationCap },
  { product: 'twin', to: '/dashboard', labelKey: 'product.twin', icon: Sparkles },
];

/**
 * "Practice" and "My Engram", each an icon with its label, the current half marked: in the header of both halves,
 * inline from the `md` width and as a row of its own below it (`layout`), so a phone shows the labels too.
 */
export function ProductSwitch({ current, layout }: { current: Product; layout: 'inline' | 'row' }) {
  const { t } = useTranslation();
  return (
    <nav
      aria-label="Engram"
      className={
        layout === 'inline'
          ? 'hidden items-center gap-0.5 rounded-full bg-slate-100 p-0.5 md:flex dark:bg-slate-800/80'
          : 'flex items-center gap-1 border-t border-slate-200 px-4 py-1.5 md:hidden dark:border-slate-800'
      }
    >
      {PRODUCTS.map(({ product, to, labelKey, icon: Icon }) => (
        <Link
          key={product}
          to={to}
          // The half this page belongs to ("true", not "page": the link leads to its start, not necessarily here).
          aria-current={product === current ? 'true' : undefined}
          className={`inline-flex items-center justify-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-medium whitespace-nowrap text-slate-700 transition-colors hover:bg-white hover:text-slate-900 aria-[current=true]:bg-white aria-[current=true]:text-brand-800 aria-[current=true]:shadow-sm dark:text-slate-200 dark:hover:bg-slate-700 dark:hover:text-white dark:aria-[current=true]:bg-slate-950 dark:aria-[current=true]:text-brand-200 ${layout === 'row' ? 'flex-1 aria-[current=true]:bg-brand-50 dark:aria-[current=true]:bg-brand-900/40' : ''}`}
        >
          <Icon className="size-4" aria-hidden />
          {t(labelKey)}
        </Link>
      ))}
    </nav>
  );
}
