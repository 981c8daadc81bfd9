import type { Field, SiteContentType, siteContentTypeFieldQuerySchema, siteContentTypeQuerySchema } from '@listboard/shared';
import type { z } from 'zod';
import { notFound } from '../errors';
import type { Session } from '../../context/session';
import { siteInTenant } from './siteLookups';

/**
 * The wizard's content-type mode reads one content type, its fields and a choice field's choices. Like the site's
 * content types, they need a user of a site in the caller's tenant; an id the site does not have is a 404.
 */
type ContentTypeQuery = z.infer<typeof siteContentTypeQuerySchema>;

const missingType = (query: ContentTypeQuery) =>
  notFound('content_type_not_found', `The site ${query.siteURL} has no content type ${query.id}.`);

/** GET /api/site/contenttypes/{id}: content type ids are compared in any letter case, as SharePoint does. */
export async function siteContentType(session: Session, query: ContentTypeQuery): Promise<SiteContentType> {
  const wanted = query.id.toLowerCase();
  const types = await session.lists.getContentTypes(await siteInTenant(session, query.siteURL));
  const type = types.find((candidate) => candidate.id.toLowerCase() === wanted);
  if (!type) throw missingType(query);
  return type;
}

/** GET /api/site/contenttypes/{id}/fields */
export async function contentTypeFields(session: Session, query: ContentTypeQuery): Promise<Field[]> {
  const fields = await session.lists.getContentTypeFields(await siteInTenant(session, query.siteURL), query.id);
  if (!fields) throw missingType(query);
  return fields;
}

/** GET /api/site/contenttypes/{id}/fields/{field}/choices: a field that is missing or holds no choices is a 404, as on a list. */
export async function contentTypeFieldChoices(session: Session, query: z.infer<typeof siteContentTypeFieldQuerySchema>): Promise<string[]> {
  const field = (await contentTypeFields(session, query)).find((candidate) => candidate.internalName === query.field);
  if (!field || (field.type !== 'Choice' && field.type !== 'MultiChoice'))
    throw notFound('field_not_found', `The content type ${query.id} has no choice field ${query.field}.`);
  return field.choices ?? [];
}
