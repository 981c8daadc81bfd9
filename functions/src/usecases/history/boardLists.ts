import type { BoardConfig, SourceList } from '@listboard/shared';
import type { Session } from '../../context/session';
import type { ListItemRecord, ListSchema, SiteUser } from '../../ports/listHost';
import type { DigestItem } from '../../ports/versionDigests';
import { boardItemQuery, listSchemaOf } from '../common/boardAccess';
import { keptVersions } from '../common/keptVersions';
import { historyDepsOf } from './deps';

/** One of a board's lists as the reports read it: its schema, its items now, and every item's versions. */
export interface ReportedList {
  source: SourceList;
  list: ListSchema;
  records: ListItemRecord[];
  kept: DigestItem[];
}

export interface ReportedBoard {
  lists: ReportedList[];
  users: SiteUser[];
  /** Whether every list keeps versions: without them the reports have nothing to read. */
  versioning: boolean;
  timeZone: string;
}

/** The board's lists, their items and their kept versions, read at once. */
export async function reportedBoard(session: Session, config: BoardConfig): Promise<ReportedBoard> {
  const sources = config.source.lists;
  const siteUrls = [...new Set(sources.map((source) => source.url))];
  const [lists, users] = await Promise.all([
    Promise.all(
      sources.map(async (source): Promise<ReportedList> => {
        const [list, records, kept] = await Promise.all([
          listSchemaOf(session, source),
          session.lists.queryItems(source.url, source.listID, boardItemQuery(config)),
          keptVersions(session, source),
        ]);
        return { source, list, records, kept };
      }),
    ),
    Promise.all(siteUrls.map((url) => session.lists.getSiteUsers(url))),
  ]);
  return { lists, users: users.flat(), versioning: lists.every(({ list }) => list.versioning), timeZone: boardTimeZone(session, config) };
}

/** The board's own zone, else the deployment's (LISTBOARD_TIME_ZONE), else UTC: the zone its days are counted in. */
export function boardTimeZone(session: Session, config: BoardConfig): string {
  return config.timeZone ?? historyDepsOf(session).settings.mail?.timeZone ?? 'UTC';
}

/** A person who can be picked as 'modified by': not a group, the system account or an app. */
export function isRealPerson(user: SiteUser): boolean {
  return user.email.trim() !== '' && !/^(c:0|sharepoint\\system$|app@sharepoint$)/i.test(user.login);
}
