import type { BoardConfig, LabelColor } from '../../api/board';
import type { Field } from '../../api/fields';
import { defaultLabelColor } from '../labels';
import { fieldsFor } from './fieldCandidates';
import { labelKey } from './labelsConfig';

/**
 * Spec 2 section 4: switching subtasks on picks the first single-value lookup as the parent link,
 * unless one is picked already.
 */
export function withSubtasks<T extends Pick<BoardConfig, 'useSubtasks' | 'parentlookup'>>(
  config: T,
  on: boolean,
  fields: readonly Field[],
): T {
  if (!on) return { ...config, useSubtasks: false };
  const lookups = fieldsFor('parentLookup', fields);
  const kept = lookups.some((field) => field.internalName === config.parentlookup);
  return { ...config, useSubtasks: true, parentlookup: kept ? config.parentlookup : (lookups[0]?.internalName ?? null) };
}

/** The labels of a new labels field are its choices; a label of the same name keeps its colour. */
export function withLabelsField<T extends Pick<BoardConfig, 'labelsFieldName' | 'labelsColors'>>(config: T, field: Field | null): T {
  const colours = new Map(config.labelsColors.map((label) => [labelKey(label.name), label.color]));
  const labelsColors: LabelColor[] = (field?.choices ?? []).map((name, index) => ({
    name,
    color: colours.get(labelKey(name)) ?? defaultLabelColor(index),
    disabled: false,
  }));
  return { ...config, labelsFieldName: field?.internalName ?? null, labelsColors };
}

/**
 * A label the labels field does not offer yet was added since the last save: no card carries it,
 * so removing it drops it instead of disabling it (removeLabel).
 */
export function isNewLabel(name: string, labelsField: Field | undefined): boolean {
  return !(labelsField?.choices ?? []).some((choice) => labelKey(choice) === labelKey(name));
}
