import type { ReactNode } from 'react';
import {
  type RubricContent,
  type RubricListItem,
} from '@shared/contracts/rubrics.ts';
import {
  orderLevelEntries,
  orderLevelNames,
  sumCriterionWeights,
} from '@shared/contracts/rubric-rules.ts';
import { RUBRIC_TOTAL_WEIGHT } from '@shared/contracts/rubrics-constants.ts';
import { DEFAULT_PASS_MARK } from '@shared/contracts/reports.ts';
import { GeneratedByLabel } from '@/components/generated-by-label.tsx';
import { Modal } from '@/components/modal.tsx';
import { useTranslation } from '@/i18n/use-translation.ts';
import { useRenameRubricLevel } from '@/features/rubrics/api/rename-rubric-level.ts';
import { useUpdatePassMark } from '@/features/rubrics/api/update-pass-mark.ts';
import { LevelNameEditor } from './level-name-editor.tsx';
import { PassMarkEditor } from './pass-mark-editor.tsx';
import { orderScoringGuide } from './rubric-draft.ts';
import { RubricSection } from './rubric-section.tsx';
import { toast } from '@/components/toast.ts';
import { readable } from '@/lib/api-client.ts';

export interface ViewedRubric {
  /** Known once the rubric is stored; needed to rename its levels. */
  id?: string;
  name: string;
  content: RubricContent;
  isSample?: boolean;
  /** The caller may change it (the answer's `can_change`): false for a sample and for an organisation's rubric they neither wrote nor run. */
  canChange?: boolean;
  /** The person may rename this rubric's performance levels (their own rubric, and a creator). */
  canRenameLevels?: boolean;
  /** The overall score a session must reach to pass; the default when not known yet. */
  passMark?: number;
  /** Which engine wrote it ("offline engine" or the model's label); null for samples and older rubrics. */
  generatedBy?: string | null;
  /** The person may change the pass mark (their own rubric, not a sample). */
  canEditPassMark?: boolean;
  /** The person may edit and delete this rubric (their own, and a creator). */
  canEdit?: boolean;
  /** The person may copy this rubric into their library (a creator). */
  canDuplicate?: boolean;
  /** The description it was generated from, which Regenerate starts from; '' or absent when it has none. */
  prompt?: string;
}

// By position, so a model's own level names still get the scale's colours.
const LEVEL_TONES = [
  'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/50 dark:text-emerald-100',
  'bg-sky-100 text-sky-900 dark:bg-sky-900/50 dark:text-sky-100',
  'bg-amber-100 text-amber-900 dark:bg-amber-900/50 dark:text-amber-100',
  'bg-rose-100 text-rose-900 dark:bg-rose-900/50 dark:text-rose-100',
  'bg-slate-200 text-slate-900 dark:bg-slate-700 dark:text-slate-100',
];
// Static class names, so Tailwind generates them: one to five summary columns.
const SUMMARY_COLUMNS = ['sm:grid-cols-1', 'sm:grid-cols-2', 'sm:grid-cols-3', 'sm:grid-cols-4', 'sm:grid-cols-5'];
const MAX_SUMMARY_COLUMNS = 5;
function pickLevelTone(index: number): string {
  return LEVEL_TONES[Math.min(index, LEVEL_TONES.length - 1)] ?? '';
}

/** A read-only field: the value as text in a field-like box, not a disabled input. */
function ReadOnlyField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <p className="field-label">{label}</p>
      <div className="rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-sm whitespace-pre-line text-slate-900 dark:border-slate-800 dark:bg-slate-950/60 dark:text-slate-100">
        {children}
      </div>
    </div>
  );
}

export interface RubricViewModalProps {
  rubric: ViewedRubric | null;
  onClose: () => void;
  /** After a level rename was saved, with the rubric as stored. */
  onRenamed?: (rubric: RubricListItem) => void;
  /** After a new pass mark was saved, with the rubric as stored. */
  onPassMarkSaved?: (rubric: RubricListItem) => void;
  /** Opens the editor on this rubric (shown when `canEdit`). */
  onEdit?: (rubric: ViewedRubric) => void;
  /** Asks to delete this rubric (shown when `canEdit`). */
  onDelete?: (rubric: ViewedRubric) => void;
  /** Copies this rubric into the person's library (shown when `canDuplicate`). */
  onDuplicate?: (rubric: ViewedRubric) => void;
  /** Asks to generate this rubric again from its description (shown when `canEdit` and it has one). */
  onRegenerate?: (rubric: ViewedRubric) => void;
  /** While a copy is being made. */
  isDuplicating?: boolean;
  /** Admins see which engine wrote a generated rubric. */
  isAdmin?: boolean;
}

