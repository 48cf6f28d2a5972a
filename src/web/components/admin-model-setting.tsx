// What an admin reads beside the practice partner note: where to connect a model. Only admins see it.
import { Link } from 'react-router';
import { richText } from '@/i18n/rich-text.tsx';
import { useTranslation } from '@/i18n/use-translation.ts';

export function AdminModelSetting() {
  const { t } = useTranslation();
  return (
    <span data-testid="practice-partner-admin">
      {richText(t('generated.adminSetting'), {
        link: (inner) => (
          <Link to="/admin/ai" className="font-medium text-violet-700 underline underline-offset-2 hover:text-violet-900 dark:text-violet-300">
            {inner}
          </Link>
        ),
      })}
    </span>
  );
}
