export { CHANGE_KINDS, type ChangeFacts, type ChangeKind, type ItemSnapshot, modifiedFieldsOf, peopleIn } from './changeFacts';
export {
  type Addressee,
  type Reason,
  type Recipient,
  type RecipientContext,
  addresseesOf,
  ruleRecipients,
  withGroupMembers,
} from './recipients';
export {
  type ChangedValue,
  type MessageTask,
  type MessageValues,
  escapeHtml,
  fillMessage,
  plainTextOf,
  textAsHtml,
} from './messageTemplate';
export { type CalendarDay, type WallTime, addDays, daysInMonth, instantOf, isTimeZone, wallTimeOf, weekdayOf } from './zonedTime';
export {
  REMINDER_TICK_MS,
  type ReminderDate,
  type ReminderWindow,
  dueMoment,
  dueSlot,
  reminderMoments,
  reminderTick,
  sendsOn,
} from './reminderSchedule';
export { type DueCard, type ReminderContext, dueCards } from './reminders';
export { type ChangeRun, type CombinedChanges, type FieldChange, combineChanges } from './combinedChanges';
