import { useId } from 'react';
import { Checkbox, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  group: { display: 'flex', flexDirection: 'column' },
  title: { marginBottom: tokens.spacingVerticalXS },
});

export interface ToggleItem {
  id: string;
  label: string;
  checked: boolean;
}

interface ToggleGroupProps {
  title: string;
  items: readonly ToggleItem[];
  onToggle: (id: string, on: boolean) => void;
}

/** A titled group of checkboxes, each named by its label: the filters, the members and the lists of the panel. */
export function ToggleGroup({ title, items, onToggle }: ToggleGroupProps) {
  const styles = useStyles();
  const titleId = useId();
  if (items.length === 0) return null;
  return (
    <div role="group" aria-labelledby={titleId} className={styles.group}>
      <Subtitle2 id={titleId} className={styles.title}>
        {title}
      </Subtitle2>
      {items.map((item) => (
        <Checkbox
          key={item.id}
          label={item.label}
          checked={item.checked}
          onChange={(_, data) => onToggle(item.id, data.checked === true)}
        />
      ))}
    </div>
  );
}
