import { useMemo, useState } from 'react';
import type { Condition, FilterRule } from '@listboard/shared';
import { addBlock, addCondition, addGroup, newConditionId, removeCondition, updateCondition } from './conditionTree';
import { type DraftProblems, type FilterDraft, draftOfRule, draftProblems, isDraftValid, newDraft } from './filterDraft';
import type { ConditionChange } from './ConditionRow';

export interface FilterBuilderState {
  draft: FilterDraft;
  problems: DraftProblems;
  valid: boolean;
  /** Problems are shown only after a first try to save or apply, not while the person is still typing. */
  showProblems: boolean;
  setShowProblems: (show: boolean) => void;
  setName: (name: string) => void;
  addCondition: (block: number, group: number) => void;
  addGroup: (block: number) => void;
  addBlock: () => void;
  removeCondition: (id: string) => void;
  changeCondition: (id: string, change: ConditionChange) => void;
}

/** The builder's draft: a new filter, or a copy of the saved private filter being edited. */
export function useFilterBuilder(editing: FilterRule | null, saved: readonly FilterRule[]): FilterBuilderState {
  const [draft, setDraft] = useState<FilterDraft>(() => (editing ? draftOfRule(editing, newConditionId) : newDraft(newConditionId())));
  const [showProblems, setShowProblems] = useState(false);
  const problems = useMemo(() => draftProblems(draft, saved), [draft, saved]);
  const edit = (change: (conditions: Condition[]) => Condition[]) => setDraft((d) => ({ ...d, conditions: change(d.conditions) }));
  return {
    draft,
    problems,
    valid: isDraftValid(problems),
    showProblems,
    setShowProblems,
    setName: (name) => setDraft((d) => ({ ...d, name })),
    addCondition: (block, group) => edit((c) => addCondition(c, block, group, newConditionId())),
    addGroup: (block) => edit((c) => addGroup(c, block, newConditionId())),
    addBlock: () => edit((c) => addBlock(c, newConditionId())),
    removeCondition: (id) => edit((c) => removeCondition(c, id)),
    changeCondition: (id, change) => edit((c) => updateCondition(c, id, change)),
  };
}
