import type { Services } from '../../ports/services';
import { inEverySettledLocation } from '../common/settledLocations';
import { notifierDepsOf } from './mailDeps';
import { runReminders } from './reminderRunner';

/** Boards whose lists the timer cannot read, told once per process rather than every 5 minutes. */
const unreadBoards = new Set<string>();

/** One run of the reminder timer (docs/notifications.md) for the tick `now` falls in; with mail off there is nothing to send. */
export async function remindEverywhere(everywhere: Services, now: Date): Promise<void> {
  if (!everywhere.settings.mail) return;
  await inEverySettledLocation(everywhere, (current) => remindIn(current, now));
}

/** The reminders of one location's boards. */
async function remindIn(current: Services, now: Date): Promise<void> {
  const deps = notifierDepsOf(current);
  await runReminders(
    {
      ...deps,
      cursors: current.reminderCursors,
      unreadable: (boardId) => {
        if (unreadBoards.has(boardId)) return;
        unreadBoards.add(boardId);
        deps.log(
          `Board ${boardId}: reminders on SharePoint need the app's own access to the site (LISTBOARD_CLIENT_CERTIFICATE), which this deployment has not; none are sent.`,
        );
      },
      listsFor: (tenant) => current.listHostOfApp(tenant),
    },
    now,
  );
}
