// What a session shows once its character has ended the conversation (walked away): it takes no more lines, and the
// one thing left to do is to end it and read the report.
import { useTranslation } from '@/i18n/use-translation.ts';
import { DoorOpen } from 'lucide-react';

export interface CharacterEndedNoticeProps {
  characterName: string;
  onEnd: () => void;
  isEnding: boolean;
}

/** "Marcus Reid ended the conversation." with "End and see your report". */
export function CharacterEndedNotice({ characterName, onEnd, isEnding }: CharacterEndedNoticeProps) {
  const { t } = useTranslation();
  const name = characterName.trim() || t('session.theCharacter');
  return (
    <div
      role="status"
      className="mb-3 flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950 sm:flex-row sm:items-center sm:justify-between dark:border-amber-700/60 dark:bg-amber-950/40 dark:text-amber-50"
      data-testid="character-ended"
    >
      <div className="flex items-start gap-2">
        <DoorOpen className="mt-0.5 size-5 shrink-0" aria-hidden />
        <div>
          <p className="font-semibold">{t('session.characterEnded', { name })}</p>
          <p className="text-sm">{t('session.characterEndedBody')}</p>
        </div>
      </div>
      <button type="button" className="btn-primary shrink-0" onClick={onEnd} disabled={isEnding}>
        {isEnding ? t('session.ending') : t('session.endAndReport')}
      </button>
    </div>
  );
}
