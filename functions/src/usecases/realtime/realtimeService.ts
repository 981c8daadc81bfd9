import type { NegotiateResponse } from '@listboard/shared';
import { UseCaseError } from '../errors';
import { openBoard } from '../common/boardAccess';
import type { Session } from '../../context/session';

/** GET /api/realtime/negotiate: a client URL for the board's live channel, for a user who may view the board. */
export async function negotiate(session: Session, boardId: string): Promise<NegotiateResponse> {
  const board = await openBoard(session, boardId);
  const url = await session.services.realtime.clientAccessUrl(session.user.login, board.config.id);
  if (!url) throw new UseCaseError('realtime_unavailable', 'Live updates are not configured on this server.');
  return { url };
}
