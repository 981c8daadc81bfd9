import { Field, ProgressBar, makeStyles } from '@fluentui/react-components';
import type { PdfExportProgress } from './exportBoardPdf';

const useStyles = makeStyles({
  // In a toolbar the field would otherwise shrink to its label, leaving the bar too short to read.
  field: { minWidth: '200px' },
});

/** The bar itself, loaded with the first export (docs/performance.md#start-up). */
export function PdfProgressBar({ progress, label }: { progress: PdfExportProgress; label: string }) {
  const styles = useStyles();
  return (
    <Field className={styles.field} label={label}>
      <ProgressBar value={progress.done} max={progress.total} />
    </Field>
  );
}
