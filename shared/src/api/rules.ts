import { z } from 'zod';
import { displayNameSchema, itemColorSchema } from './common';
import { fieldNameSchema } from './fields';
import { STYLE_TYPE } from './values';

/** Condition operators (spec 1 and 2, section 3). */
export const CONDITION_OPERATORS = [
  'Eq',
  'Neq',
  'Gt',
  'Lt',
  'Geq',
  'Leq',
  'BeginsWith',
  'Contains',
  'IsNotNull',
  'IsNull',
  'IsModified',
] as const;
export const conditionOperatorSchema = z.enum(CONDITION_OPERATORS);
export type ConditionOperator = z.infer<typeof conditionOperatorSchema>;

export const conjunctionSchema = z.enum(['AND', 'OR']);
export type Conjunction = z.infer<typeof conjunctionSchema>;

/** A value to compare with: a choice or text holds 255 characters, a date rule a few dozen. */
const MAX_CONDITION_VALUE = 1000;

/**
 * One condition of a filter or rule. The builder stores half-filled conditions too (no field or
 * operator yet), so only the structure is checked here; isConditionComplete says whether it counts.
 */
export const conditionSchema = z.object({
  id: z.string().max(100).default(''),
  /** Internal name of the field; empty while the builder has not asked for it. */
  field: fieldNameSchema.or(z.literal('')).default(''),
  operator: conditionOperatorSchema.nullable().default(null),
  /** The value string: field value formats of spec 3 section 3, or a date value (parseDateConditionValue). */
  value: z.string().max(MAX_CONDITION_VALUE).default(''),
  group: z.number().int().min(0).default(0),
  block: z.number().int().min(0).default(0),
  /** Joins this condition to the one before it (the first of a group or block joins that group or block). */
  conjunction: conjunctionSchema.default('AND'),
});
export type Condition = z.infer<typeof conditionSchema>;
export type ConditionInput = z.input<typeof conditionSchema>;

const ruleNameSchema = displayNameSchema();
/** More conditions than anyone builds by hand; a rule of more is refused whole. */
const MAX_CONDITIONS = 100;

/** A saved filter (spec 1 and 2, section 3). */
export const filterRuleSchema = z.object({
  name: ruleNameSchema,
  conditions: z.array(conditionSchema).max(MAX_CONDITIONS).default([]),
  isEnable: z.boolean().default(true),
  isPrivate: z.boolean().default(false),
  /** Joins this filter to the other active filters. */
  operand: conjunctionSchema.default('AND'),
});
export type FilterRule = z.infer<typeof filterRuleSchema>;
export type FilterRuleInput = z.input<typeof filterRuleSchema>;

export const styleTypeSchema = z.union([z.literal(0), z.literal(10), z.literal(20), z.literal(30), z.literal(40)]);
export type StyleType = z.infer<typeof styleTypeSchema>;

/** A style rule: the card colours of the first enabled rule whose conditions hold (spec 2, sections 3 and 9). */
export const styleRuleSchema = z.object({
  name: ruleNameSchema,
  conditions: z.array(conditionSchema).max(MAX_CONDITIONS).default([]),
  itemColor: itemColorSchema.default({}),
  styleType: styleTypeSchema.default(STYLE_TYPE.Custom),
  isDisabled: z.boolean().default(false),
  isSystem: z.boolean().default(false),
  hideConditions: z.boolean().default(false),
});
export type StyleRule = z.infer<typeof styleRuleSchema>;
export type StyleRuleInput = z.input<typeof styleRuleSchema>;
