import type { MissedEventsResponse, NegotiateResponse } from '@listboard/shared';
import { UseCaseError } from '../errors';
import { openBoard } from '../common/boardAccess';
import type { Session } from '../../context/session';
import { realtimeDepsOf } from './deps';

/** GET /api/realtime/negotiate: a client URL for the board's live channel, for a user who may view the board. */
export async function negotiate(session: Session, boardId: string): Promise<NegotiateResponse> {
  const board = await openBoard(session, boardId);
  const url = await realtimeDepsOf(session).realtime.clientAccessUrl(session.user.login, board.config.id);
  if (!url) throw new UseCaseError('realtime_unavailable', 'Live updates are not configured on this server.');
  return { url };
}

/**
 * GET /api/realtime/missed: the board's live events after the number the page has seen, for a user who
 * may view the board (the same events its live channel carries).
 */
export async function missedEvents(session: Session, boardId: string, after: number): Promise<MissedEventsResponse> {
  const board = await openBoard(session, boardId);
  const missed = await realtimeDepsOf(session).realtime.eventsAfter(board.config.id, after);
  if (!missed) throw new UseCaseError('realtime_unavailable', 'Live updates are not configured on this server.');
  return missed;
}
