import {
  type BoardTemplate,
  type Field,
  type ImportTemplateResponse,
  type ImportedRow,
  type LoadTemplateDataRequest,
  type SourceList,
  type TemplateListDefinition,
  buildBoardTemplate,
  effectiveTemplateFields,
  encodeTemplateFile,
  importTemplateRequestSchema,
  importedBoardConfig,
  missingTemplateFields,
  missingTemplateFieldsMessage,
  parseTemplateContent,
  remappedLookups,
  templateIssues,
  templateListDefinitions,
  templateProblem,
  validateBoardConfig,
} from '@listboard/shared';
import { z } from 'zod';
import { invalid } from '../errors';
import { boardItemQuery, mergedFields } from '../common/boardAccess';
import { assertMayCreateBoards, boardForSettings, readableSourceLists, saveBoardConfig } from './boardConfig';
import { createListWithFreeTitle } from '../common/listsWithFreeTitles';
import { sanitizeRichText } from '../common/richText';
import type { Session } from '../../context/session';
import { boardsDepsOf } from './deps';

/** At most this many problems are named in one answer; the rest are counted. */
const SHOWN_PROBLEMS = 5;

const invalidTemplate = (what: string, problems: readonly string[]) =>
  invalid(
    'invalid_template',
    `${what}: ${problems.slice(0, SHOWN_PROBLEMS).join(' ')}${problems.length > SHOWN_PROBLEMS ? ` (and ${problems.length - SHOWN_PROBLEMS} more)` : ''}`,
  );

/**
 * POST /api/site/loadTemplateData: the board as a template, for those who may change its settings.
 * Every configured field must be carried. The file is also kept in the template store, as the
 * tenant's record of what was exported.
 */
export async function loadTemplateData(session: Session, request: LoadTemplateDataRequest): Promise<BoardTemplate> {
  const { config } = await boardForSettings(session, request.boardId);
  const lists = await readableSourceLists(session, config.source.lists);
  const fields = lists.map((list) => ({ listId: list.id, fields: list.fields }));
  const missing = missingTemplateFields(config, effectiveTemplateFields(fields, request.templateFields));
  if (missing.length > 0) throw invalid('template_missing_fields', missingTemplateFieldsMessage(missing, mergedFields(lists)));
  const host = session.lists;
  const sources = await Promise.all(
    config.source.lists.map(async (source, index) => {
      const [items, users, groups] = request.includeContent
        ? await Promise.all([
            host.queryItems(source.url, lists[index].id, boardItemQuery(config)),
            host.getSiteUsers(source.url),
            host.getSiteGroups(source.url),
          ])
        : [[], [], []];
      // A group in a person field goes by its name, as the cards name it (docs/board-page.md#groups-in-person-fields).
      const logins = new Map([
        ...groups.map((group): [number, string] => [group.id, group.name]),
        ...users.map((user): [number, string] => [user.id, user.login]),
      ]);
      return { ...fields[index], name: lists[index].title, items, loginOf: (id: number) => logins.get(id) };
    }),
  );
  const template = buildBoardTemplate({
    config,
    lists: sources,
    templateFields: request.templateFields,
    includeContent: request.includeContent,
  });
  await boardsDepsOf(session).templates.save(session.tenant, config.id, encodeTemplateFile(template));
  return template;
}

/** The import route takes any JSON: importTemplate checks it against the contract once the caller's rights are settled. */
export const importTemplateBodySchema = z.unknown();

/**
 * POST /api/site/importTemplate: new lists of the template's fields on the host site, a board over
 * them owned by the importer, and (with includeContent) the items. Rights come before the payload,
 * so the body is checked here; everything is checked before anything is created.
 */
