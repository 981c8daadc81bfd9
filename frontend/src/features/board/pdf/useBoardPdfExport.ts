import { useCallback, useRef, useState } from 'react';
import { useT } from '../../../i18n/useT';
import { useAlerts } from '../../../ui/alerts';
import { type PdfExportProgress, exportBoardPdf } from './exportBoardPdf';

/** Two frames: React commits the expanded layout in the first, the browser lays it out before the second. */
function afterLayout(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
}

/**
 * Save as PDF (spec 1 section 4): while `progress` is set the page shows the board expanded (every lane
 * open, every column, no scrolling); the board in `targetRef` is then drawn and saved, and the layout restored.
 */
export function useBoardPdfExport(boardName: string) {
  const t = useT();
  const { showAlert } = useAlerts();
  const targetRef = useRef<HTMLDivElement>(null);
  const [progress, setProgress] = useState<PdfExportProgress | null>(null);
  const running = useRef(false);

  const start = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    // Drawing the board takes a while before the first page: show the bar from the start.
    setProgress({ done: 0, total: 1 });
    try {
      await afterLayout();
      if (!targetRef.current) throw new Error('Nothing to export');
      await exportBoardPdf(targetRef.current, { boardName, onProgress: setProgress });
    } catch (error) {
      showAlert('error', t('pdf_failed', { message: error instanceof Error ? error.message : String(error) }));
    } finally {
      running.current = false;
      setProgress(null);
    }
  }, [boardName, showAlert, t]);

  return { targetRef, progress, start };
}
