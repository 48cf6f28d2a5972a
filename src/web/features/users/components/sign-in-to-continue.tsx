// A link page (an heir's invitation, an organisation's invitation or join link) opened signed out: what to do, and
// links to log in or create an account that lead back to the page.
import { useTranslation } from '@/i18n/use-translation.ts';
import { Link } from 'react-router';
import { authPathWithNext, type AfterLogin } from '@/features/users/after-login.ts';

export function SignInToContinue({ text, next, loginLabel }: { text: string; next: AfterLogin; loginLabel: string }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-4 text-sm">
      <p>{text}</p>
      <div className="flex flex-wrap gap-2">
        <Link to={authPathWithNext('/auth/login', next)} className="btn-primary">
          {loginLabel}
        </Link>
        <Link to={authPathWithNext('/auth/register', next)} className="btn-secondary">
          {t('auth.createAccount')}
        </Link>
      </div>
    </div>
  );
}
