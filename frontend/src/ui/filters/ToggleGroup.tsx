import { useId } from 'react';
import { Checkbox, Subtitle2, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  group: { display: 'flex', flexDirection: 'column' },
  title: { marginBottom: tokens.spacingVerticalXS },
  // In the label's own colour, smaller: Fluent greys an unchecked label and darkens a checked one.
  detail: { fontSize: tokens.fontSizeBase200, marginInlineStart: tokens.spacingHorizontalS },
  full: { color: tokens.colorStatusWarningForeground3, fontWeight: tokens.fontWeightSemibold },
});

export interface ToggleItem {
  id: string;
  label: string;
  checked: boolean;
  /** A note after the label (a person's load), part of the checkbox's name. */
  detail?: string;
  /** The note tells of a limit reached. */
  full?: boolean;
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
          label={
            item.detail ? (
              <>
                {item.label} <span className={mergeClasses(styles.detail, item.full && styles.full)}>{item.detail}</span>
              </>
            ) : (
              item.label
            )
          }
          checked={item.checked}
          onChange={(_, data) => onToggle(item.id, data.checked === true)}
        />
      ))}
    </div>
  );
}
