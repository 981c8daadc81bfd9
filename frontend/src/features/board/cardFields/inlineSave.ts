import { type Field, type FieldProblem, parseFieldValue, toDisplayText, toValueString } from '@listboard/shared';
import { fromEditText, sameValue } from './fieldText';

/** What closing an inline editor does (spec 1 section 5). */
export type InlineDecision =
  /** Nothing changed: the editor closes without saving. */
  | { kind: 'unchanged' }
  /** The value cannot be taken (empty required field, not a number, out of range...): the old value stays. */
  | { kind: 'rejected'; problem: FieldProblem }
  /** Save `value` (a payload value string); until the card is refreshed, `text` is its card text (item.card[field].t). */
  | { kind: 'save'; value: string; text: string };

/** Decides what an inline edit of `field` from the card's value string `current` to the editor's `editText` does. */
export function decideInlineSave(
  field: Field,
  current: string,
  editText: string,
  lookupName: (id: number) => string | undefined,
): InlineDecision {
  const raw = fromEditText(field, editText);
  if (sameValue(field, raw, current)) return { kind: 'unchanged' };
  const parsed = parseFieldValue(field, raw);
  if (!parsed.ok) return { kind: 'rejected', problem: parsed.problem };
  const value = toValueString(field, parsed.value);
  if (sameValue(field, value, current)) return { kind: 'unchanged' };
  const text = toDisplayText(field, parsed.value, { user: () => undefined, lookup: (_, id) => lookupName(id) });
  return { kind: 'save', value, text };
}
