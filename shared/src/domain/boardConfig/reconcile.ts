import type { BoardConfig } from '../../api/board';
import type { Field } from '../../api/fields';
import { SORT_FIELD_TYPES } from './fieldPurposes';
import { listKey } from './sourceLists';
import { LIST_COMMENTS_FIELD } from './listComments';
import { type AcceptsField, type ImportContext, type ImportReport, importContext, ofTypes } from './reconcileFields';
import { reconcileColumns, reconcileSwimlanes } from './reconcileLayout';
import { reconcileConditionRules, reconcileNotifications, reconcileReminders } from './reconcileRules';

export interface ConfigImportTarget {
  config: BoardConfig;
  /** The fields of the target board's lists. */
  fields: readonly Field[];
}

export interface ReconciledImport {
  config: BoardConfig;
  /** What to show with configLoadedAlert (spec 2 section 8). */
  report: ImportReport;
}

type CoreFields = Pick<
  BoardConfig,
  | 'titleFieldName'
  | 'displayTitleFieldName'
  | 'displayTitleFieldName2'
  | 'displayTitleFieldName3'
  | 'userField'
  | 'dueDateField'
  | 'commentsFieldName'
  | 'labelsFieldName'
  | 'parentlookup'
  | 'useSubtasks'
>;

const isText = ofTypes(['Text']);
const isComments: AcceptsField = (field) => field.type === 'Note' && Boolean(field.appendOnly);
const isParentLookup: AcceptsField = (field) => field.type === 'Lookup' && !field.isMulti;
const isFormField: AcceptsField = (field) => !field.isReadOnly;

/** A card needs a title, so a title field without counterpart gives way to the target's own. */
function reconcileTitle(name: string, targetTitle: string, ctx: ImportContext): string {
  const field = ctx.match(name, isText)?.field ?? ctx.match(targetTitle, isText)?.field;
  if (!field) return targetTitle;
  if (field.internalName !== name) ctx.substitute('coreFields', name, field);
  return field.internalName;
}

function reconcileCoreFields(imported: BoardConfig, targetTitle: string, ctx: ImportContext): CoreFields {
  const optional = (name: string | null, accepts: AcceptsField) =>
    (name ? ctx.resolve('coreFields', name, accepts)?.internalName : undefined) ?? null;
  const titleFieldName = reconcileTitle(imported.titleFieldName, targetTitle, ctx);
  const titles = [titleFieldName];
  // Two imported header fields may meet in one target field; a card shows a field once.
  const header = (name: string | null) => {
    const resolved = optional(name, (field) => field.type !== 'Attachments' && !titles.includes(field.internalName));
    if (resolved) titles.push(resolved);
    return resolved;
  };
  const fields = {
    titleFieldName,
    displayTitleFieldName: header(imported.displayTitleFieldName),
    displayTitleFieldName2: header(imported.displayTitleFieldName2),
    displayTitleFieldName3: header(imported.displayTitleFieldName3),
    userField: optional(imported.userField, ofTypes(['User'])),
    dueDateField: optional(imported.dueDateField, ofTypes(['DateTime'])),
    // The list's own comments are on every list: no field to match.
    commentsFieldName:
      imported.commentsFieldName === LIST_COMMENTS_FIELD ? LIST_COMMENTS_FIELD : optional(imported.commentsFieldName, isComments),
    labelsFieldName: optional(imported.labelsFieldName, ofTypes(['MultiChoice'])),
  };
  // Every board carries a parent lookup name (ParentID by default); it only matters, and is only reported, with subtasks on.
  const parentlookup = imported.useSubtasks
    ? optional(imported.parentlookup, isParentLookup)
    : (imported.parentlookup && ctx.match(imported.parentlookup, isParentLookup)?.field.internalName) || null;
  return { ...fields, parentlookup, useSubtasks: imported.useSubtasks && parentlookup !== null };
}

/** List ids are GUIDs, written with or without braces and in either case. */

function viewName(view: Record<string, unknown>): string {
  const name = [view.name, view.title, view.listID].find((value): value is string => typeof value === 'string' && value.trim() !== '');
  return name ?? 'A view without a list';
}

/** A view belongs to one of the board's lists; one of a list the target board does not show cannot exist there. */
function reconcileViews(views: BoardConfig['views'], lists: BoardConfig['source']['lists'], ctx: ImportContext): BoardConfig['views'] {
  const listIds = new Set(lists.map((list) => listKey(list.listID)));
  return views.filter((view) => {
    const exists = typeof view.listID === 'string' && listIds.has(listKey(view.listID));
    if (!exists) ctx.drop('views', viewName(view));
    return exists;
  });
}

/**
 * An imported configuration fitted to the target board (spec 2 section 5, "Configuration import").
 * The target keeps its id, name, description, source and permission; everything else comes from
 * the file, checked against the target's fields: references are kept, replaced by a similar field or
 * left out, and every loss or replacement is reported. `importedFields`, the fields of the board the
 * file was exported from when the file carries them, let the report and the matching use display names.
 */
export function reconcileImportedConfig(
  imported: BoardConfig,
  target: ConfigImportTarget,
  importedFields: readonly Field[] = [],
): ReconciledImport {
  const ctx = importContext(target.fields, importedFields);
  const { id, name, description, source, permission } = target.config;
  const columns = reconcileColumns(imported, target.config, ctx);
  const config: BoardConfig = {
    ...imported,
    id,
    name,
    description,
    source,
    permission,
    ...columns,
    swimlanes: reconcileSwimlanes(imported.swimlanes, columns.columnFieldName, ctx),
    views: reconcileViews(imported.views, source.lists, ctx),
    ...reconcileCoreFields(imported, target.config.titleFieldName, ctx),
    cardFields: ctx.resolveAll('cardFields', imported.cardFields),
    calloutDefinition: { ...imported.calloutDefinition, fields: ctx.resolveAll('callout', imported.calloutDefinition.fields) },
    formDefinition: { ...imported.formDefinition, fields: ctx.resolveAll('form', imported.formDefinition.fields, isFormField) },
    sortFieldNames: ctx.resolveAll('sort', imported.sortFieldNames, ofTypes(SORT_FIELD_TYPES)),
    styles: reconcileConditionRules(imported.styles, 'styles', ctx),
    filters: reconcileConditionRules(imported.filters, 'filters', ctx),
    notificationsDefinition: reconcileNotifications(imported.notificationsDefinition, ctx),
    remindersDefinition: reconcileReminders(imported.remindersDefinition, ctx),
  };
  return { config, report: ctx.report() };
}
