import type { Lane, Swimlanes } from '../../api/board';
import type { Field } from '../../api/fields';
import { lanesForField, sortLanes } from './columnsAndLanes';

/**
 * New lanes, with the column scroll rule of spec 2 section 4: off at one lane or fewer; on when the
 * lanes grow from one to more, unless the person chose it.
 */
export function withLanes(swimlanes: Swimlanes, lanes: Lane[]): Swimlanes {
  if (lanes.length <= 1) return { ...swimlanes, lanes, useColumnScroll: false };
  const grew = swimlanes.lanes.length <= 1;
  return { ...swimlanes, lanes, useColumnScroll: grew && !swimlanes.useColumnScrollSelected ? true : swimlanes.useColumnScroll };
}

/**
 * Choosing a field regenerates its lanes (lanesForField); no field switches the swimlanes off. A field
 * whose values cannot be listed in advance (a person, a lookup, text) makes dynamic lanes, since fixed
 * lanes would have to be typed in one by one (docs/configuration.md, "The wizard").
 */
export function withSwimlaneField(swimlanes: Swimlanes, field: Field | null): Swimlanes {
  if (!field) return withLanes({ ...swimlanes, field: null, isDynamic: false }, []);
  const isDynamic = swimlanes.isDynamic || lanesForField(field, false).length === 0;
  return withLanes({ ...swimlanes, field: field.internalName, isDynamic }, lanesForField(field, isDynamic, swimlanes.defaultName));
}

/** Dynamic lanes come from the cards, so only the default lane stays; leaving dynamic regenerates the field's lanes. */
export function withDynamicLanes(swimlanes: Swimlanes, dynamic: boolean, field: Field | null): Swimlanes {
  return withLanes({ ...swimlanes, isDynamic: dynamic }, lanesForField(field, dynamic, swimlanes.defaultName));
}

export function withLaneSort(swimlanes: Swimlanes, sortType: Swimlanes['sortType']): Swimlanes {
  return { ...swimlanes, sortType, lanes: sortLanes(swimlanes.lanes, sortType) };
}

/** The person's own choice of column scroll is kept when the lanes change later. */
export function withColumnScroll(swimlanes: Swimlanes, on: boolean): Swimlanes {
  return { ...swimlanes, useColumnScroll: on, useColumnScrollSelected: true };
}

/** The default lane is named by the setting, so renaming it renames the default lanes too. */
export function withDefaultLaneName(swimlanes: Swimlanes, name: string): Swimlanes {
  return { ...swimlanes, defaultName: name, lanes: swimlanes.lanes.map((lane) => (lane.isDefault ? { ...lane, name } : lane)) };
}
