import {
  type AddColumnRequest,
  type AddColumnResponse,
  type BoardConfig,
  type ColumnDefinition,
  newColumnOf,
  withAddedChoices,
  withColumnAppended,
} from '@listboard/shared';
import { conflict, invalid, stale } from '../errors';
import { ConcurrencyError } from '../../ports/listHost';
import { listSchemaOf } from '../common/boardAccess';
import { publishBoardChanged } from '../common/livePublisher';
import type { Session } from '../../context/session';
import { boardForSettings } from './boardConfig';
import { boardsDepsOf } from './deps';

/** Saves that lose a race re-read the board and try again; past this many the person is asked to retry. */
const SAVE_ATTEMPTS = 5;

/** The column field's choices on every list of the board: a column can be added only to a Choice field. */
async function columnChoices(session: Session, config: BoardConfig): Promise<string[]> {
  const choices: string[] = [];
  for (const source of config.source.lists) {
    const field = (await listSchemaOf(session, source)).fields.find((f) => f.internalName === config.columnFieldName);
    if (field?.type !== 'Choice') {
      throw invalid(
        'column_field_not_choice',
        `The board's columns come from ${field?.name ?? config.columnFieldName}, which is not a choice field: change its columns in the board's settings.`,
      );
    }
    choices.push(...(field.choices ?? []));
  }
  return choices;
}

function checkedColumn(name: string, config: BoardConfig, choices: readonly string[]): ColumnDefinition {
  const added = newColumnOf(name, config.columnDefinitions, choices);
  if (added.problem === undefined) return added.column;
  if (added.problem === 'column_name_required') throw invalid('column_name_required', 'Please give the column a name.');
  throw conflict('column_exists', `The board already has a column named ${name.trim()}.`);
}

/**
 * POST /api/boards/addColumn, for those who may change the board's settings: the name becomes a choice of
 * the column field on each of the board's lists (both list hosts merge it into the stored choices), then a
 * column at the end of the board's columns, saved over the configuration's version just read. A save that
 * loses a race reads the board again, so two columns added at once both stay and the same name twice is a 409.
 */
export async function addColumn(session: Session, request: AddColumnRequest): Promise<AddColumnResponse> {
  for (let attempt = 1; ; attempt += 1) {
    const stored = await boardForSettings(session, request.boardId);
    const column = checkedColumn(request.name, stored.config, await columnChoices(session, stored.config));
    for (const source of stored.config.source.lists) {
      await session.lists.updateChoices(source.url, source.listID, stored.config.columnFieldName, (current) =>
        withAddedChoices(current, [column.value]),
      );
    }
    try {
      const saved = await boardsDepsOf(session).boards.save(session.tenant, withColumnAppended(stored.config, column), stored.etag);
      publishBoardChanged(session, saved.config.id);
      return { column, configEtag: saved.etag };
    } catch (error) {
      if (!(error instanceof ConcurrencyError)) throw error;
      if (attempt === SAVE_ATTEMPTS)
        throw stale('stale_configuration', 'The board kept changing while the column was added. Please try again.');
    }
  }
}
