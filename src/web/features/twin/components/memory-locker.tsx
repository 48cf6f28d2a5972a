import { Download, FileText, Image, Mic, NotebookPen, Pencil, Plus, Trash2, Video, type LucideIcon } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation.ts';
import type { TwinAnswer } from '@shared/contracts/twin.ts';
import { type TwinMemory } from '@shared/contracts/twin-memories.ts';
import { TWIN_MEMORY_SORTS, type TwinMemoryKind, type TwinMemorySort } from '@shared/contracts/twin-constants.ts';
import { IconButton } from '@/components/icon-button.tsx';
import { SearchField } from '@/components/search-field.tsx';
import { SelectOptions } from '@/components/select-options.tsx';
import { ShareBar } from '@/components/share-bar.tsx';
import { Spinner } from '@/components/spinner.tsx';
import { ensureFreshSession } from '@/lib/api-client.ts';
import { memoryFilePath } from '@/features/twin/api/delete-memory.ts';
import { useMemories } from '@/features/twin/api/get-memories.ts';
import { formatDay, formatSize, lockerLeftText, memoryKindLabel, textStatusLabel, visibilityOption } from '@/features/twin/twin-display.ts';
import { AddMemoryModal } from './add-memory-modal.tsx';
import { AnswerMoreLink } from './answer-more-link.tsx';
import { DashboardSection, LoadError } from './dashboard-section.tsx';
import { DeleteMemoryModal } from './delete-memory-modal.tsx';
import { EditMemoryModal } from './edit-memory-modal.tsx';
import { MemoryMedia } from './memory-media.tsx';

const KIND_ICONS: Record<TwinMemoryKind, LucideIcon> = { text: NotebookPen, voice: Mic, video: Video, photo: Image, document: FileText };
const SEARCH_DELAY_MS = 250;
/** While a memory's text is being read, the list looks again this often. */
const PENDING_REFRESH_MS = 3000;

