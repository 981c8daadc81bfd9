import { type OpenPanels, useOpenPanels } from './useOpenPanels';

export interface RuleList<R> {
  panels: OpenPanels;
  add: (rule: R) => void;
  remove: (index: number) => void;
  /** Merges into the rule as the draft holds it, so quick successive changes do not undo each other. */
  change: (index: number, patch: Partial<R>) => void;
  /** The rules were replaced (e.g. reset to defaults): the panels open as for a first look. */
  replace: (rules: R[]) => void;
}

/**
 * A list of rules shown as panels (filters, styles, notifications, reminders): the draft's rules and
 * which panels are open change together, so a panel stays with its rule when another is added or removed.
 */
export function useRuleList<R extends { name: string }>(
  rules: readonly R[],
  setRules: (change: (current: readonly R[]) => R[]) => void,
): RuleList<R> {
  const panels = useOpenPanels(rules.map((rule) => rule.name));
  return {
    panels,
    add: (rule) => {
      setRules((current) => [...current, rule]);
      panels.added(rules.length);
    },
    remove: (index) => {
      setRules((current) => current.filter((_, i) => i !== index));
      panels.removed(index);
    },
    change: (index, patch) => setRules((current) => current.map((rule, i) => (i === index ? { ...rule, ...patch } : rule))),
    replace: (next) => {
      setRules(() => next);
      panels.reset(next.map((rule) => rule.name));
    },
  };
}
