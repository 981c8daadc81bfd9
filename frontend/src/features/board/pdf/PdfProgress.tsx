import { Suspense, lazy } from 'react';
import type { PdfExportProgress } from './exportBoardPdf';

const PdfProgressBar = lazy(() => import('./PdfProgressBar').then((module) => ({ default: module.PdfProgressBar })));

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
  return (
    <div role="status">
      {progress && (
        <Suspense fallback={label}>
          <PdfProgressBar progress={progress} label={label} />
        </Suspense>
      )}
    </div>
  );
}
