// Save as PDF: the hook expands the board, draws and saves it; PdfProgress shows how far it got.
export { useBoardPdfExport, type PdfLayout } from './useBoardPdfExport';
export { PdfProgress } from './PdfProgress';
