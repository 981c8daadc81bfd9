import { type Item, isOverdue, readableFontColor } from '@listboard/shared';
import { formats } from '../../../i18n/formats';
import { useT } from '../../../i18n/useT';
import { CardAge } from './CardAge';
import { CardAvatars } from './CardAvatars';
import type { CardClasses } from './cardClasses';
import { CALENDAR_ICON, COMMENT_ICON, SUBTASKS_ICON } from './cardIcons';
import type { CardDisplay } from './cardSettings';

// The card's text colours, dark first: the overdue colour is a light red by default.
const OVERDUE_TEXT = ['#242424', '#ffffff'];

interface CardFooterProps {
  item: Item;
  classes: CardClasses;
  display: CardDisplay;
}

/** Time in column, due date, subtasks "completed/total", comment count and people. Each count is one image named in words. */
export function CardFooter({ item, classes, display }: CardFooterProps) {
  const t = useT();
  const subtasks = display.showSubtasks && item.subInfo.count > 0 ? item.subInfo : null;
  const comments = display.showComments && item.commentsCount > 0 ? item.commentsCount : 0;
  const due = item.dueDate ? formats.date(item.dueDate, { utcDay: display.dueDateOnly }) : '';
  // Said in words as well as in colour (docs/configuration.md#overdue-cards).
  const overdueColor = display.overdueColor && isOverdue(item, new Date(), display.dueDateOnly) ? display.overdueColor : null;
  const age = display.aging && item.age;
  if (!due && !subtasks && !comments && !age && item.users.length === 0) return null;
  return (
    <div className={classes.footer}>
      <span className={classes.counts}>
        {age && display.aging && <CardAge age={age} {...display.aging} classes={classes} />}
        {due && (
          <span
            className={overdueColor ? classes.overdue : classes.due}
            style={overdueColor ? { backgroundColor: overdueColor, color: readableFontColor(overdueColor, OVERDUE_TEXT) } : undefined}
          >
            {CALENDAR_ICON}
            {overdueColor ? t('card_overdue', { date: due }) : t('card_due', { date: due })}
          </span>
        )}
        {subtasks && (
          <span
            role="img"
            className={classes.count}
            aria-label={t('card_subtasks_completed', { completed: subtasks.completed, total: subtasks.count })}
          >
            {SUBTASKS_ICON}
            {`${subtasks.completed}/${subtasks.count}`}
          </span>
        )}
        {comments > 0 && (
          <span
            role="img"
            className={classes.count}
            aria-label={comments === 1 ? t('card_one_comment') : t('card_comment_count', { count: comments })}
          >
            {COMMENT_ICON}
            {comments}
          </span>
        )}
      </span>
      <CardAvatars users={item.users} classes={classes} people={display.people} />
    </div>
  );
}
