import { z } from 'zod';

/**
 * A zod schema as a JSON Schema of the OpenAPI document.
 *
 * Why zod's own `z.toJSONSchema` rather than `@asteasolutions/zod-to-openapi` or `zod-openapi`: it
 * ships with the zod our schemas are written in, so it knows every zod 4 type they use (pipes and
 * transforms of the query-string numbers, refinements, defaults, z.file) and, with `io: 'input'`,
 * describes what a client must send rather than what the server makes of it; it emits JSON Schema
 * 2020-12, which is OpenAPI 3.1's schema dialect, so its output goes into the document as it is.
 * What the libraries add on top (paths, parameters, responses, a registry of components) comes from
 * our route tables anyway (http/openApi.ts), so they would add a dependency and an API to learn for
 * little. `zod-openapi` 6, itself a layer over `z.toJSONSchema`, also needs Node 22.14 (we run 20).
 */
export function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): Record<string, unknown> {
  const { $schema: _dialect, ...converted } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    override: (ctx) => {
      // Zod marks output objects closed because parsing strips unknown keys, but the server does not
      // parse its answers: a client must not refuse a property it does not know yet.
      if (ctx.jsonSchema.additionalProperties === false) delete ctx.jsonSchema.additionalProperties;
    },
  });
  // A $ref into the schema's own $defs would resolve against the whole document: only a recursive
  // schema makes them, and none of ours is; one that is must be given a components entry first.
  if ('$defs' in converted) throw new Error('A recursive schema cannot be put into the OpenAPI document as it is');
  return converted;
}
