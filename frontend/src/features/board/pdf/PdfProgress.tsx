import { Field, ProgressBar, makeStyles } from '@fluentui/react-components';
import type { PdfExportProgress } from './exportBoardPdf';

const useStyles = makeStyles({
  // In a toolbar the field would otherwise shrink to its label, leaving the bar too short to read.
  field: { minWidth: '200px' },
});

interface PdfProgressProps {
  progress: PdfExportProgress | null;
  /** The translated text naming the export, e.g. "Exporting PDF…". */
  label: string;
}

/**
 * The PDF export's progress bar. The status region stays mounted while idle: screen readers announce
 * changes inside a live region reliably only when the region was there before them.
 */
export function PdfProgress({ progress, label }: PdfProgressProps) {
  const styles = useStyles();
  return (
    <div role="status">
      {progress && (
        <Field className={styles.field} label={label}>
          <ProgressBar value={progress.done} max={progress.total} />
        </Field>
      )}
    </div>
  );
}
