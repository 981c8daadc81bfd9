import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { NOTIFICATION_TYPE, notificationsDefinitionSchema, withCommentRules } from '@listboard/shared';
import { renderInWizard } from '../../testing/inWizard';
import { NotificationRulesSection } from './NotificationRulesSection';

const custom = {
  name: 'Status changes',
  message: '<p>{TaskLink} changed</p>',
  users: [{ login: 'AssignedTo', isField: true, name: 'Assigned To' }],
};
const COMMENT_RULES = [
  'New comment: to everyone who commented',
  'New comment: to the people the card is assigned to',
  'New comment: to the person who created the card',
  'New comment: to the people mentioned in it',
];
// What the page shows for them: their type, in the page's language, while they keep the system's names.
const COMMENT_RULE_TITLES = [
  'New comment: everyone who commented',
  'New comment: the people the card is assigned to',
  'New comment: the person who created the card',
  'New comment: the people mentioned',
];

const header = (name: string | RegExp) => screen.getByRole('button', { name });
const isOpen = (name: string | RegExp) => header(name).getAttribute('aria-expanded') === 'true';

afterEach(cleanup);

describe('notification rules', () => {
  it('adds the missing comment rules, disabled, to the draft', () => {
    const { state } = renderInWizard(<NotificationRulesSection />, { notificationsDefinition: { rules: [custom] } });
    const rules = state().draft.notificationsDefinition.rules;
    expect(rules.map((rule) => [rule.notificationType, rule.isDisabled])).toEqual([
      [0, false],
      [10, true],
      [11, true],
      [12, true],
      [13, true],
    ]);
    for (const name of COMMENT_RULE_TITLES) expect(header(`${name} System Disabled`)).toBeTruthy();
    expect(state().dirty).toBe(true);
  });

  it('leaves a board that has its comment rules unchanged', () => {
    const { state } = renderInWizard(<NotificationRulesSection />, {
      notificationsDefinition: withCommentRules(notificationsDefinitionSchema.parse({})),
    });
    expect(state().draft.notificationsDefinition.rules).toHaveLength(4);
    expect(state().dirty).toBe(false);
  });

  it('starts with the panels of named rules collapsed and opens a new rule', () => {
    renderInWizard(<NotificationRulesSection />, { notificationsDefinition: { rules: [custom, { name: ' ' }] } });
    expect(isOpen('Status changes')).toBe(false);
    expect(isOpen('New notification rule')).toBe(true);
    expect(isOpen(/^New comment: the people mentioned/)).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Add notification rule' }));
    expect(screen.getAllByRole('group', { name: 'New notification rule' })).toHaveLength(2);
  });

  it('hides the conditions and recipients of a system rule and shows its type read-only', () => {
    renderInWizard(<NotificationRulesSection />, { notificationsDefinition: { rules: [custom] } });
    fireEvent.click(header('Status changes'));
    const own = screen.getByRole('group', { name: 'Status changes' });
    expect(within(own).getByRole('group', { name: 'Conditions' })).toBeTruthy();
    expect(within(own).getByRole('group', { name: 'Recipients' })).toBeTruthy();
    expect(within(own).getByRole('button', { name: 'Remove rule Status changes' })).toBeTruthy();

    fireEvent.click(header(/^New comment: the people mentioned/));
    const system = screen.getByRole('group', { name: COMMENT_RULE_TITLES[3] });
    expect(within(system).queryByRole('group', { name: 'Conditions' })).toBeNull();
    expect(within(system).queryByRole('group', { name: 'Recipients' })).toBeNull();
    expect(within(system).queryByRole('button', { name: /^Remove rule/ })).toBeNull();
    expect(within(system).getByRole('textbox', { name: 'Type' })).toHaveProperty('readOnly', true);
    expect(within(system).getByRole('textbox', { name: 'Type' })).toHaveProperty('value', 'New comment: the people mentioned');
  });

  it('inserts a tag where the cursor was, and offers the change tags', () => {
    const { state } = renderInWizard(<NotificationRulesSection />, { notificationsDefinition: { rules: [custom] } });
    fireEvent.click(header('Status changes'));
    const panel = screen.getByRole('group', { name: 'Status changes' });
    const tags = within(panel).getByRole('group', { name: 'Tags for the message' });
    expect(
      within(tags)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['{RecipientName}', '{Editor}', '{TaskLink}', '{BoardLink}', '{CommentValue}', '{ChangedValues}']);
    const message = within(panel).getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;
    message.setSelectionRange(3, 3);
    fireEvent.click(within(tags).getByRole('button', { name: '{Editor}' }));
    expect(state().draft.notificationsDefinition.rules[0].message).toBe('<p>{Editor}{TaskLink} changed</p>');
  });

  it('resets the comment rules to their defaults and keeps the custom rules', () => {
    const { state } = renderInWizard(<NotificationRulesSection />, { notificationsDefinition: { rules: [custom] } });
    fireEvent.click(header(/^New comment: everyone who commented/));
    fireEvent.click(within(screen.getByRole('group', { name: COMMENT_RULE_TITLES[0] })).getByRole('switch', { name: 'Enabled' }));
    expect(state().draft.notificationsDefinition.rules[1].isDisabled).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Reset to defaults' }));
    const rules = state().draft.notificationsDefinition.rules;
    expect(rules.map((rule) => rule.name)).toEqual(['Status changes', ...COMMENT_RULES]);
    expect(rules.find((rule) => rule.notificationType === NOTIFICATION_TYPE.NewCommentAllCommentators)?.isDisabled).toBe(true);
    expect(isOpen(/^New comment: everyone who commented/)).toBe(false);
  });
});
