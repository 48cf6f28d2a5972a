// A page shown instead of the one asked for: one centred card led by an icon and a title, then what the person can do.
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

interface NoticeCardProps {
  icon: LucideIcon;
  title: string;
  testId: string;
  children: ReactNode;
}

export function NoticeCard({ icon: Icon, title, testId, children }: NoticeCardProps) {
  return (
    <div className="container-page py-10">
      <div className="card mx-auto max-w-xl p-6" data-testid={testId}>
        <Icon className="mx-auto size-8 text-slate-500 dark:text-slate-400" aria-hidden />
        <h1 className="mt-3 text-center text-xl font-semibold text-slate-900 dark:text-white">{title}</h1>
        {children}
      </div>
    </div>
  );
}
