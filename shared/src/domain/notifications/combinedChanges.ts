/** A field's change as a message shows it: its values before and after, as display text. */
export interface FieldChange {
  /** The field's internal name: what tells two changes of one field apart. */
  field: string;
  before: string;
  after: string;
}

/** One change among those combined into a message: who made it, the values it changed, its comment. */
export interface ChangeRun<C extends FieldChange> {
  editor: string;
  changes: readonly C[];
  /** The comment's HTML when the change was one. */
  comment: string | null;
}

export interface CombinedChanges<C extends FieldChange> {
  /** Who made the changes, each once, in the order of their first change. */
  editors: string[];
  /** Per field, its value before the first change and after the last; a field changed back is left out. */
  changes: C[];
  /** Every comment, oldest first, with who wrote it. */
  comments: { editor: string; html: string }[];
}

/**
 * Several changes of one card, oldest first, as one message tells them (docs/notifications.md: changes made within a
 * short window to the same card for the same recipient are combined): a field edited three times shows
 * where it started and where it ended, not the steps between.
 */
export function combineChanges<C extends FieldChange>(runs: readonly ChangeRun<C>[]): CombinedChanges<C> {
  const editors: string[] = [];
  const byField = new Map<string, C>();
  const comments: { editor: string; html: string }[] = [];
  for (const run of runs) {
    if (!editors.includes(run.editor)) editors.push(run.editor);
    for (const change of run.changes) {
      const first = byField.get(change.field);
      byField.set(change.field, first ? { ...first, after: change.after } : change);
    }
    if (run.comment) comments.push({ editor: run.editor, html: run.comment });
  }
  const changes = [...byField.values()].filter((change) => change.before !== change.after);
  return { editors, changes, comments };
}
