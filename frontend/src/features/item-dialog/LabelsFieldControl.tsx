import { Label, makeStyles, tokens } from '@fluentui/react-components';
import {
  type BoardResponse,
  type Field,
  type LabelColor,
  defaultLabelColor,
  formatMultiChoice,
  labelKey,
  parseMultiChoice,
  pickableLabels,
} from '@listboard/shared';
import { type LabelsPlace, useLabelCreation } from '../../api/hooks/useLabelCreation';
import { LabelsPicker } from '../../ui/labels/LabelsPicker';

const useStyles = makeStyles({ field: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalXS } });

/** The board's labels as the dialog offers them: where they live, their colours, and whether the person may create one. */
export interface DialogLabels {
  place: LabelsPlace;
  labelsColors: readonly LabelColor[];
  canCreate: boolean;
}

/** The dialog's labels on the board's labels field; null on a board without one. */
export function dialogLabelsOf(board: BoardResponse, siteURL: string, listID: string): (DialogLabels & { fieldName: string }) | null {
  const fieldName = board.labelsFieldName;
  if (!fieldName) return null;
  return {
    fieldName,
    place: { boardId: board.id, siteURL, listID, field: fieldName },
    labelsColors: board.labelsColors,
    canCreate: board.allowAddLabels || board.canEditSettings,
  };
}

interface LabelsFieldControlProps {
  field: Field;
  /** The field's value string (names joined by ;#). */
  value: string;
  disabled: boolean;
  labels: DialogLabels;
  onChange: (value: string) => void;
}

/**
 * The board's labels field in the dialog: the labels picker in place of a plain list of choices, so the
 * card's labels are picked in the colours the board shows them in; the change is saved with the dialog.
 */
export function LabelsFieldControl({ field, value, disabled, labels, onChange }: LabelsFieldControlProps) {
  const styles = useStyles();
  const { labelsColors, create } = useLabelCreation(labels.place, labels.labelsColors);
  const chosen = parseMultiChoice(value);
  const carried = chosen.map((name, index) => ({
    name,
    color: labelsColors.find((label) => labelKey(label.name) === labelKey(name))?.color ?? defaultLabelColor(index),
  }));
  return (
    <div className={styles.field}>
      <Label>{field.name}</Label>
      <LabelsPicker
        groupLabel={field.name}
        labels={pickableLabels(labelsColors, carried)}
        chosen={chosen}
        onChange={(next) => onChange(formatMultiChoice(next))}
        onCreate={labels.canCreate && !disabled ? create : undefined}
        disabled={disabled}
      />
    </div>
  );
}
