// What an admin reads beside the practice partner note: where to connect a model. Only admins see it.
import { Link } from 'react-router';

export function AdminModelSetting() {
  return (
    <span data-testid="practice-partner-admin">
      Administrators:{' '}
      <Link to="/admin/ai" className="font-medium text-violet-700 underline underline-offset-2 hover:text-violet-900 dark:text-violet-300">
        connect a language model
      </Link>{' '}
      on the AI admin page.
    </span>
  );
}