export async function importTemplate(session: Session, body: unknown): Promise<ImportTemplateResponse> {
  assertMayCreateBoards(session);
  const request = importTemplateRequestSchema.safeParse(body);
  if (!request.success) throw invalidTemplate('The board template cannot be used', [templateIssues(request.error.issues)]);
  const template = request.data.template;
  const definitions = templateListDefinitions(template);
  const problem = templateProblem(template, definitions);
  if (problem) throw invalid(problem.code, problem.message);

  const name = request.data.name ?? template.board.name;
  const fields = definitions.flatMap((definition) => definition.fields);
  const target = (lists: SourceList[]) => importedBoardConfig(template, { name, lists, fields, ownerLogin: session.user.login });
  // The rules look at the lists' fields, not at their ids, so the configuration is checked before any list exists.
  const planned = definitions.map((definition, index) => ({ url: session.siteUrl, listID: `planned-${index}`, name: definition.title }));
  const configProblems = validateBoardConfig(target(planned), fields);
  if (configProblems.length > 0)
    throw invalidTemplate(
      'The board of the template cannot be used',
      configProblems.map((p) => p.message),
    );
  const rows = template.includeContent ? contentRows(template, definitions, await principalIdsOf(session)) : [];

  const lists = await createLists(session, definitions);
  const { id } = await saveBoardConfig(session, target(lists));
  await createItems(session, lists, rows);
  await boardsDepsOf(session).templates.save(session.tenant, id, encodeTemplateFile(template));
  return { id };
}

/** The site's people by sign-in name and its groups by name (lower case), as a template names them; people first. */
async function principalIdsOf(session: Session): Promise<Map<string, number>> {
  const [users, groups] = await Promise.all([session.lists.getSiteUsers(session.siteUrl), session.lists.getSiteGroups(session.siteUrl)]);
  return new Map([
    ...groups.map((group): [string, number] => [group.name.toLowerCase(), group.id]),
    ...users.map((user): [string, number] => [user.login.toLowerCase(), user.id]),
  ]);
}

/** The template's items as the new lists take them: people and groups among the site's, rich notes sanitised. */
function contentRows(
  template: BoardTemplate,
  definitions: readonly TemplateListDefinition[],
  ids: ReadonlyMap<string, number>,
): ImportedRow[] {
  const { rows, problems } = parseTemplateContent(template, definitions, (login) => ids.get(login.toLowerCase()));
  if (problems.length > 0) throw invalidTemplate('Some items of the template cannot be created', problems);
  return rows.map((row) => ({ ...row, values: sanitized(definitions[row.list].fields, row.values) }));
}

function sanitized(fields: readonly Field[], values: ImportedRow['values']): ImportedRow['values'] {
  const rich = new Set(fields.filter((f) => f.type === 'Note' && f.isRich).map((f) => f.internalName));
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, rich.has(name) && typeof value === 'string' ? sanitizeRichText(value) : value]),
  );
}

/** One new list per listData entry, named after it ('Name 2' when taken), in the order of the board's lists. */
async function createLists(session: Session, definitions: readonly TemplateListDefinition[]): Promise<SourceList[]> {
  const lists: SourceList[] = [];
  for (const definition of definitions) {
    const list = await createListWithFreeTitle(session, session.siteUrl, definition.title, { fields: definition.fields, versioning: true });
    lists.push({ url: session.siteUrl, listID: list.id, name: list.title, versioned: true, allowManage: true });
  }
  return lists;
}

/**
 * The items of each list in one go, then their lookups to the same list, which can only name the new
 * ids once every item exists; that second write is a system update, so an item starts with one version.
 */
async function createItems(session: Session, lists: readonly SourceList[], rows: readonly ImportedRow[]): Promise<void> {
  const host = session.lists;
  for (const [index, list] of lists.entries()) {
    const own = rows.filter((row) => row.list === index);
    if (own.length === 0) continue;
    const created = await host.createItems(
      list.url,
      list.listID,
      own.map((row) => row.values),
      session.user.id,
    );
    const newIds = new Map(own.map((row, i) => [row.id, created[i].id]));
    for (const [i, row] of own.entries()) {
      const lookups = remappedLookups(row.lookups, newIds);
      if (Object.keys(lookups).length > 0)
        await host.updateItem(list.url, list.listID, created[i].id, lookups, { editorId: session.user.id, systemUpdate: true });
    }
  }
}
