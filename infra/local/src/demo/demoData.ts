import { type BoardConfigInput, type FieldInput, PEOPLE_AND_GROUPS, systemStyleRules } from '@listboard/shared';
import { demoNotifications, demoReminders } from './demoRules';

export const DEMO_TASKS_LIST_ID = '6f1c2a9e-5b7d-4c3e-9a1f-0d2e4b6c8a10';
export const DEMO_BOARD_ID = 'b7e4c1d2-3a5f-4e6b-8c9d-0a1b2c3d4e5f';
export const EMAIL_DOMAIN = 'demo.listboard.local';

/** The demo site's groups (docs/local-stack.md): a board's permission lists may name them. */
export const DEMO_GROUPS = { marketing: 'Marketing team', engineering: 'Engineering team' } as const;

export const DEMO_USERS = [
  { name: 'Adele Vance', alias: 'adele', isSiteAdmin: true, groups: [] },
  { name: 'Alex Wilber', alias: 'alex', isSiteAdmin: false, groups: [DEMO_GROUPS.engineering] },
  { name: 'Megan Bowen', alias: 'megan', isSiteAdmin: false, groups: [DEMO_GROUPS.marketing] },
  { name: 'Nestor Wilke', alias: 'nestor', isSiteAdmin: false, groups: [DEMO_GROUPS.marketing] },
  { name: 'Lidia Holloway', alias: 'lidia', isSiteAdmin: false, groups: [DEMO_GROUPS.engineering] },
  { name: 'Pradeep Gupta', alias: 'pradeep', isSiteAdmin: false, groups: [] },
].map((u) => ({ ...u, login: `${u.alias}@${EMAIL_DOMAIN}`, email: `${u.alias}@${EMAIL_DOMAIN}` }));

/** Pradeep views the demo board only; the others edit it. */
export const DEMO_VIEW_ONLY_LOGIN = `pradeep@${EMAIL_DOMAIN}`;

export const STATUSES = ['Not Started', 'In Progress', 'Review', 'Completed', 'Deferred'];
export const PRIORITIES = ['(1) High', '(2) Normal', '(3) Low'];
export const LABELS = [
  { name: 'Bug', color: '#E74856' },
  { name: 'Feature', color: '#0078D7' },
  { name: 'UI', color: '#B6E9FF' },
  { name: 'Backend', color: '#5C2D91' },
  { name: 'Docs', color: '#FFF4CE' },
  { name: 'Urgent', color: '#FF8C00' },
];
export const PROJECTS = ['Website', 'Mobile app', 'Onboarding', 'Billing'];

export const TASK_FIELDS: FieldInput[] = [
  { internalName: 'Title', name: 'Title', type: 'Text', isRequired: true },
  { internalName: 'Status', name: 'Status', type: 'Choice', isRequired: true, choices: STATUSES, defaultValue: 'Not Started' },
  // People and groups, as SharePoint's own task lists take them (a card may go to a team).
  { internalName: 'AssignedTo', name: 'Assigned To', type: 'User', isMulti: true, mode: PEOPLE_AND_GROUPS },
  { internalName: 'DueDate', name: 'Due Date', type: 'DateTime', dateOnly: true },
  { internalName: 'Priority', name: 'Priority', type: 'Choice', choices: PRIORITIES, defaultValue: '(2) Normal' },
  { internalName: 'Labels', name: 'Labels', type: 'MultiChoice', choices: LABELS.map((l) => l.name) },
  { internalName: 'Estimate', name: 'Estimate', type: 'Number', min: 0 },
  { internalName: 'Project', name: 'Project', type: 'Text' },
  // No lookupList: a lookup into its own list, whatever id the list host gives it.
  { internalName: 'ParentID', name: 'Parent', type: 'Lookup', titleField: 'Title' },
  { internalName: 'KanbanComments', name: 'Comments', type: 'Note', appendOnly: true, isRich: false },
  { internalName: 'KanbanOrder', name: 'Order', type: 'Number' },
  { internalName: 'Attachments', name: 'Attachments', type: 'Attachments', isReadOnly: true },
  { internalName: 'Blocked', name: 'Blocked', type: 'Boolean' },
  { internalName: 'SpecLink', name: 'Spec link', type: 'URL' },
  { internalName: 'Budget', name: 'Budget', type: 'Currency', min: 0 },
  { internalName: 'Progress', name: 'Progress', type: 'Number', isPercentage: true },
  { internalName: 'ReviewAt', name: 'Review at', type: 'DateTime', dateOnly: false },
  { internalName: 'Notes', name: 'Notes', type: 'Note', isRich: true },
];

/** Cards per status and priority ('' = no priority). In Progress / (1) High sits at its WIP limit of 3. */
export const DISTRIBUTION: Record<string, Record<string, number>> = {
  'Not Started': { '(1) High': 4, '(2) Normal': 6, '(3) Low': 4, '': 2 },
  'In Progress': { '(1) High': 3, '(2) Normal': 2, '(3) Low': 1, '': 0 },
  Review: { '(1) High': 2, '(2) Normal': 3, '(3) Low': 2, '': 1 },
  Completed: { '(1) High': 5, '(2) Normal': 8, '(3) Low': 5, '': 2 },
  Deferred: { '(1) High': 1, '(2) Normal': 3, '(3) Low': 4, '': 2 },
};

