import { describe, expect, it } from 'vitest';
import { notificationRuleSchema, notificationsDefinitionSchema, type NotificationRuleInput } from '../../api/notifications';
import { NOTIFICATION_TYPE } from '../../api/values';
import { NOW, testCondition, testField, testSubject } from '../conditions/testing/conditions';
import type { StoredValue } from '../fieldValues';
import { withCommentRules } from '../boardConfig/notificationRules';
import type { ChangeFacts } from './changeFacts';
import { type Reason, type RecipientContext, addresseesOf } from './recipients';

const LOGINS = new Map([
  [1, 'adele@x'],
  [2, 'pradeep@x'],
  [3, 'megan@x'],
  [4, 'alex@x'],
  [5, 'nestor@x'],
]);
const fields = [
  testField('Status', 'Choice', { choices: ['Open', 'Done'] }),
  testField('AssignedTo', 'User', { isMulti: true }),
  testField('Reviewer', 'User'),
  testField('Title', 'Text'),
];

function context(unsubscribed: string[] = []): RecipientContext {
  return {
    fields,
    userField: 'AssignedTo',
    now: NOW,
    loginOf: (id) => LOGINS.get(id),
    hasUnsubscribed: (login: string, _reason: Reason) => unsubscribed.includes(login),
  };
}

/** An update by Pradeep (2) of an item created by Adele (1). */
function update(before: Record<string, StoredValue>, after: Record<string, StoredValue>, extra: Partial<ChangeFacts> = {}): ChangeFacts {
  return {
    kind: 'updated',
    before: testSubject(before),
    after: testSubject(after),
    editorId: 2,
    comment: null,
    commentatorIds: [],
    mentionedLogins: [],
    ...extra,
  };
}

const definition = (assignNotify: boolean, rules: NotificationRuleInput[] = []) =>
  notificationsDefinitionSchema.parse({
    assignNotify,
    rules: rules.map((rule) => notificationRuleSchema.parse({ name: 'r', message: 'm', ...rule })),
  });
const recipientsOf = (addressees: ReturnType<typeof addresseesOf>) =>
  addressees.map((a) => ('userId' in a.recipient ? a.recipient.userId : a.recipient.login));

describe('addresseesOf: assignment', () => {
  it('writes to the people newly in the user field, not to those already there, when the board asks for it', () => {
    const facts = update({ AssignedTo: [3] }, { AssignedTo: [3, 4, 5] });
    expect(addresseesOf(definition(true), facts, context())).toEqual([
      { recipient: { userId: 4 }, reason: { kind: 'assigned' } },
      { recipient: { userId: 5 }, reason: { kind: 'assigned' } },
    ]);
    expect(addresseesOf(definition(false), facts, context())).toEqual([]);
  });

  it('writes to the members of a group newly in the user field, each once, and never to the editor among them', () => {
    const withGroup = { ...context(), membersOf: (id: number) => (id === 1_000_000_001 ? [2, 3, 4] : undefined) };
    const facts = update({ AssignedTo: [4] }, { AssignedTo: [4, 1_000_000_001] });
    expect(recipientsOf(addresseesOf(definition(true), facts, withGroup))).toEqual([3, 4]);
    expect(recipientsOf(addresseesOf(definition(true), facts, context()))).toEqual([1_000_000_001]);
  });

  it('counts everyone on a new item as newly assigned, and never the editor', () => {
    const created: ChangeFacts = { ...update({}, { AssignedTo: [2, 3] }), kind: 'created', before: null };
    expect(recipientsOf(addresseesOf(definition(true), created, context()))).toEqual([3]);
  });
});

