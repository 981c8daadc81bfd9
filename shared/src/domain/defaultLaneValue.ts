import type { Swimlanes } from '../api/board';
import type { Field } from '../api/fields';
import { DEFAULT_LANE_VALUE, type LaneSlot } from './layout';

/**
 * The lane field types whose value a person can pick or type when a card is dropped on the default lane
 * (docs/configuration.md#default-lane-drops): a choice from the field's own list, or a text. People, lookups,
 * numbers, dates and yes/no have no value a dialog could offer that would not be a lane of its own.
 */
const PICKABLE_TYPES: ReadonlySet<Field['type']> = new Set(['Choice', 'MultiChoice', 'Text']);

/** Whether the swimlane field is of a type whose default-lane value can be asked for. */
export function canAskDefaultLaneValue(field: Pick<Field, 'type'> | null | undefined): boolean {
  return !!field && PICKABLE_TYPES.has(field.type);
}

/**
 * Whether a drop on the default lane asks the person for the card's lane value. Not with dynamic lanes: there
 * every value is a lane of its own, and the default lane holds only cards without a value.
 */
export function asksDefaultLaneValue(
  swimlanes: Pick<Swimlanes, 'showDefaultDroppingDialog' | 'isDynamic'>,
  field: Pick<Field, 'type'> | null | undefined,
): boolean {
  return swimlanes.showDefaultDroppingDialog && !swimlanes.isDynamic && canAskDefaultLaneValue(field);
}

/**
 * The values the default lane's picker offers: the field's choices that no lane of their own shows (a card
 * given one stays in the default lane, where it was dropped). A text field offers none: its value is typed.
 */
export function defaultLaneChoices(
  field: Pick<Field, 'type' | 'choices'>,
  lanes: readonly Pick<LaneSlot, 'value' | 'isDefault'>[],
): string[] {
  if (field.type === 'Text') return [];
  const ownLanes = new Set(lanes.filter((lane) => !lane.isDefault).map((lane) => lane.value));
  return (field.choices ?? []).filter((choice) => !ownLanes.has(choice));
}

/**
 * Why `value` cannot be the lane value of a card dropped on the default lane, or null when it can. The empty
 * value always can (the card keeps no value); a value that has a lane of its own cannot: the card would leave the
 * lane it was dropped on.
 */
export function defaultLaneValueProblem(
  swimlanes: Pick<Swimlanes, 'showDefaultDroppingDialog' | 'isDynamic'>,
  field: Pick<Field, 'type' | 'choices' | 'isAllowFillIn' | 'name'> | null | undefined,
  lanes: readonly Pick<LaneSlot, 'value' | 'isDefault'>[],
  value: string,
): string | null {
  if (!field || !asksDefaultLaneValue(swimlanes, field))
    return 'This board does not ask for a value when a card is dropped on the default lane.';
  if (value === DEFAULT_LANE_VALUE) return null;
  if (value.trim() !== value) return `'${value}' starts or ends with spaces.`;
  if (lanes.some((lane) => !lane.isDefault && lane.value === value)) return `'${value}' has a lane of its own: drop the card there.`;
  if (field.type !== 'Text' && !field.isAllowFillIn && !(field.choices ?? []).includes(value))
    return `'${value}' is not a choice of ${field.name}.`;
  return null;
}