export const TITLES = [
  'Fix login redirect loop',
  'Design pricing page',
  'Write API rate-limit docs',
  'Migrate invoices table',
  'Add dark mode toggle',
  'Set up error monitoring',
  'Review onboarding emails',
  'Refactor payment webhook',
  'Localise checkout into German',
  'Improve search relevance',
  'Draft Q3 roadmap',
  'Clean up feature flags',
  'Audit accessibility of forms',
  'Speed up dashboard load',
  'Add CSV export to reports',
  'Fix timezone bug in reminders',
  'Plan user interviews',
  'Update privacy policy',
  'Create welcome tour',
  'Archive old projects',
  'Harden password reset',
  'Add push notifications',
  'Redesign settings screen',
  'Write release notes 2.4',
  'Automate database backups',
  'Support SSO with Okta',
  'Reduce bundle size',
  'Fix flaky checkout test',
  'Add team invitations',
  'Tune cache headers',
  'Triage support backlog',
  'Prepare investor demo',
  'Add two-factor sign-in',
  'Sync calendar events',
  'Fix avatar upload on Safari',
  'Write style guide',
  'Add billing alerts',
  'Improve empty states',
  'Translate help centre',
  'Rotate API keys',
  'Build usage analytics',
  'Fix PDF export margins',
  'Add keyboard shortcuts',
  'Review security findings',
  'Set up staging environment',
  'Onboard new designer',
  'Add bulk edit',
  'Fix memory leak in worker',
  'Publish mobile beta',
  'Survey churned customers',
  'Add Slack integration',
  'Optimise image pipeline',
  'Document deployment steps',
  'Fix broken links in docs',
  'Add coupon codes',
  'Refresh marketing site',
  'Plan accessibility training',
  'Add activity feed',
  'Fix rounding in invoices',
  'Retire legacy API v1',
];

/** `listId`: the Tasks list's id on the list host (the built-in store keeps DEMO_TASKS_LIST_ID; SharePoint names lists itself). */
export function demoBoard(siteUrl: string, ownerLogin: string, editorLogins: string[], listId = DEMO_TASKS_LIST_ID): BoardConfigInput {
  return {
    id: DEMO_BOARD_ID,
    name: 'Team tasks',
    description: "The demo team's work: columns by status, swimlanes by priority.",
    source: { lists: [{ url: siteUrl, listID: listId, name: 'Tasks', versioned: true, allowManage: true }] },
    columnFieldName: 'Status',
    columnDefinitions: STATUSES.map((status) => ({
      name: status,
      value: status,
      wipLimit: status === 'In Progress' ? 3 : 0,
      isActiveWipLimit: status === 'In Progress',
      isComplete: status === 'Completed',
      // Deferred work waits: it is not started, for card aging and the limit per person.
      isStarted: status === 'Deferred' ? false : null,
      // The row total counts the work still open.
      isPartOfRowTotal: status !== 'Completed',
      totals: { name: 'Estimate', fieldName: 'Estimate', func: 'sum' as const },
    })),
    swimlanes: {
      field: 'Priority',
      lanes: PRIORITIES.map((p) => ({ name: p, value: p })),
      addDefault: true,
      defaultName: 'Unassigned',
      calculateTotal: true,
    },
    titleFieldName: 'Title',
    displayTitleFieldName: 'Project',
    displayTitleFieldName2: 'Estimate',
    cardFields: ['Budget'],
    cardFieldsHideEmpty: true,
    calloutDefinition: { fields: ['Project', 'SpecLink', 'Progress'] },
    userField: 'AssignedTo',
    dueDateField: 'DueDate',
    flow: { showAging: true, personWipLimit: 0 },
    commentsFieldName: 'KanbanComments',
    labelsFieldName: 'Labels',
    labelsColors: LABELS.map((l) => ({ ...l, disabled: false })),
    parentlookup: 'ParentID',
    useSubtasks: true,
    cardSize: 'L',
    allowSorting: true,
    sortFieldNames: ['DueDate', 'Budget', 'Title'],
    styles: systemStyleRules({ dueDateField: 'DueDate', columnFieldName: 'Status', priorityField: 'Priority' }),
    filters: [
      {
        name: 'Urgent and open',
        conditions: [
          { field: 'Priority', operator: 'Eq', value: '(1) High' },
          { field: 'Status', operator: 'Neq', value: 'Completed', conjunction: 'AND' },
        ],
      },
    ],
    notificationsDefinition: demoNotifications(),
    remindersDefinition: demoReminders(ownerLogin),
    permission: {
      defaultUserPermission: 1,
      boardOwners: [{ login: ownerLogin }],
      tasksOwners: editorLogins.map((login) => ({ login })),
    },
  };
}
