import { z } from 'zod';
import { RUNTIME_FIELD_TYPES } from '../domain/fieldTypes';

export const fieldTypeSchema = z.enum(RUNTIME_FIELD_TYPES);

export const lookupValueSchema = z.object({ id: z.number().int(), name: z.string() });

/** A list field with the per-type properties of spec 1 section 3 and spec 3 section 3. */
export const fieldSchema = z.object({
  internalName: z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'internal names use letters, digits and _'),
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
export type FieldInput = z.input<typeof fieldSchema>;

/** A field value in a request payload: the value string in the spec's formats. */
export const fieldValueSchema = z.object({
  name: z.string().min(1),
  value: z.string().nullable(),
  type: fieldTypeSchema.optional(),
});
export type FieldValue = z.infer<typeof fieldValueSchema>;
