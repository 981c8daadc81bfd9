import { type LabelColor, withOfferedLabels } from '@listboard/shared';
import { stale } from '../errors';
import { ConcurrencyError } from '../../ports/listHost';
import { openBoard } from '../common/boardAccess';
import { publishBoardChanged } from '../common/livePublisher';
import type { Session } from '../../context/session';
import { boardsDepsOf } from './deps';

/** Saves that lose a race re-read the board and try again; past this many the person is asked to retry. */
const SAVE_ATTEMPTS = 5;

/**
 * The board side of POST /api/boards/addNewLabel, once the caller's right to add labels is checked and the
 * names are choices of the labels field: each name becomes a label of the board with a colour
 * (withOfferedLabels), saved over the configuration's version just read. A save that loses a race reads
 * the board again, so labels added at once by several people all stay, and the same name only once.
 * Answers the board's labels.
 */
export async function offerLabelsOnBoard(session: Session, boardId: string, names: readonly string[]): Promise<LabelColor[]> {
  for (let attempt = 1; ; attempt += 1) {
    const board = await openBoard(session, boardId);
    const stored = board.config.labelsColors;
    const labelsColors = withOfferedLabels(stored, names);
    if (labelsColors.length === stored.length && labelsColors.every((label, i) => label === stored[i])) return labelsColors;
    try {
      await boardsDepsOf(session).boards.save(session.tenant, { ...board.config, labelsColors }, board.etag);
      publishBoardChanged(session, boardId);
      return labelsColors;
    } catch (error) {
      if (!(error instanceof ConcurrencyError)) throw error;
      if (attempt === SAVE_ATTEMPTS)
        throw stale('stale_configuration', 'The board kept changing while the label was added. Please try again.');
    }
  }
}