/**
 * A rubric's view, titled with its name: every part of the rubric, read-only but for the level names and the pass mark, closed
 * with OK. The owner's rubric offers Edit and Delete, and Regenerate when it was made from a description; a sample (or
 * any rubric, for a creator) offers Duplicate.
 */
export function RubricViewModal({ rubric, onClose, onRenamed, onPassMarkSaved, onEdit, onDelete, onDuplicate, onRegenerate, isDuplicating = false, isAdmin = false }: RubricViewModalProps) {
  const { t } = useTranslation();
  const canEdit = Boolean(rubric?.canEdit && rubric.id);
  const canRegenerate = canEdit && Boolean(rubric?.prompt?.trim() && onRegenerate);
  const canDuplicate = Boolean(rubric?.canDuplicate && rubric.id && onDuplicate);
  return (
    <Modal
      isOpen={rubric !== null}
      onClose={onClose}
      title={rubric?.name.trim() || t('rubricView.rubric')}
      description={rubric?.isSample ? t('rubricView.sample') : undefined}
      width="60rem"
      footer={
        <>
          {canEdit && onDelete && rubric ? (
            <button type="button" className="btn-secondary text-red-700 sm:mr-auto dark:text-red-300" onClick={() => onDelete(rubric)}>
              {t('rubricView.delete')}
            </button>
          ) : null}
          {canDuplicate && rubric ? (
            <button type="button" className="btn-secondary" onClick={() => onDuplicate?.(rubric)} disabled={isDuplicating}>
              {isDuplicating ? t('rubricView.duplicating') : t('rubricView.duplicate')}
            </button>
          ) : null}
          {canRegenerate && rubric ? (
            <button type="button" className="btn-secondary" onClick={() => onRegenerate?.(rubric)}>
              {t('rubricView.regenerate')}
            </button>
          ) : null}
          {canEdit && onEdit && rubric ? (
            <button type="button" className="btn-secondary" onClick={() => onEdit(rubric)}>
              {t('rubricView.edit')}
            </button>
          ) : null}
          <button type="button" className="btn-primary sm:min-w-24" onClick={onClose}>
            {t('common.ok')}
          </button>
        </>
      }
    >
      {rubric ? <RubricDetails rubric={rubric} onRenamed={onRenamed} onPassMarkSaved={onPassMarkSaved} isAdmin={isAdmin} /> : null}
    </Modal>
  );
}

interface RubricDetailsProps {
  rubric: ViewedRubric;
  onRenamed: ((rubric: RubricListItem) => void) | undefined;
  onPassMarkSaved: ((rubric: RubricListItem) => void) | undefined;
  isAdmin: boolean;
}

