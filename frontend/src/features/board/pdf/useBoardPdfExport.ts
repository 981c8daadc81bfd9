import { errorText } from '@listboard/shared';
import { useCallback, useRef, useState } from 'react';
import type { BoardResponse, TasksResponse } from '@listboard/shared';
import { currentBoardView } from '../../../api/boardView';
import { appLocale } from '../../../i18n/locale';
import { useT } from '../../../i18n/useT';
import { useAlerts } from '../../../ui/alerts';
import { cardDisplay } from '../card/cardSettings';
import type { PdfExportProgress } from './exportBoardPdf';
import { describeFilter, exportHeading } from './exportHeading';
import { paperSizeFor } from './paperSize';
import { pdfFileName } from './pdfPages';
import { printableCard } from './printableCard';
import { itemsById } from './readPrintableBoard';

/** The board as one long page (spec 1 section 4), or cut into printable pages. */
export type PdfLayout = 'board' | 'print';

/** Two frames: React commits the expanded layout in the first, the browser lays it out before the second. */
function afterLayout(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
}

/**
 * Save as PDF (spec 1 section 4): while `progress` is set the page shows the board expanded (every lane
 * open, every column, no scrolling); the board in `targetRef` is then drawn and saved, and the layout restored.
 * The PDF names the board, the filter in force (the tasks' people name the people it picks) and when it was saved;
 * the printable PDF writes the cards of `tasks` as text.
 */
export function useBoardPdfExport(board: BoardResponse, boardId: string, tasks: TasksResponse | undefined) {
  const t = useT();
  const { showAlert } = useAlerts();
  const targetRef = useRef<HTMLDivElement>(null);
  const [progress, setProgress] = useState<PdfExportProgress | null>(null);
  const running = useRef(false);

  const start = useCallback(
    async (layout: PdfLayout) => {
      if (running.current) return;
      running.current = true;
      // Drawing the board takes a while before the first page: show the bar from the start.
      setProgress({ done: 0, total: 1 });
      try {
        // The date is in the page's language (Teams' in a tab, as every text); the paper follows the browser's region (en-GB is English on A4).
        const language = typeof navigator === 'undefined' ? undefined : navigator.language;
        const filter = describeFilter(currentBoardView(boardId), { people: tasks?.users ?? [], lists: board.source.lists }, t);
        const heading = exportHeading(board.name, filter, new Date(), appLocale, t);
        await afterLayout();
        if (!targetRef.current) throw new Error('Nothing to export');
        // The drawing code (and jsPDF with it) loads with the first export.
        const target = targetRef.current;
        if (layout === 'print') {
          const { exportPrintablePdf } = await import('./exportPrintablePdf');
          const items = itemsById(tasks?.rows ?? []);
          const display = cardDisplay(board, tasks?.aging);
          const cardOf = (uniqueID: string) => {
            const item = items.get(uniqueID);
            return item ? printableCard(item, display, t) : null;
          };
          const fileName = pdfFileName(board.name, t('pdf_printable_file'));
          await exportPrintablePdf(target, { heading, paper: paperSizeFor(language), cardOf, fileName, onProgress: setProgress });
        } else {
          const { exportBoardPdf } = await import('./exportBoardPdf');
          await exportBoardPdf(target, { heading, onProgress: setProgress });
        }
      } catch (error) {
        showAlert('error', t('pdf_failed', { message: errorText(error) }));
      } finally {
        running.current = false;
        setProgress(null);
      }
    },
    [board, boardId, tasks, showAlert, t],
  );

  return { targetRef, progress, start };
}
