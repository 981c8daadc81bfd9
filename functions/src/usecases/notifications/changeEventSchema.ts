import { CHANGE_KINDS, fieldSchema } from '@listboard/shared';
import { z } from 'zod';
import type { ChangeEvent } from '../../ports/changeQueue';

const storedValue = z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.string()), z.array(z.number()), z.object({ url: z.string(), description: z.string() })]);
const snapshot = z.object({
  id: z.number().int(), values: z.record(z.string(), storedValue), created: z.string(), modified: z.string(), authorId: z.number().int(), editorId: z.number().int(),
});
const person = z.object({ id: z.number().int(), login: z.string(), name: z.string(), email: z.string() });

/** A queue message as the handler accepts it: anything else is poison (it fails every try). */
export const changeEventSchema: z.ZodType<ChangeEvent> = z.object({
  id: z.string().min(1),
  tenant: z.string().min(1),
  siteUrl: z.string().min(1),
  boardId: z.string().min(1),
  listId: z.string().min(1),
  itemId: z.number().int(),
  kind: z.enum(CHANGE_KINDS),
  at: z.string(),
  editor: person,
  before: snapshot.nullable(),
  after: snapshot.nullable(),
  fields: z.array(fieldSchema),
  changes: z.array(z.object({ field: z.string(), name: z.string(), type: fieldSchema.shape.type, dateOnly: z.boolean(), before: z.string(), after: z.string() })),
  comment: z.string().nullable(),
  commentatorIds: z.array(z.number().int()),
  mentionedLogins: z.array(z.string()),
  people: z.array(person),
});
