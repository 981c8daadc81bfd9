import type { LabelColor } from '../../api/board';
import { defaultLabelColor } from '../labels';

/** Lower-cased, trimmed names of the labels created in the current wizard session. */
export type SessionLabels = ReadonlySet<string>;

export type LabelAddition = { labels: LabelColor[]; sessionAdded: SessionLabels } | { error: 'required_field' };
export type LabelRemoval = { labels: LabelColor[] } | { error: 'labels_one_enabled' };

export function labelKey(name: string): string {
  return name.trim().toLowerCase();
}

/**
 * Adds a label by name. A name that exists already (in any case) re-enables that label under the
 * new spelling and keeps its colour, so cards carrying it look the same; a new label takes the
 * default colour of the position it lands in.
 */
export function addLabel(labels: readonly LabelColor[], name: string, sessionAdded: SessionLabels = new Set()): LabelAddition {
  const trimmed = name.trim();
  if (!trimmed) return { error: 'required_field' };
  const existing = labels.findIndex((label) => labelKey(label.name) === labelKey(trimmed));
  if (existing >= 0) {
    return { labels: labels.map((label, i) => (i === existing ? { ...label, name: trimmed, disabled: false } : label)), sessionAdded };
  }
  return {
    labels: [...labels, { name: trimmed, color: defaultLabelColor(labels.length), disabled: false }],
    sessionAdded: new Set([...sessionAdded, labelKey(trimmed)]),
  };
}

/**
 * Removes a label by name. Saved labels are only disabled because cards may still carry them;
 * a label created in this session is on no card yet, so it is dropped.
 */
export function removeLabel(labels: readonly LabelColor[], name: string, addedThisSession: boolean): LabelRemoval {
  const target = labels.findIndex((label) => labelKey(label.name) === labelKey(name));
  if (target < 0) return { labels: [...labels] };
  const othersEnabled = labels.some((label, i) => i !== target && !label.disabled);
  if (!labels[target].disabled && !othersEnabled) return { error: 'labels_one_enabled' };
  if (addedThisSession) return { labels: labels.filter((_, i) => i !== target) };
  return { labels: labels.map((label, i) => (i === target ? { ...label, disabled: true } : label)) };
}

/**
 * The board's labels once `names` are offered on it, as a person adds them from a card: a name the board
 * has (in any letter case) keeps its spelling and colour and is enabled again; a new one is appended with
 * the palette's colour of its position, so labels added one after another take the palette's colours in
 * turn (docs/configuration.md). The same labels, unchanged, when there is nothing to add.
 */
export function withOfferedLabels(labels: readonly LabelColor[], names: readonly string[]): LabelColor[] {
  const next = [...labels];
  for (const name of names.map((n) => n.trim()).filter(Boolean)) {
    const existing = next.findIndex((label) => labelKey(label.name) === labelKey(name));
    if (existing < 0) next.push({ name, color: defaultLabelColor(next.length), disabled: false });
    else if (next[existing].disabled) next[existing] = { ...next[existing], disabled: false };
  }
  return next;
}

/** A label a card may be given or keeps: its name and colour. */
export interface PickableLabel {
  name: string;
  color: string;
}

/**
 * What a card's labels picker lists: the board's enabled labels in their order, then any label the card
 * carries that the board no longer offers (disabled or gone), so it can still be taken off.
 */
export function pickableLabels(labels: readonly LabelColor[], carried: readonly PickableLabel[]): PickableLabel[] {
  const offered = labels.filter((label) => !label.disabled).map(({ name, color }) => ({ name, color }));
  const keys = new Set(offered.map((label) => labelKey(label.name)));
  return [...offered, ...carried.filter((label) => !keys.has(labelKey(label.name)))];
}
