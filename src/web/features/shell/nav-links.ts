export interface NavLinkItem {
  to: string;
  label: string;
  /** The catalogue key of the label, on pages whose interface is translated (src/web/i18n); `label` is its English. */
  labelKey?: string;
  /** Extra path prefixes under which this link also shows as active. */
  alsoActiveUnder?: string[];
}

export const SHOWCASE_NAV_LINKS: NavLinkItem[] = [
  { to: '/showcase', label: 'Roleplay Scenarios', labelKey: 'nav.scenarios', alsoActiveUnder: ['/showcase/roleplay'] },
  { to: '/showcase/persona', label: 'Persona', labelKey: 'nav.persona' },
  { to: '/showcase/rubrics', label: 'Rubrics', labelKey: 'nav.rubrics' },
  { to: '/showcase/glossary', label: 'Glossary', labelKey: 'nav.glossary' },
  { to: '/showcase/file-management', label: 'File Management', labelKey: 'nav.files' },
  { to: '/showcase/history', label: 'History', labelKey: 'nav.history', alsoActiveUnder: ['/showcase/report'] },
  { to: '/showcase/progress', label: 'Progress', labelKey: 'nav.progress' },
];

/** The digital twin's dashboard, reached from the practice area (it links back with "Practice"). */
export const TWIN_DASHBOARD_LINK: NavLinkItem = { to: '/dashboard', label: 'My Engram', labelKey: 'product.twin' };

/** The operator's pages, for admins only: the header's "Admin" entry leads to the first, the admin layout lists them all. */
export const ADMIN_NAV_LINKS: NavLinkItem[] = [
  { to: '/admin/users', label: 'Users', labelKey: 'admin.nav.users' },
  { to: '/admin/ai', label: 'AI', labelKey: 'admin.nav.ai' },
  { to: '/admin/local-model', label: 'Local model', labelKey: 'admin.nav.localModel' },
  { to: '/admin/speech', label: 'Speech', labelKey: 'admin.nav.speech' },
  { to: '/admin/email', label: 'E-mail', labelKey: 'admin.nav.email' },
  { to: '/admin/credits', label: 'Credits', labelKey: 'admin.nav.credits' },
  { to: '/admin/organizations', label: 'Organisations', labelKey: 'admin.nav.organizations' },
  { to: '/admin/usage', label: 'Usage', labelKey: 'admin.nav.usage' },
  { to: '/admin/quality', label: 'Quality', labelKey: 'admin.nav.quality' },
];

/** The header's entry to the admin pages (admins only). */
export const ADMIN_LINK: NavLinkItem = { to: '/admin/users', label: 'Admin', labelKey: 'header.admin', alsoActiveUnder: ['/admin'] };

/** Pages that explain the practice area, outside the main links. */
export const SHOWCASE_HELP_LINKS: NavLinkItem[] = [
  { to: '/showcase/how-it-works', label: 'How it works', labelKey: 'nav.howItWorks' },
  { to: '/showcase/faq', label: 'FAQ', labelKey: 'nav.faq' },
];

function isUnder(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** /showcase is active only on itself and under /showcase/roleplay; the other links on their own subtree. */
export function isNavLinkActive(link: NavLinkItem, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === link.to) return true;
  if (link.alsoActiveUnder?.some((prefix) => isUnder(path, prefix))) return true;
  return link.to !== '/showcase' && isUnder(path, link.to);
}