function RubricDetails({ rubric, onRenamed, onPassMarkSaved, isAdmin }: RubricDetailsProps) {
  const { t } = useTranslation();
  const { content } = rubric;
  const renameMutation = useRenameRubricLevel();
  const passMarkMutation = useUpdatePassMark();
  const passMark = rubric.passMark ?? DEFAULT_PASS_MARK;
  const savePassMark = async (value: number) => {
    if (!rubric.id) return;
    try {
      const stored = await passMarkMutation.mutateAsync({ id: rubric.id, pass_mark: value });
      toast.success(t('rubricView.passMarkUpdated'));
      onPassMarkSaved?.(stored);
    } catch (error) {
      toast.error(readable(error, t('rubricView.passMarkFailed')));
      throw error;
    }
  };
  const rubricId = rubric.id;
  const canRename = Boolean(rubric.canRenameLevels && rubricId);
  const renameLevel = async (level: string, newName: string) => {
    if (!rubricId) return;
    try {
      const stored = await renameMutation.mutateAsync({ id: rubricId, level, new_name: newName });
      toast.success(t('rubricView.levelRenamed'));
      onRenamed?.(stored);
    } catch (error) {
      toast.error(readable(error, t('rubricView.levelRenameFailed')));
      throw error;
    }
  };
  const totalWeight = sumCriterionWeights(content.criteria);
  const levelOrder = orderLevelNames(content.performance_levels_summary);
  const summary = orderLevelEntries(content.performance_levels_summary, levelOrder);
  const summaryColumns = SUMMARY_COLUMNS[Math.min(Math.max(summary.length, 1), MAX_SUMMARY_COLUMNS) - 1];
  const scoringGuide = orderScoringGuide(content.scoring_guide);
  const toneOf = (level: string, fallbackIndex: number) => pickLevelTone(levelOrder.includes(level) ? levelOrder.indexOf(level) : fallbackIndex);

  return (
    <div className="space-y-8">
      <div className="grid gap-4">
        <ReadOnlyField label={t('rubricView.name')}>
          <span data-testid="rubric-name">{rubric.name}</span>
        </ReadOnlyField>
        <ReadOnlyField label={t('rubricView.description')}>{content.description}</ReadOnlyField>
        <GeneratedByLabel generatedBy={rubric.generatedBy} isAdmin={isAdmin} />
      </div>

      <RubricSection title={t('rubricView.passMarkTitle')}>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          <span className="font-semibold text-slate-900 dark:text-white" data-testid="pass-mark">
            {t('rubricView.passMark', { mark: passMark })}
          </span>{' '}
          {t('rubricView.passMarkHelp')}
        </p>
        {rubric.canEditPassMark && rubric.id ? (
          // Keyed by the stored value, so a saved or changed rubric starts the field from what is stored.
          <PassMarkEditor key={`${rubric.id}-${passMark}`} passMark={passMark} isSaving={passMarkMutation.isPending} onSave={savePassMark} />
        ) : null}
      </RubricSection>

      <RubricSection
        title={t('rubricView.criteria')}
        aside={
          <p
            data-testid="total-weight"
            className={`rounded-full px-3 py-1 text-sm font-semibold ${
              totalWeight === RUBRIC_TOTAL_WEIGHT
                ? 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/50 dark:text-emerald-100'
                : 'bg-amber-100 text-amber-900 dark:bg-amber-900/50 dark:text-amber-100'
            }`}
          >
            {t('rubricView.totalWeight', { weight: totalWeight })}
          </p>
        }
      >
        <ol className="space-y-3">
          {content.criteria.map((criterion, index) => (
            <li key={`${criterion.criterion_name}-${index}`} className="rounded-xl border border-slate-200 p-4 dark:border-slate-800" data-testid="criterion">
              <div className="flex items-start justify-between gap-3">
                <h4 className="font-semibold text-slate-900 dark:text-white">
                  <span className="mr-2 text-slate-500 dark:text-slate-400" aria-hidden>
                    {index + 1}.
                  </span>
                  {criterion.criterion_name}
                </h4>
                <span
                  className="shrink-0 rounded-full bg-brand-100 px-2.5 py-0.5 text-sm font-semibold text-brand-900 tabular-nums dark:bg-brand-900/60 dark:text-brand-100"
                  data-testid="criterion-weight"
                  aria-label={t('rubricView.weight', { weight: criterion.weight })}
                >
                  {criterion.weight}%
                </span>
              </div>
              <dl className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
                {orderLevelEntries(criterion.performance_levels, levelOrder).map(([level, text], levelIndex) => (
                  <div key={level} className="rounded-lg bg-slate-50 p-3 dark:bg-slate-950/60">
                    <dt>
                      <span className={`inline-block rounded-md px-2 py-0.5 text-xs font-semibold ${toneOf(level, levelIndex)}`}>{level}</span>
                    </dt>
                    <dd className="mt-1.5 text-sm text-slate-700 dark:text-slate-300">{text}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ol>
      </RubricSection>

      {summary.length > 0 ? (
        <RubricSection title={t('rubricView.levelsSummary')}>
          <dl className={`grid grid-cols-2 gap-3 ${summaryColumns}`}>
            {summary.map(([level, range], index) => (
              <div key={level} className="rounded-xl border border-slate-200 p-3 dark:border-slate-800">
                <dt>
                  {canRename ? (
                    <LevelNameEditor
                      level={level}
                      levelNames={levelOrder}
                      isSaving={renameMutation.isPending}
                      onRename={(newName) => renameLevel(level, newName)}
                    />
                  ) : (
                    <span className="text-xs font-medium text-slate-600 dark:text-slate-400">{t('rubricView.levelRange', { level })}</span>
                  )}
                </dt>
                <dd className={`mt-1 inline-block rounded-md px-2 py-0.5 text-base font-semibold tabular-nums ${pickLevelTone(index)}`}>{range}</dd>
              </div>
            ))}
          </dl>
        </RubricSection>
      ) : null}

      {scoringGuide.length > 0 ? (
        <RubricSection title={t('rubricView.scoringGuide')}>
          <dl className="grid gap-3 sm:grid-cols-3">
            {scoringGuide.map(([key, text]) => (
              <div key={key} className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
                <dt className="font-semibold text-slate-900 dark:text-white">{key}</dt>
                <dd className="mt-1 text-sm text-slate-700 dark:text-slate-300">{text}</dd>
              </div>
            ))}
          </dl>
        </RubricSection>
      ) : null}

      {content.note ? (
        <RubricSection title={t('rubricView.note')}>
          <p className="rounded-xl border border-sky-200 bg-sky-50 p-4 text-sm text-sky-950 dark:border-sky-900 dark:bg-sky-950/40 dark:text-sky-100">{content.note}</p>
        </RubricSection>
      ) : null}
    </div>
  );
}
