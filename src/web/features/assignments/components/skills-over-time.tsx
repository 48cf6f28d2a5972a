// Skills over time in assigned practice: per skill (criteria of different rubrics that name it meet), the sessions that
// scored it, their average and each week's average with its number of sessions, oldest week first. Shown to managers
// for their organisation and to each member for their own sessions.
import type { AssignedSkill } from '@shared/contracts/assignments.ts';
import { formatDate } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/use-translation.ts';

const formatWeek = (week: string) => formatDate(`${week}T00:00:00Z`, { day: 'numeric', month: 'short', timeZone: 'UTC' });

export function SkillsOverTime({ skills, empty, label }: { skills: readonly AssignedSkill[]; empty: string; label: string }) {
  const { t } = useTranslation();
  if (skills.length === 0) return <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{empty}</p>;
  return (
    <div className="mt-2 overflow-x-auto">
      <table className="w-full text-left text-sm" aria-label={label} data-testid="skills-over-time">
        <thead className="text-xs text-slate-600 dark:text-slate-400">
          <tr>
            <th className="py-1 pr-3 font-medium">{t('assignments.table.skill')}</th>
            <th className="py-1 pr-3 font-medium">{t('assignments.table.sessions')}</th>
            <th className="py-1 pr-3 font-medium">{t('assignments.table.average')}</th>
            <th className="py-1 font-medium">{t('assignments.table.byWeek')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {skills.map((skill) => (
            <tr key={skill.key} data-testid="skill-row">
              <td className="min-w-32 py-1.5 pr-3 font-medium [overflow-wrap:anywhere]">{skill.name}</td>
              <td className="py-1.5 pr-3">{skill.sessions}</td>
              <td className="py-1.5 pr-3">{skill.average}</td>
              <td className="py-1.5">
                <span className="flex flex-wrap gap-x-3 gap-y-0.5">
                  {skill.weeks.map((week) => (
                    <span key={week.week} title={t('assignments.table.weekOf', { week: week.week })}>
                      {formatWeek(week.week)}: {week.average} ({week.sessions})
                    </span>
                  ))}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
