import { FIELD_TYPE_ENUMERATION, type Field, RUNTIME_FIELD_TYPES, type RuntimeFieldType } from '@listboard/shared';

/** A collection as SharePoint answers it: an array (odata=nometadata or minimalmetadata) or `{ results }` (odata=verbose). */
export type SpCollection<T> = T[] | { results: T[] };

export function itemsOf<T>(collection: SpCollection<T> | null | undefined): T[] {
  if (!collection) return [];
  return Array.isArray(collection) ? collection : (collection.results ?? []);
}

/** The properties of SharePoint's SP.Field (and its subtypes) that make a board's field. */
export interface SpField {
  InternalName: string;
  Title: string;
  FieldTypeKind: number;
  TypeAsString: string;
  Required?: boolean;
  ReadOnlyField?: boolean;
  Hidden?: boolean;
  Choices?: SpCollection<string>;
  FillInChoice?: boolean;
  DefaultValue?: string | null;
  RichText?: boolean;
  AppendOnly?: boolean;
  /** DateTime: 0 date only, 1 date and time. */
  DisplayFormat?: number;
  ShowAsPercentage?: boolean;
  MinimumValue?: number;
  MaximumValue?: number;
  CurrencyLocaleId?: number;
  /** Lookup: the target list's id in braces, or '' for none. */
  LookupList?: string;
  LookupField?: string;
  AllowMultipleValues?: boolean;
  /** User: 0 people only, 1 people and groups. */
  SelectionMode?: number;
  SelectionGroup?: number;
  /** Calculated: the type of its result. */
  OutputType?: number;
}

/** SharePoint writes ±1.79769313486232E+308 for a number field without a limit. */
const NO_LIMIT = 1e308;

function limit(value: number | undefined): number | null {
  return value === undefined || !Number.isFinite(value) || Math.abs(value) >= NO_LIMIT ? null : value;
}

function runtimeType(kind: number): RuntimeFieldType | null {
  const name = FIELD_TYPE_ENUMERATION[kind] as string | undefined;
  if (name === 'Integer') return 'Number';
  return RUNTIME_FIELD_TYPES.find((type) => type === name) ?? null;
}

/**
 * A SharePoint field as a board's field, or null for one a board does not show: hidden fields and the
 * types outside spec 1 section 3 (Computed, Guid, managed metadata, ...).
 */
export function fieldOf(sp: SpField): Field | null {
  const type = runtimeType(sp.FieldTypeKind);
  if (!type || sp.Hidden) return null;
  const field: Field = {
    internalName: sp.InternalName,
    name: sp.Title,
    type,
    // A library item's file name is the store's to set (with its upload), as on the built-in store.
    isRequired: Boolean(sp.Required) && type !== 'File',
    isReadOnly: Boolean(sp.ReadOnlyField) || type === 'Calculated' || type === 'Counter' || type === 'File',
    isMulti: Boolean(sp.AllowMultipleValues) || type === 'MultiChoice',
    isAllowFillIn: Boolean(sp.FillInChoice),
  };
  if (sp.DefaultValue !== undefined) field.defaultValue = sp.DefaultValue;
  if (type === 'Choice' || type === 'MultiChoice') field.choices = itemsOf(sp.Choices);
  if (type === 'Note') Object.assign(field, { isRich: Boolean(sp.RichText), appendOnly: Boolean(sp.AppendOnly) });
  if (type === 'DateTime') field.dateOnly = sp.DisplayFormat === 0;
  if (type === 'Number' || type === 'Currency') Object.assign(field, { min: limit(sp.MinimumValue), max: limit(sp.MaximumValue) });
  if (type === 'Number') field.isPercentage = Boolean(sp.ShowAsPercentage);
  if (type === 'Currency' && sp.CurrencyLocaleId !== undefined) field.currencyLocaleId = sp.CurrencyLocaleId;
  if (type === 'Lookup')
    Object.assign(field, { lookupList: (sp.LookupList ?? '').replace(/[{}]/g, ''), titleField: sp.LookupField || 'Title' });
  if (type === 'User') field.mode = sp.SelectionMode ?? 0;
  return field;
}
