import { Button, Subtitle2, Text, makeStyles, tokens } from '@fluentui/react-components';
import { DeleteRegular, EditRegular } from '@fluentui/react-icons';
import type { FilterRule } from '@listboard/shared';
import { useT } from '../../../i18n/useT';
import { filterKey, isActive, unsavedActive } from '../../../ui/filters/activeFilters';
import { ToggleGroup } from '../../../ui/filters/ToggleGroup';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalS },
  editList: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalXXS },
  editRow: { display: 'flex', alignItems: 'center', columnGap: tokens.spacingHorizontalXS },
  editName: { flexGrow: 1, overflow: 'hidden', textOverflow: 'ellipsis' },
});

interface FilterListProps {
  /** The offered filters, public first. */
  filters: readonly FilterRule[];
  active: readonly FilterRule[];
  editing: boolean;
  onToggle: (rule: FilterRule, on: boolean) => void;
  onEdit: (rule: FilterRule) => void;
  onDelete: (rule: FilterRule) => void;
}

/**
 * The saved filters as toggles named by the filter's name: the board's, the user's own, and any
 * applied from the builder without saving. In edit mode the user's own filters get edit and delete
 * buttons instead (the board's are edited in the board configuration).
 */
export function FilterList({ filters, active, editing, onToggle, onEdit, onDelete }: FilterListProps) {
  const styles = useStyles();
  const t = useT();
  const mine = filters.filter((f) => f.isPrivate);
  if (editing) {
    return (
      <div className={styles.list}>
        <Text size={200}>{t('filters_edit_mode_hint')}</Text>
        <Subtitle2 as="h3">{t('filters_private_heading')}</Subtitle2>
        <ul className={styles.editList} aria-label={t('filters_private_heading')}>
          {mine.map((rule) => (
            <li key={filterKey(rule)} className={styles.editRow}>
              <Text className={styles.editName}>{rule.name}</Text>
              <Button
                size="small"
                appearance="subtle"
                icon={<EditRegular />}
                aria-label={t('filters_edit_one', { name: rule.name })}
                onClick={() => onEdit(rule)}
              />
              <Button
                size="small"
                appearance="subtle"
                icon={<DeleteRegular />}
                aria-label={t('filters_delete_one', { name: rule.name })}
                onClick={() => onDelete(rule)}
              />
            </li>
          ))}
        </ul>
      </div>
    );
  }

  const section = (rules: readonly FilterRule[], title: string) => (
    <ToggleGroup
      title={title}
      items={rules.map((rule) => ({ id: filterKey(rule), label: rule.name, checked: isActive(active, rule) }))}
      onToggle={(id, on) => {
        const rule = rules.find((r) => filterKey(r) === id);
        if (rule) onToggle(rule, on);
      }}
    />
  );
  const unsaved = unsavedActive(active, filters);
  return (
    <div className={styles.list}>
      {filters.length === 0 && unsaved.length === 0 && <Text>{t('filters_none')}</Text>}
      {section(
        filters.filter((f) => !f.isPrivate),
        t('filters_public_heading'),
      )}
      {section(mine, t('filters_private_heading'))}
      {section(unsaved, t('filters_unsaved_heading'))}
    </div>
  );
}
