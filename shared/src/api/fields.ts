import { z } from 'zod';
import { RUNTIME_FIELD_TYPES } from '../domain/fieldTypes';

export const fieldTypeSchema = z.enum(RUNTIME_FIELD_TYPES);

export const lookupValueSchema = z.object({ id: z.number().int(), name: z.string() });

/**
 * A field's internal name: letters, digits and _ (SharePoint encodes anything else as _xHHHH_), at
 * most 255 characters (SharePoint gives new fields 32, older ones can be longer).
 */
const FIELD_NAME = '[A-Za-z_][A-Za-z0-9_]*';
export const fieldNameSchema = z
  .string()
  .max(255)
  .regex(new RegExp(`^${FIELD_NAME}$`), 'internal names use letters, digits and _');

/** Internal names, comma separated, in a query string. */
export const fieldNameListSchema = z
  .string()
  .max(10_000)
  .regex(new RegExp(`^${FIELD_NAME}(\\s*,\\s*${FIELD_NAME})*$`), 'expects internal names separated by commas');

/** A list field with the per-type properties of spec 1 section 3 and spec 3 section 3. */
export const fieldSchema = z.object({
  internalName: fieldNameSchema,
  name: z.string().min(1),
  type: fieldTypeSchema,
  isRequired: z.boolean().default(false),
  isReadOnly: z.boolean().default(false),
  isMulti: z.boolean().default(false),
  isAllowFillIn: z.boolean().default(false),
  choices: z.array(z.string()).optional(),
  defaultValue: z.string().nullable().optional(),
  isRich: z.boolean().optional(),
  appendOnly: z.boolean().optional(),
  dateOnly: z.boolean().optional(),
  isPercentage: z.boolean().optional(),
  min: z.number().nullable().optional(),
  max: z.number().nullable().optional(),
  currencyLocaleId: z.number().int().optional(),
  /** Lookup: the list it points to (an empty listID means the same list). */
  lookupList: z.string().optional(),
  titleField: z.string().optional(),
  lookups: z.array(lookupValueSchema).optional(),
  /** User: 0 people only, 1 people and groups. */
  mode: z.number().int().optional(),
  group: z.string().optional(),
});
export type Field = z.infer<typeof fieldSchema>;

/** A User field's `mode` that lets it hold groups as well as people (SharePoint's SelectionMode PeopleAndGroups). */
export const PEOPLE_AND_GROUPS = 1;
export type FieldInput = z.input<typeof fieldSchema>;

/** More than any value a field holds (a note holds 63,999 characters): a longer one is refused at once. */
const MAX_VALUE_CHARS = 100_000;

/** A field value in a request payload: the value string in the spec's formats. */
export const fieldValueSchema = z.object({
  name: fieldNameSchema,
  value: z.string().max(MAX_VALUE_CHARS).nullable(),
  type: fieldTypeSchema.optional(),
});
export type FieldValue = z.infer<typeof fieldValueSchema>;
