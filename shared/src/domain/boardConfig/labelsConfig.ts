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
