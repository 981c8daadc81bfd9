import { COMPLETED_STATUS } from './styles';

/** What the overdue marking needs of a card. */
export interface CardWithDueDate {
  dueDate: string | null;
  columnValue: string;
}

/** The calendar day of `date` where the person is, as YYYY-MM-DD. */
function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * Whether a card is overdue for spec 2's overdueDefinition (docs/configuration.md#overdue-cards): its due date has
 * passed and it is not in the 'Completed' column, as the system overdue style rule reads it. A date-only due date
 * (kept as that day's UTC midnight) passes at the end of that day where the person is; a date and time passes at
 * that moment.
 */
export function isOverdue(card: CardWithDueDate, now: Date, dateOnly: boolean): boolean {
  if (!card.dueDate || card.columnValue === COMPLETED_STATUS) return false;
  const due = new Date(card.dueDate);
  if (Number.isNaN(due.getTime())) return false;
  return dateOnly ? card.dueDate.slice(0, 10) < localDay(now) : due.getTime() < now.getTime();
}
