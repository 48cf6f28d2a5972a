import { useTranslation } from '@/i18n/use-translation.ts';
import type { TwinMemory } from '@shared/contracts/twin-memories.ts';
import { memoryFilePath } from '@/features/twin/api/delete-memory.ts';

/**
 * A memory's own media in the locker: a photo's thumbnail (opening the full photo), or a player for a voice note or
 * video (the server answers byte ranges, so players seek). Nothing for other kinds.
 */
export function MemoryMedia({ memory }: { memory: TwinMemory }) {
  const { t } = useTranslation();
  if (!memory.filename) return null;
  const source = memoryFilePath(memory.id);
  if (memory.kind === 'photo') {
    return (
      <a href={source} target="_blank" rel="noreferrer" className="block shrink-0 rounded-lg" aria-label={t('dash.memory.openPhoto', { title: memory.title })}>
        <img
          src={source}
          alt={memory.caption ?? memory.title}
          loading="lazy"
          className="size-20 rounded-lg border border-slate-200 object-cover sm:size-24 dark:border-slate-700"
          data-testid="memory-thumbnail"
        />
      </a>
    );
  }
  if (memory.kind === 'voice') {
    return <audio controls preload="metadata" src={source} className="mt-2 w-full max-w-md" aria-label={t('dash.memory.play', { title: memory.title })} />;
  }
  if (memory.kind === 'video') {
    return (
      <video controls preload="metadata" src={source} className="mt-2 aspect-video w-full max-w-md rounded-lg bg-black" aria-label={t('dash.memory.play', { title: memory.title })} />
    );
  }
  return null;
}
