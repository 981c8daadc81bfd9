import { type Condition, type FilterRule, missingConditionPart } from '@listboard/shared';
import type { MessageKey } from '../../i18n/resources/en-US';
import { emptyCondition, normalise } from '../conditions/conditionTree';

/** The filter the builder edits. */
export interface FilterDraft {
  name: string;
  conditions: Condition[];
  /** The saved private filter being edited; null for a new one. */
  original: FilterRule | null;
}

export interface DraftProblems {
  name: MessageKey | null;
  /** What each incomplete condition still lacks, by condition id. */
  conditions: Record<string, 'field' | 'operator' | 'value'>;
  /** No condition at all: spec 1 section 5, a filter cannot be null. */
  empty: boolean;
}

/** A new filter starts with one block holding one group holding one condition. */
export function newDraft(id: string): FilterDraft {
  return { name: '', conditions: [emptyCondition(id, 0, 0)], original: null };
}

/** Saved conditions may carry no id (the old product had none): the builder needs one per row. */
export function draftOfRule(rule: FilterRule, newId: () => string): FilterDraft {
  const seen = new Set<string>();
  const conditions = rule.conditions.map((c) => {
    const id = c.id && !seen.has(c.id) ? c.id : newId();
    seen.add(id);
    return { ...c, id };
  });
  return { name: rule.name, conditions: normalise(conditions), original: rule };
}

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/**
 * What keeps the draft from being saved or applied. Private filters are told apart by name (the
 * list toggles and the saved list both go by it), so a second private filter of the same name is refused.
 */
export function draftProblems(draft: FilterDraft, saved: readonly FilterRule[]): DraftProblems {
  const taken = saved.some(
    (f) => f.isPrivate && sameName(f.name, draft.name) && !(draft.original && sameName(f.name, draft.original.name)),
  );
  const conditions: DraftProblems['conditions'] = {};
  for (const condition of draft.conditions) {
    const missing = missingConditionPart(condition);
    if (missing) conditions[condition.id] = missing;
  }
  return {
    name: draft.name.trim() === '' ? 'required_field' : taken ? 'filters_name_taken' : null,
    conditions,
    empty: draft.conditions.length === 0,
  };
}

export function isDraftValid(problems: DraftProblems): boolean {
  return problems.name === null && !problems.empty && Object.keys(problems.conditions).length === 0;
}

/** The user's own filter the draft describes; an edited one keeps its other settings (enabled, operand). */
export function ruleOfDraft(draft: FilterDraft): FilterRule {
  const base: FilterRule = draft.original ?? { name: '', conditions: [], isEnable: true, isPrivate: true, operand: 'AND' };
  return { ...base, name: draft.name.trim(), conditions: normalise(draft.conditions), isPrivate: true };
}

const privateOf = (all: readonly FilterRule[]) => all.filter((f) => f.isPrivate);

/**
 * The whole private list to send after saving `rule`: POST /api/filters/my replaces the user's list,
 * so every other private filter (disabled ones too) goes along; an edited filter keeps its place.
 */
export function privateListAfterSave(all: readonly FilterRule[], rule: FilterRule, original: FilterRule | null): FilterRule[] {
  const mine = privateOf(all);
  const at = original ? mine.findIndex((f) => f.name === original.name) : -1;
  return at < 0 ? [...mine, rule] : mine.map((f, i) => (i === at ? rule : f));
}

export function privateListWithout(all: readonly FilterRule[], rule: FilterRule): FilterRule[] {
  return privateOf(all).filter((f) => f.name !== rule.name);
}
