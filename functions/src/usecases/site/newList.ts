import { type NewListRequest, type SiteListInfo, boardListFields } from '@listboard/shared';
import type { Session } from '../../context/session';
import { assertMayCreateBoards } from '../boards/index';
import { createListWithFreeTitle } from '../common/listsWithFreeTitles';
import { siteInTenant } from './siteLookups';
import { siteListInfoOf } from './siteSetup';

/**
 * POST /api/site/newList: the wizard's New list, made as quick create makes its list (see
 * boardListFields) but with the statuses the page names in its language. It needs the right to
 * create boards, since the list exists only to carry one.
 */
export async function createBoardList(session: Session, request: NewListRequest): Promise<SiteListInfo> {
  assertMayCreateBoards(session);
  const siteUrl = await siteInTenant(session, request.url);
  const list = await createListWithFreeTitle(session, siteUrl, request.title.trim(), {
    fields: boardListFields(request.statuses),
    versioning: true,
  });
  return siteListInfoOf(list, siteUrl, await session.lists.getListRights(siteUrl, list.id, session.user.login), session.lists);
}
