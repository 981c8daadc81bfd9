import {
  type BoardStore,
  type ListHost,
  type Services,
  type StoredValue,
  TableListHost,
  nameUnnamedManagers,
} from '@listboard/functions/host-api';
import { ORDER_STEP, DEFAULT_ORDER, boardConfigSchema, seededRandom } from '@listboard/shared';
import {
  DEMO_BOARD_ID,
  DEMO_TASKS_LIST_ID,
  DEMO_USERS,
  DEMO_VIEW_ONLY_LOGIN,
  DISTRIBUTION,
  LABELS,
  PROJECTS,
  TASK_FIELDS,
  TITLES,
  demoBoard,
} from './demoData';
import { demoList, seedDocuments } from './demoDocuments';
import { demoHistories } from './demoHistory';
import { demoPhoto } from './demoPhotos';

function dateOnly(daysFromToday: number): string {
  const date = new Date();
  date.setUTCHours(0, 0, 0, 0);
  date.setUTCDate(date.getUTCDate() + daysFromToday);
  return date.toISOString();
}

function demoItems(userIds: number[]): Record<string, StoredValue>[] {
  const random = seededRandom(42);
  const pick = <T>(values: readonly T[]) => values[Math.floor(random() * values.length)];
  const items: Record<string, StoredValue>[] = [];
  for (const [status, perPriority] of Object.entries(DISTRIBUTION)) {
    let position = 0;
    for (const [priority, count] of Object.entries(perPriority)) {
      for (let i = 0; i < count; i += 1) {
        const assignees = [...new Set([pick(userIds), ...(random() < 0.3 ? [pick(userIds)] : [])])];
        const labels = [...new Set([pick(LABELS).name, ...(random() < 0.4 ? [pick(LABELS).name] : [])])];
        items.push({
          Title: TITLES[items.length],
          Status: status,
          Priority: priority || null,
          AssignedTo: assignees,
          DueDate: dateOnly(Math.floor(random() * 40) - 10),
          Labels: labels,
          Estimate: 1 + Math.floor(random() * 8),
          Project: pick(PROJECTS),
          KanbanOrder: DEFAULT_ORDER + position * ORDER_STEP,
        });
        position += 1;
      }
    }
  }
  return items;
}

/**
 * A second site, on a host no organisation has connected yet (oidc mode): its people meet the
 * tenant binding, and Adele, the demo organisation's administrator, connects it.
 */
export const PARTNER_SITE_URL = 'https://partner.listboard.local/sites/shared';

export async function seedPartnerSite(listHost: ListHost): Promise<void> {
  await listHost.ensureWeb({
    url: PARTNER_SITE_URL,
    name: 'Partner site',
    description: 'A site on a host not yet connected to the demo organisation',
  });
  for (const user of DEMO_USERS) {
    await listHost.ensureUser(PARTNER_SITE_URL, {
      name: user.name,
      email: user.email,
      login: user.login,
      isSiteAdmin: user.isSiteAdmin,
      groups: [],
    });
  }
}

/**
 * Adele, the demo site's administrator, manages the demo tenant's licence and admin panel, so the demo
 * signs in to the real roles rather than the spec's "everyone manages until someone is named"
 * (docs/licences.md). Entra sign-in keeps the tenant unconfigured: its directory's administrators manage it.
 */
export async function nameDemoManagers(services: Services, siteUrl: string): Promise<void> {
  const adele = DEMO_USERS[0];
  await nameUnnamedManagers(services, new URL(siteUrl).origin, [{ login: adele.login, isGroup: false, name: adele.name }]);
}

/** Seeds the demo site, its users, the Tasks list, the Documents library and their boards; safe to run on every start. */
export async function seedDemo(listHost: ListHost, boards: BoardStore, siteUrl: string): Promise<void> {
  await listHost.ensureWeb({ url: siteUrl, name: 'Team site', description: 'The demo site of the local stack' });
  const users = [];
  for (const user of DEMO_USERS) {
    users.push(
      await listHost.ensureUser(siteUrl, {
        name: user.name,
        email: user.email,
        login: user.login,
        isSiteAdmin: user.isSiteAdmin,
        groups: user.groups,
      }),
    );
    // The built-in store keeps its people's pictures itself (the 'site' avatar source); SharePoint's are in their profiles.
    const photo = demoPhoto(user.login, 'site');
    if (photo && listHost instanceof TableListHost)
      await listHost.saveUserPhoto(siteUrl, user.login, { bytes: photo, contentType: 'image/png' });
  }
  let list =
    (await demoList(listHost, siteUrl, DEMO_TASKS_LIST_ID, 'Tasks')) ??
    (await listHost.createList(siteUrl, {
      id: DEMO_TASKS_LIST_ID,
      title: 'Tasks',
      description: 'Work of the demo team',
      fields: TASK_FIELDS,
    }));
  // Data folders seeded by an earlier version get the fields added since.
  for (const field of TASK_FIELDS.filter((f) => !list.fields.some((existing) => existing.internalName === f.internalName))) {
    list = await listHost.addField(siteUrl, list.id, field);
  }
  if ((await listHost.queryItems(siteUrl, list.id)).length === 0) {
    const editors = users.filter((u) => u.login !== DEMO_VIEW_ONLY_LOGIN).map((u) => u.id);
    const created = await listHost.createItems(siteUrl, list.id, demoItems(editors), users[0].id);
    const parent = created[0];
    for (const child of created.slice(1, 4)) {
      await listHost.updateItem(siteUrl, list.id, child.id, { ParentID: [parent.id] }, { editorId: users[0].id });
    }
    for (const [index, item] of created.slice(0, 8).entries()) {
      const author = users[index % editors.length];
      await listHost.updateItem(
        siteUrl,
        list.id,
        item.id,
        { KanbanComments: `Picked this up, ${author.name.split(' ')[0]} here.` },
        { editorId: author.id },
      );
    }
    if (listHost instanceof TableListHost)
      await listHost.importItemHistory(siteUrl, list.id, await demoHistories(listHost, siteUrl, list.id, created, editors));
  }
  const tenant = new URL(siteUrl).origin;
  const editorLogins = users.filter((u) => u.login !== DEMO_VIEW_ONLY_LOGIN).map((u) => u.login);
  if (!(await boards.get(tenant, DEMO_BOARD_ID))) {
    await boards.create(tenant, boardConfigSchema.parse(demoBoard(siteUrl, users[0].login, editorLogins, list.id)));
  }
  await seedDocuments(listHost, boards, siteUrl, users[0], editorLogins);
}