async function downloadMemory(memory: TwinMemory) {
  await ensureFreshSession();
  const link = document.createElement('a');
  link.href = memoryFilePath(memory.id);
  link.download = memory.filename ?? '';
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * The memory locker: add, search, sort and delete memories, and what is left of the allowance; with the owner's
 * `answers`, the way back to the interview's unanswered questions.
 */
export function MemoryLocker({ answers }: { answers?: readonly Pick<TwinAnswer, 'number'>[] }) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<TwinMemorySort>('newest');
  const [isAddOpen, setIsAddOpen] = useState(false);
  const [toDelete, setToDelete] = useState<TwinMemory | null>(null);
  const [toEdit, setToEdit] = useState<TwinMemory | null>(null);
  const sortId = useId();

  useEffect(() => {
    const timer = window.setTimeout(() => setSearch(query), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [query]);

  const memories = useMemories({ q: search, sort });
  const list = memories.data?.memories ?? [];
  const storage = memories.data?.storage;
  const isReading = list.some((memory) => memory.text_status === 'pending');
  const { refetch } = memories;
  useEffect(() => {
    if (!isReading) return;
    const timer = window.setInterval(() => void refetch(), PENDING_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [isReading, refetch]);

  const usedShare = storage && storage.allowance_bytes > 0 ? Math.min(100, (storage.used_bytes / storage.allowance_bytes) * 100) : 0;

  return (
    <DashboardSection
      title={t('dash.locker.title')}
      description={t('dash.locker.description')}
      actions={
        <button type="button" className="btn-primary" onClick={() => setIsAddOpen(true)}>
          <Plus className="size-4" aria-hidden />
          {t('dash.locker.add')}
        </button>
      }
    >
      {answers ? (
        <div className="mb-4">
          <AnswerMoreLink answers={answers} />
        </div>
      ) : null}
      <div className="card flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0 flex-1">
          <p className="text-sm">
            <span className="text-slate-600 dark:text-slate-300">{t('dash.locker.available')} </span>
            <span className="font-semibold" data-testid="locker-left">
              {storage ? lockerLeftText(storage.used_bytes, storage.allowance_bytes) : '…'}
            </span>
          </p>
          <ShareBar percent={usedShare} className="mt-2 h-2 max-w-md" />
          {storage ? (
            <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
              {t('dash.locker.usedOf', { used: formatSize(storage.used_bytes), total: formatSize(storage.allowance_bytes) })}
            </p>
          ) : null}
        </div>
      </div>

      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center">
        <SearchField label={t('dash.locker.search')} placeholder={t('dash.locker.searchPlaceholder')} value={query} onChange={setQuery} className="flex-1" />
        <div className="flex items-center gap-2">
          <label htmlFor={sortId} className="text-sm font-medium whitespace-nowrap text-slate-700 dark:text-slate-200">
            {t('dash.locker.sortBy')}
          </label>
          <select id={sortId} value={sort} onChange={(event) => setSort(event.target.value as TwinMemorySort)} className="field-input w-full sm:w-44">
            <SelectOptions values={TWIN_MEMORY_SORTS} labelOf={(option) => t(`dash.locker.sort.${option}`)} />
          </select>
        </div>
      </div>

      <section aria-labelledby="memories-heading" className="mt-6">
        <h2 id="memories-heading" className="text-sm font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
          {t('dash.locker.memories', { count: list.length })}
        </h2>
        {memories.isPending ? (
          <div className="flex justify-center py-12">
            <Spinner label={t('dash.locker.loading')} />
          </div>
        ) : memories.isError ? (
          <div className="mt-3">
            <LoadError message={memories.error.message} onRetry={() => void memories.refetch()} />
          </div>
        ) : list.length === 0 ? (
          <div className="mt-3 rounded-2xl border-2 border-dashed border-slate-300 bg-white px-6 py-12 text-center dark:border-slate-700 dark:bg-slate-900/50">
            <h3 className="text-lg font-semibold">{search.trim() ? t('dash.locker.noMatch', { search: search.trim() }) : t('dash.locker.empty')}</h3>
            <p className="mx-auto mt-1 max-w-md text-sm text-slate-600 dark:text-slate-300">
              {search.trim() ? t('dash.locker.noMatchHint') : t('dash.locker.emptyHint')}
            </p>
          </div>
        ) : (
          <ul className="mt-3 grid gap-3" data-testid="memory-list">
            {list.map((memory) => {
              const Icon = KIND_ICONS[memory.kind];
              // A photo has no text to read, and a recording without one offers its own line below.
              const status = memory.text_status === 'none' && memory.kind !== 'document' ? null : textStatusLabel(memory.text_status);
              return (
                <li key={memory.id} className="card flex gap-3 p-4" data-testid="memory-item">
                  {memory.kind === 'photo' && memory.filename ? (
                    <MemoryMedia memory={memory} />
                  ) : (
                    <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-700 dark:bg-brand-900/60 dark:text-brand-200">
                      <Icon className="size-5" aria-hidden />
                    </span>
                  )}
                  <div className="min-w-0 flex-1">
                    <h3 className="font-semibold [overflow-wrap:anywhere]">{memory.title}</h3>
                    <p className="mt-0.5 text-xs text-slate-600 dark:text-slate-400">
                      {memoryKindLabel(memory.kind)} · {memory.date ? formatDay(memory.date) : t('dash.locker.added', { date: formatDay(memory.created_at) })} · {visibilityOption(memory.visibility).label} ·{' '}
                      {formatSize(memory.size_bytes)}
                      {status ? ` · ${status}` : ''}
                    </p>
                    {memory.caption ? <p className="mt-2 text-sm text-slate-800 italic [overflow-wrap:anywhere] dark:text-slate-200">{memory.caption}</p> : null}
                    {memory.kind === 'voice' || memory.kind === 'video' ? <MemoryMedia memory={memory} /> : null}
                    {memory.excerpt ? <p className="mt-2 line-clamp-3 text-sm text-slate-700 [overflow-wrap:anywhere] dark:text-slate-300">{memory.excerpt}</p> : null}
                    {(memory.kind === 'voice' || memory.kind === 'video') && !memory.transcript && memory.text_status !== 'pending' ? (
                      <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
                        {memory.text_status === 'failed' ? t('dash.locker.notTranscribed') : t('dash.locker.noSpeechEngine')}{' '}
                        <button type="button" className="font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-300" onClick={() => setToEdit(memory)}>
                          {t('dash.locker.typeSaid')}
                        </button>
                      </p>
                    ) : null}
                  </div>
                  <div className="flex shrink-0 flex-col gap-1 sm:flex-row">
                    {memory.filename ? (
                      <IconButton icon={Download} onClick={() => void downloadMemory(memory)} label={t('dash.locker.downloadNamed', { title: memory.title })} title={t('dash.locker.download')} />
                    ) : null}
                    <IconButton icon={Pencil} onClick={() => setToEdit(memory)} label={t('dash.locker.editNamed', { title: memory.title })} title={t('dash.locker.edit')} />
                    <IconButton icon={Trash2} onClick={() => setToDelete(memory)} label={t('dash.locker.deleteNamed', { title: memory.title })} title={t('dash.locker.delete')} />
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <AddMemoryModal isOpen={isAddOpen} onClose={() => setIsAddOpen(false)} bytesLeft={storage ? Math.max(0, storage.allowance_bytes - storage.used_bytes) : Number.MAX_SAFE_INTEGER} />
      <DeleteMemoryModal memory={toDelete} onClose={() => setToDelete(null)} />
      <EditMemoryModal memory={toEdit} onClose={() => setToEdit(null)} />
    </DashboardSection>
  );
}
