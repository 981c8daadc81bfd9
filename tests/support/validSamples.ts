import type { JsonSchema } from './contractOperations';

/**
 * Values by parameter or property name (boardID, listID, itemID, ...) that name real things of the
 * stack, so that a request built from a schema gets past "not found" to the checks behind it.
 */
export type KnownValues = Record<string, string | number>;

/**
 * A value the JSON schema accepts, as plain as possible: known values by name (where the schema
 * wants a string, a number or a list of them), else the schema's default, first enum value or first
 * alternative, minimal strings and numbers, one element of arrays of objects, and an object's
 * required properties (plus the optional ones a known value exists for). The schemas' patterns are
 * not solved: a string with a pattern and no known value may be refused, which only makes that
 * request a refused one.
 */
export function sampleOf(schema: JsonSchema, known: KnownValues, name?: string): unknown {
  const value = name === undefined || !(name in known) ? undefined : fitted(known[name], schema);
  if (value !== undefined) return value;
  if ('const' in schema) return schema.const;
  if ('default' in schema) return schema.default;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  const alternatives = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (alternatives) return sampleOf(alternatives.find((a) => a.type !== 'null') ?? alternatives[0], known, name);
  if (Array.isArray(schema.allOf)) return sampleOf(Object.assign({}, ...(schema.allOf as JsonSchema[])), known, name);
  switch (typeOf(schema)) {
    case 'object':
      return objectSample(schema, known);
    case 'array': {
      const items = (schema.items ?? {}) as JsonSchema;
      const count = Math.max(Number(schema.minItems ?? 0), typeOf(items) === 'object' ? 1 : 0);
      return Array.from({ length: count }, () => sampleOf(items, known));
    }
    case 'string':
      return schema.format === 'uri' && known.siteURL !== undefined
        ? known.siteURL
        : 'x'.repeat(Math.max(1, Number(schema.minLength ?? 1)));
    case 'integer':
    case 'number':
      return Math.max(1, Number(schema.minimum ?? 1));
    case 'boolean':
      return false;
    case 'null':
      return null;
    default:
      return {};
  }
}

function objectSample(schema: JsonSchema, known: KnownValues): Record<string, unknown> {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  const sample: Record<string, unknown> = {};
  for (const [property, propertySchema] of Object.entries(properties)) {
    if (required.has(property) || (property in known && fitted(known[property], propertySchema) !== undefined))
      sample[property] = sampleOf(propertySchema, known, property);
  }
  return sample;
}

function typeOf(schema: JsonSchema): string | undefined {
  const type = schema.type;
  return Array.isArray(type) ? (type.find((t) => t !== 'null') as string | undefined) : (type as string | undefined);
}

/**
 * A known value in the type the schema wants (ids are numbers in bodies, strings in query strings,
 * a list of them in an array), or undefined where the schema wants something else (an object).
 */
function fitted(value: string | number, schema: JsonSchema): unknown {
  const type = typeOf(schema) ?? typeOf(((schema.anyOf ?? []) as JsonSchema[])[0] ?? {});
  if (type === 'integer' || type === 'number') return Number(value);
  if (type === 'string' || type === undefined) return String(value);
  if (type === 'array') {
    const item = fitted(value, (schema.items ?? {}) as JsonSchema);
    return item === undefined ? undefined : [item];
  }
  return undefined;
}
