import { Button, Dropdown, Option, TableCell, TableRow, makeStyles } from '@fluentui/react-components';
import { LinkDismissRegular } from '@fluentui/react-icons';
import type { BoardResponse, Item } from '@listboard/shared';
import { useT } from '../../i18n/useT';
import { DateInput } from '../../ui/fields/DateInput';
import { PeoplePicker } from '../../ui/fields/PeoplePicker';
import { type SubtaskEdit, dueDay } from './subtaskEdits';
import { DROPDOWN_TEXTS } from '../../ui/controlTexts';

// Fluent's dropdowns and inputs ask for more room than a table column has.
const useStyles = makeStyles({
  fill: { minWidth: 0, width: '100%' },
});

interface SubtaskRowProps {
  board: BoardResponse;
  item: Item;
  edit: SubtaskEdit;
  editable: boolean;
  onEdit: (edit: SubtaskEdit) => void;
  onUnlink: () => void;
}

/** A subtask with its status, due date and assignees editable in place. */
export function SubtaskRow({ board, item, edit, editable, onEdit, onUnlink }: SubtaskRowProps) {
  const styles = useStyles();
  const t = useT();
  const disabled = !editable || !item.allowEdit;
  const status = edit.status ?? item.columnValue;
  const statusName = board.columnDefinitions.find((c) => c.value === status)?.name ?? status;
  const assignees = edit.assignees ?? item.users.map((user) => ({ id: user.id, name: user.name }));
  const userField = board.fields.find((field) => field.internalName === board.userField);
  return (
    <TableRow>
      <TableCell>{item.name}</TableCell>
      <TableCell>
        <Dropdown
          {...DROPDOWN_TEXTS}
          className={styles.fill}
          button={{ className: styles.fill }}
          aria-label={t('subtask_status_of', { title: item.name })}
          disabled={disabled}
          value={statusName}
          selectedOptions={[status]}
          onOptionSelect={(_, data) => onEdit({ ...edit, status: data.optionValue })}
        >
          {board.columnDefinitions.map((column) => (
            <Option key={column.value} value={column.value}>
              {column.name}
            </Option>
          ))}
        </Dropdown>
      </TableCell>
      {board.dueDateField && (
        <TableCell>
          <DateInput
            className={styles.fill}
            label={t('subtask_due_of', { title: item.name })}
            placeholder={t('not_set_duedate')}
            disabled={disabled}
            value={edit.due ?? dueDay(board, item)}
            onChange={(due) => onEdit({ ...edit, due })}
          />
        </TableCell>
      )}
      {board.userField && (
        <TableCell>
          <PeoplePicker
            people={assignees}
            multi={userField?.isMulti ?? false}
            disabled={disabled}
            label={t('subtask_assignee_of', { title: item.name })}
            onChange={(people) => onEdit({ ...edit, assignees: people })}
          />
        </TableCell>
      )}
      <TableCell>
        <Button
          appearance="subtle"
          icon={<LinkDismissRegular />}
          disabled={disabled}
          aria-label={t('subtask_unlink_named', { title: item.name })}
          onClick={onUnlink}
        />
      </TableCell>
    </TableRow>
  );
}
