import { useMemo, useState } from 'react';
import type { Condition, FilterRule } from '@listboard/shared';
import { newConditionId } from '../conditions/conditionTree';
import { type DraftProblems, type FilterDraft, draftOfRule, draftProblems, isDraftValid, newDraft } from './filterDraft';

export interface FilterBuilderState {
  draft: FilterDraft;
  problems: DraftProblems;
  valid: boolean;
  /** Problems are shown only after a first try to save or apply, not while the person is still typing. */
  showProblems: boolean;
  setShowProblems: (show: boolean) => void;
  setName: (name: string) => void;
  setConditions: (conditions: Condition[]) => void;
}

/** The builder's draft: a new filter, or a copy of the saved private filter being edited. */
export function useFilterBuilder(editing: FilterRule | null, saved: readonly FilterRule[]): FilterBuilderState {
  const [draft, setDraft] = useState<FilterDraft>(() => (editing ? draftOfRule(editing, newConditionId) : newDraft(newConditionId())));
  const [showProblems, setShowProblems] = useState(false);
  const problems = useMemo(() => draftProblems(draft, saved), [draft, saved]);
  return {
    draft,
    problems,
    valid: isDraftValid(problems),
    showProblems,
    setShowProblems,
    setName: (name) => setDraft((d) => ({ ...d, name })),
    setConditions: (conditions) => setDraft((d) => ({ ...d, conditions })),
  };
}
