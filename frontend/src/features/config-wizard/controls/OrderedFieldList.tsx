import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownRegular, ArrowUpRegular, DeleteRegular } from '@fluentui/react-icons';
import type { Field } from '@listboard/shared';
import { useT } from '../../../i18n/useT';
import { FieldDropdown } from './LabelledSelect';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalS },
  list: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalXS, listStyleType: 'none', margin: 0, padding: 0 },
  row: {
    display: 'flex',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  name: { flexGrow: 1 },
  problem: { color: tokens.colorPaletteRedForeground1 },
});

export interface OrderedFieldListProps {
  label: string;
  /** The fields that may be added. */
  fields: readonly Field[];
  /** Internal names in their order. */
  value: readonly string[];
  onChange: (value: string[]) => void;
  /** The problem of the entry at an index, if any. */
  problemOf?: (index: number) => string | undefined;
}

function moved(list: readonly string[], from: number, to: number): string[] {
  const next = [...list];
  const [entry] = next.splice(from, 1);
  next.splice(to, 0, entry);
  return next;
}

/** Fields in an order the person sets, each at most once (e.g. the fields of the form). */
export function OrderedFieldList({ label, fields, value, onChange, problemOf }: OrderedFieldListProps) {
  const styles = useStyles();
  const t = useT();
  const nameOf = (internalName: string) => fields.find((field) => field.internalName === internalName)?.name ?? internalName;
  const addable = fields.filter((field) => !value.includes(field.internalName));
  return (
    <div role="group" aria-label={label} className={styles.root}>
      <Text weight="semibold">{label}</Text>
      {value.length === 0 && <Text>{t('cfg_fields_none')}</Text>}
      <ol className={styles.list}>
        {value.map((internalName, index) => {
          const name = nameOf(internalName);
          const problem = problemOf?.(index);
          return (
            <li key={`${internalName}:${index}`} className={styles.row}>
              <Text className={styles.name}>{name}</Text>
              {problem && (
                <Text className={styles.problem} role="alert">
                  {problem}
                </Text>
              )}
              <Button
                size="small"
                appearance="subtle"
                icon={<ArrowUpRegular />}
                aria-label={t('cfg_field_move_up', { name })}
                disabled={index === 0}
                onClick={() => onChange(moved(value, index, index - 1))}
              />
              <Button
                size="small"
                appearance="subtle"
                icon={<ArrowDownRegular />}
                aria-label={t('cfg_field_move_down', { name })}
                disabled={index === value.length - 1}
                onClick={() => onChange(moved(value, index, index + 1))}
              />
              <Button
                size="small"
                appearance="subtle"
                icon={<DeleteRegular />}
                aria-label={t('cfg_field_remove', { name })}
                onClick={() => onChange(value.filter((_, i) => i !== index))}
              />
            </li>
          );
        })}
      </ol>
      <FieldDropdown
        label={t('cfg_field_add')}
        fields={addable}
        value={null}
        allowNone
        disabled={addable.length === 0}
        onChange={(name) => name && onChange([...value, name])}
      />
    </div>
  );
}
