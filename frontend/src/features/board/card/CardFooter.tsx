import type { Item } from '@listboard/shared';
import { formats } from '../../../i18n/formats';
import { useT } from '../../../i18n/useT';
import { CardAvatars } from './CardAvatars';
import type { CardClasses } from './cardClasses';
import { CALENDAR_ICON, COMMENT_ICON, SUBTASKS_ICON } from './cardIcons';
import type { CardDisplay } from './cardSettings';

interface CardFooterProps {
  item: Item;
  classes: CardClasses;
  display: CardDisplay;
}

/** Due date, subtasks "completed/total", comment count and people. Each count is one image named in words. */
export function CardFooter({ item, classes, display }: CardFooterProps) {
  const t = useT();
  const subtasks = display.showSubtasks && item.subInfo.count > 0 ? item.subInfo : null;
  const comments = display.showComments && item.commentsCount > 0 ? item.commentsCount : 0;
  const due = item.dueDate ? formats.date(item.dueDate, { utcDay: display.dueDateOnly }) : '';
  if (!due && !subtasks && !comments && item.users.length === 0) return null;
  return (
    <div className={classes.footer}>
      <span className={classes.counts}>
        {due && (
          <span className={classes.due}>
            {CALENDAR_ICON}
            {t('card_due', { date: due })}
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