describe('addresseesOf: custom rules', () => {
  const toDone = {
    conditions: [testCondition('Status', 'Eq', 'Done')],
    users: [{ login: 'adele@x' }, { login: 'Reviewer', isField: true }],
  };

  it("writes to the rule's people and user fields when its conditions hold on the item as it is now", () => {
    const facts = update({ Status: 'Open', Reviewer: 5 }, { Status: 'Done', Reviewer: 5 });
    expect(recipientsOf(addresseesOf(definition(false, [toDone]), facts, context()))).toEqual(['adele@x', 5]);
    expect(addresseesOf(definition(false, [toDone]), update({ Status: 'Done' }, { Status: 'Open' }), context())).toEqual([]);
  });

  it('skips disabled rules and people who unsubscribed', () => {
    const facts = update({ Status: 'Open', Reviewer: 5 }, { Status: 'Done', Reviewer: 5 });
    expect(addresseesOf(definition(false, [{ ...toDone, isDisabled: true }]), facts, context())).toEqual([]);
    expect(recipientsOf(addresseesOf(definition(false, [toDone]), facts, context(['nestor@x'])))).toEqual(['adele@x']);
  });

  it('judges IsModified on the fields the change modified', () => {
    const rule = { conditions: [testCondition('Status', 'IsModified')], users: [{ login: 'adele@x' }] };
    expect(addresseesOf(definition(false, [rule]), update({ Status: 'Open' }, { Status: 'Done' }), context())).toHaveLength(1);
    expect(
      addresseesOf(definition(false, [rule]), update({ Status: 'Open', Title: 'a' }, { Status: 'Open', Title: 'b' }), context()),
    ).toEqual([]);
  });

  it('with ignoreOtherChanges, leaves out changes that touch none of the fields its conditions name', () => {
    const rule = { conditions: [testCondition('Status', 'Eq', 'Done')], users: [{ login: 'adele@x' }], ignoreOtherChanges: true };
    expect(
      addresseesOf(definition(false, [rule]), update({ Status: 'Done', Title: 'a' }, { Status: 'Done', Title: 'b' }), context()),
    ).toEqual([]);
    expect(addresseesOf(definition(false, [rule]), update({ Status: 'Open' }, { Status: 'Done' }), context())).toHaveLength(1);
    const loose = { ...rule, ignoreOtherChanges: false };
    expect(
      addresseesOf(definition(false, [loose]), update({ Status: 'Done', Title: 'a' }, { Status: 'Done', Title: 'b' }), context()),
    ).toHaveLength(1);
  });

  it('addresses a person once per rule, however often the rule names them', () => {
    const rule = { users: [{ login: 'ADELE@x' }, { login: 'adele@x' }] };
    expect(addresseesOf(definition(false, [rule]), update({ Title: 'a' }, { Title: 'b' }), context())).toHaveLength(1);
  });
});

describe('addresseesOf: comment rules', () => {
  const comment = (extra: Partial<ChangeFacts> = {}) =>
    update(
      { AssignedTo: [3] },
      { AssignedTo: [3] },
      { kind: 'commented', comment: '<p>Hi @Alex</p>', commentatorIds: [4, 2, 5], mentionedLogins: ['alex@x'], ...extra },
    );
  const enabled = (type: number) => {
    const all = withCommentRules(notificationsDefinitionSchema.parse({}));
    return { ...all, rules: all.rules.map((rule) => ({ ...rule, isDisabled: rule.notificationType !== type })) };
  };

  it('writes to every earlier commentator but the editor', () => {
    expect(recipientsOf(addresseesOf(enabled(NOTIFICATION_TYPE.NewCommentAllCommentators), comment(), context()))).toEqual([4, 5]);
  });
  it('writes to the assignees, the creator, and the people mentioned', () => {
    expect(recipientsOf(addresseesOf(enabled(NOTIFICATION_TYPE.NewCommentAssingedTo), comment(), context()))).toEqual([3]);
    expect(recipientsOf(addresseesOf(enabled(NOTIFICATION_TYPE.NewCommentCreatedBy), comment(), context()))).toEqual([1]);
    expect(recipientsOf(addresseesOf(enabled(NOTIFICATION_TYPE.NewCommentMention), comment(), context()))).toEqual(['alex@x']);
  });
  it('says nothing about changes that are no comment, and nothing while the rules are off (their default)', () => {
    expect(addresseesOf(enabled(NOTIFICATION_TYPE.NewCommentAssingedTo), comment({ kind: 'updated' }), context())).toEqual([]);
    expect(addresseesOf(withCommentRules(notificationsDefinitionSchema.parse({})), comment(), context())).toEqual([]);
  });
});
