// The rubric editor's draft and the edits made to it, part by part, with where the focus goes after each (the moved
// criterion's button, an added item's first field, the next criterion after a removal) and what a screen reader is told
// (a catalogue text, worded by the editor).
import { useLayoutEffect, useRef, useState } from 'react';
import { uiText, type UiText } from '@/i18n/ui-text.ts';
import {
  draftFromRubric,
  emptyCriterion,
  moveItem,
  nextDraftKey,
  patchByKey,
  type DraftCriterion,
  type DraftGuideEntry,
  type DraftLevel,
  type EditableRubric,
  type RubricDraft,
} from './rubric-draft.ts';

/** A criterion as a screen reader hears it named: its name, or "Criterion" before it has one. */
const nameOf = (criterion: DraftCriterion): string | UiText => criterion.name.trim() || uiText('rubricDraft.criterion');

/** `formId` prefixes the editor's element ids (elementId), so the focus can find them after a re-render. */
export function useRubricDraftEditing(rubric: EditableRubric, formId: string) {
  const [draft, setDraft] = useState<RubricDraft>(() => draftFromRubric(rubric));
  const [announcement, setAnnouncement] = useState<UiText | null>(null);
  // The element to focus once the list has re-rendered (after a move, an added or a removed criterion).
  const pendingFocus = useRef<{ id: string; fallbackId?: string } | null>(null);

  useLayoutEffect(() => {
    const pending = pendingFocus.current;
    if (!pending) return;
    pendingFocus.current = null;
    const target = document.getElementById(pending.id);
    const usable = target instanceof HTMLButtonElement && target.disabled ? null : target;
    (usable ?? (pending.fallbackId ? document.getElementById(pending.fallbackId) : null))?.focus();
  });

  const elementId = (key: string, part: string) => `${formId}-${key}-${part}`;
  const addCriterionId = `${formId}-add-criterion`;
  const addGuideId = `${formId}-add-guide`;

  const change = (update: (current: RubricDraft) => RubricDraft) => setDraft((current) => update(current));
  const changeCriterion = (key: string, update: (criterion: DraftCriterion) => DraftCriterion) =>
    change((current) => ({ ...current, criteria: current.criteria.map((criterion) => (criterion.key === key ? update(criterion) : criterion)) }));
  const changeLevel = (key: string, patch: Partial<DraftLevel>) => change((current) => ({ ...current, levels: patchByKey(current.levels, key, patch) }));
  const changeGuideEntry = (key: string, patch: Partial<DraftGuideEntry>) => change((current) => ({ ...current, guide: patchByKey(current.guide, key, patch) }));

  const moveCriterion = (index: number, offset: -1 | 1) => {
    const criterion = draft.criteria[index];
    if (!criterion) return;
    const target = index + offset;
    if (target < 0 || target >= draft.criteria.length) return;
    const direction = offset < 0 ? 'up' : 'down';
    // The same button keeps the focus; at either end, where it is disabled, the other one takes it.
    pendingFocus.current = { id: elementId(criterion.key, direction), fallbackId: elementId(criterion.key, direction === 'up' ? 'down' : 'up') };
    change((current) => ({ ...current, criteria: moveItem(current.criteria, index, offset) }));
    setAnnouncement(uiText('rubricDraft.moved', { name: nameOf(criterion), position: target + 1, total: draft.criteria.length }));
  };

  const addCriterion = () => {
    const criterion = emptyCriterion(draft.levels);
    pendingFocus.current = { id: elementId(criterion.key, 'name') };
    change((current) => ({ ...current, criteria: [...current.criteria, criterion] }));
  };

  const removeCriterion = (index: number) => {
    const criterion = draft.criteria[index];
    if (!criterion) return;
    const next = draft.criteria[index + 1] ?? draft.criteria[index - 1];
    pendingFocus.current = { id: next ? elementId(next.key, 'name') : addCriterionId };
    change((current) => ({ ...current, criteria: current.criteria.filter((item) => item.key !== criterion.key) }));
    setAnnouncement(uiText('rubricDraft.removed', { name: nameOf(criterion) }));
  };

  const addGuideEntry = () => {
    const key = nextDraftKey('guide');
    pendingFocus.current = { id: elementId(key, 'heading') };
    change((current) => ({ ...current, guide: [...current.guide, { key, heading: '', text: '' }] }));
  };

  const removeGuideEntry = (key: string) => {
    pendingFocus.current = { id: addGuideId };
    change((current) => ({ ...current, guide: current.guide.filter((entry) => entry.key !== key) }));
  };

  return {
    draft,
    announcement,
    elementId,
    addCriterionId,
    addGuideId,
    change,
    changeCriterion,
    changeLevel,
    changeGuideEntry,
    moveCriterion,
    addCriterion,
    removeCriterion,
    addGuideEntry,
    removeGuideEntry,
  };
}
