import { type BoardStore, type ListHost, type ListSchema, type SiteUser, LIBRARY_FILE_FIELD } from '@listboard/functions/host-api';
import { DEFAULT_ORDER, ORDER_STEP, type FieldInput, boardConfigSchema } from '@listboard/shared';

export const DEMO_DOCUMENTS_LIST_ID = '3d8b5f2a-7c41-4e9d-b6a0-1f2e3c4d5e60';
export const DEMO_DOCUMENTS_BOARD_ID = 'c2f9a8b7-6d5e-4f3a-9b1c-2d3e4f5a6b7c';

export const DOCUMENT_STATUSES = ['Draft', 'In Review', 'Approved', 'Published'];

/** The library's own fields; the store adds the file name field (FileLeafRef, "Name"). */
const DOCUMENT_FIELDS: FieldInput[] = [
  { internalName: 'Title', name: 'Title', type: 'Text', isRequired: true },
  { internalName: 'Status', name: 'Status', type: 'Choice', isRequired: true, choices: DOCUMENT_STATUSES, defaultValue: 'Draft' },
  { internalName: 'KanbanOrder', name: 'Order', type: 'Number' },
  // Spec 2 section 8: a board's lists need a choice and a user field.
  { internalName: 'DocumentOwner', name: 'Owner', type: 'User' },
];

const DOCUMENTS = [
  {
    title: 'Onboarding handbook',
    status: 'Draft',
    file: 'onboarding-handbook.txt',
    text: 'Welcome to the team. Week one: accounts, laptop, buddy.',
  },
  { title: 'Release checklist', status: 'Draft', file: 'release-checklist.txt', text: 'Freeze, tag, smoke test, publish notes, announce.' },
  { title: 'Q3 budget plan', status: 'In Review', file: 'q3-budget-plan.txt', text: 'Hosting 12k, tools 4k, events 6k.' },
  {
    title: 'Security policy',
    status: 'Approved',
    file: 'security-policy.txt',
    text: 'Passwords are never shared. Report incidents within a day.',
  },
  { title: 'Brand guidelines', status: 'Published', file: 'brand-guidelines.txt', text: 'Use the blue logo on light backgrounds only.' },
];

function documentsBoard(siteUrl: string, ownerLogin: string, editorLogins: string[], listId: string) {
  return boardConfigSchema.parse({
    id: DEMO_DOCUMENTS_BOARD_ID,
    name: 'Team documents',
    description: "The demo team's documents library: one file per card, columns by status.",
    source: { lists: [{ url: siteUrl, listID: listId, name: 'Documents', versioned: true, allowManage: true }] },
    columnFieldName: 'Status',
    columnDefinitions: DOCUMENT_STATUSES.map((status) => ({ name: status, value: status, isComplete: status === 'Published' })),
    titleFieldName: 'Title',
    cardFields: [LIBRARY_FILE_FIELD],
    parentlookup: null,
    allowSorting: true,
    // A column's one-line form cannot take the file a library item needs; the dialog can.
    disableCreateFromColumn: true,
    permission: {
      defaultUserPermission: 1,
      boardOwners: [{ login: ownerLogin }],
      tasksOwners: editorLogins.map((login) => ({ login })),
    },
  });
}

/** A demo list by the id the built-in store keeps, else by its title (SharePoint gives new lists ids of its own). */
export async function demoList(listHost: ListHost, siteUrl: string, id: string, title: string): Promise<ListSchema | null> {
  return (await listHost.getList(siteUrl, id)) ?? (await listHost.getLists(siteUrl)).find((list) => list.title === title) ?? null;
}

/**
 * Seeds the Documents library (with a small text file per item) and the "Team documents" board;
 * like the rest of the seed, it only adds what is missing.
 */
export async function seedDocuments(
  listHost: ListHost,
  boards: BoardStore,
  siteUrl: string,
  owner: SiteUser,
  editorLogins: string[],
): Promise<void> {
  let list =
    (await demoList(listHost, siteUrl, DEMO_DOCUMENTS_LIST_ID, 'Documents')) ??
    (await listHost.createList(siteUrl, {
      id: DEMO_DOCUMENTS_LIST_ID,
      title: 'Documents',
      description: 'Documents of the demo team',
      fields: DOCUMENT_FIELDS,
      isLibrary: true,
    }));
  // Data folders seeded by an earlier version get the fields added since.
  for (const field of DOCUMENT_FIELDS.filter((f) => !list.fields.some((existing) => existing.internalName === f.internalName))) {
    list = await listHost.addField(siteUrl, list.id, field);
  }
  if ((await listHost.queryItems(siteUrl, list.id)).length === 0) {
    const rows = DOCUMENTS.map((d, index) => ({
      Title: d.title,
      Status: d.status,
      KanbanOrder: DEFAULT_ORDER + index * ORDER_STEP,
      DocumentOwner: [owner.id],
    }));
    const created = await listHost.createItems(siteUrl, list.id, rows, owner.id);
    for (const [index, item] of created.entries()) {
      const { file, text } = DOCUMENTS[index];
      await listHost.setItemFile(siteUrl, list.id, item.id, file, new TextEncoder().encode(text), { editorId: owner.id });
    }
  }
  const tenant = new URL(siteUrl).origin;
  if (!(await boards.get(tenant, DEMO_DOCUMENTS_BOARD_ID)))
    await boards.create(tenant, documentsBoard(siteUrl, owner.login, editorLogins, list.id));
}
