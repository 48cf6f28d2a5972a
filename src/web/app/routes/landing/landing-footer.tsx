import { LogoMark } from '@/components/logo.tsx';
import { REGISTER_FOR_TWIN } from './landing-products.tsx';

interface FooterLink {
  label: string;
  href: string;
}

// Every link leads somewhere real. The footer also sits under the terms and privacy pages, so the landing's
// sections are addressed from the root ("/#pricing"), which is the same page when already on the landing.
const FOOTER_GROUPS: { title: string; links: FooterLink[] }[] = [
  {
    title: 'Product',
    links: [
      { label: 'Practice', href: '/#products' },
      { label: 'Digital Twin', href: '/#features' },
      { label: 'Memory Locker', href: REGISTER_FOR_TWIN },
      { label: 'Pricing', href: '/#pricing' },
    ],
  },
  {
    title: 'Help',
    links: [
      { label: 'How it works', href: '/#how-it-works' },
      { label: 'FAQ', href: '/#faq' },
      { label: 'Contact Us', href: '/terms#questions' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Privacy Policy', href: '/privacy' },
      { label: 'Terms of Service', href: '/terms' },
    ],
  },
];

export function LandingFooter() {
  return (
    <footer className="border-t border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-950">
      <div className="container-page py-14">
        <div className="grid grid-cols-2 gap-x-6 gap-y-10 sm:grid-cols-3 lg:grid-cols-5">
          <div className="col-span-2 sm:col-span-3 lg:col-span-2">
            <a href="/" className="inline-block rounded-lg text-slate-900 dark:text-white" aria-label="Engram home">
              <LogoMark />
            </a>
            <p className="mt-4 max-w-xs text-sm leading-6 text-slate-600 dark:text-slate-400">
              Practise the conversations that matter, and keep your story for the people you love.
            </p>
          </div>
          {FOOTER_GROUPS.map((group) => (
            <div key={group.title}>
              <h2 className="text-sm font-semibold text-slate-900 dark:text-white">{group.title}</h2>
              <ul className="mt-4 space-y-3">
                {group.links.map(({ label, href }) => (
                  <li key={label}>
                    <a href={href} className="text-sm text-slate-600 transition-colors hover:text-brand-700 dark:text-slate-400 dark:hover:text-brand-300">
                      {label}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        <p className="mt-12 border-t border-slate-200 pt-8 text-sm text-slate-600 dark:border-slate-800 dark:text-slate-400">
          © {new Date().getFullYear()} Engram. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
