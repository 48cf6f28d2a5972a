import { LogoMark } from '../../../components/logo.tsx';

interface FooterLink {
  label: string;
  href: string;
}

// The specification asks for placeholder links, so entries without a page of their own point at "#".
function placeholderLinks(...labels: string[]): FooterLink[] {
  return labels.map((label) => ({ label, href: '#' }));
}

const FOOTER_GROUPS: { title: string; links: FooterLink[] }[] = [
  { title: 'Product', links: placeholderLinks('Digital Twin', 'Memory Locker', 'Pricing', 'Roadmap') },
  {
    title: 'Company',
    links: [
      ...placeholderLinks('About Us', 'Careers'),
      { label: 'Privacy Policy', href: '/privacy' },
      { label: 'Terms of Service', href: '/terms' },
    ],
  },
  { title: 'Connect', links: placeholderLinks('Contact Us', 'X (Twitter)', 'LinkedIn', 'Discord') },
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
