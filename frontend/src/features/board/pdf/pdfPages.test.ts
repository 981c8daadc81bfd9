import { describe, expect, it } from 'vitest';
import { PDF_MAX_INCHES, PDF_SLICE_PX, pdfFileName, planPdfPages } from './pdfPages';

const sliceHeights = (widthPx: number, heightPx: number) => planPdfPages(widthPx, heightPx).map((page) => page.sourceHeight);

describe('planPdfPages', () => {
  it('puts a small board on one page of its size at 96 px per inch', () => {
    expect(planPdfPages(960, 480)).toEqual([
      { sourceY: 0, sourceHeight: 480, pageWidthIn: 10, pageHeightIn: 5, headerHeightIn: 0, inchesPerPx: 1 / 96 },
    ]);
  });

  it('adds the header band above the image of the first page only', () => {
    const pages = planPdfPages(960, 9000, 96);
    expect(pages.map((page) => [page.headerHeightIn, page.pageHeightIn])).toEqual([
      [1, 8096 / 96],
      [0, 1000 / 96],
    ]);
  });

  it('counts the header band in the largest page', () => {
    const [page] = planPdfPages(960, 8000, 40000);
    expect(page.pageHeightIn).toBeCloseTo(PDF_MAX_INCHES);
    expect(page.headerHeightIn / page.pageHeightIn).toBeCloseTo(40000 / 48000);
  });

  it('keeps a board of exactly one slice on one page', () => {
    expect(sliceHeights(1000, PDF_SLICE_PX)).toEqual([8000]);
  });

  it('starts a second page one pixel past the slice height', () => {
    const pages = planPdfPages(1000, 8001);
    expect(pages.map(({ sourceY, sourceHeight }) => [sourceY, sourceHeight])).toEqual([
      [0, 8000],
      [8000, 1],
    ]);
    expect(pages[1].pageHeightIn).toBeCloseTo(1 / 96);
  });

  it('cuts a tall board into full slices and a shorter last one', () => {
    const pages = planPdfPages(1000, 20000);
    expect(pages.map(({ sourceY, sourceHeight }) => [sourceY, sourceHeight])).toEqual([
      [0, 8000],
      [8000, 8000],
      [16000, 4000],
    ]);
    expect(pages.map((page) => page.pageHeightIn)).toEqual([8000 / 96, 8000 / 96, 4000 / 96]);
  });

  it('scales a very wide board down proportionally to the largest page', () => {
    const widthPx = 40000;
    const [page] = planPdfPages(widthPx, 960);
    expect(page.pageWidthIn).toBeCloseTo(PDF_MAX_INCHES);
    expect(page.pageHeightIn).toBeCloseTo((960 / widthPx) * PDF_MAX_INCHES);
    expect(page.pageWidthIn / page.pageHeightIn).toBeCloseTo(widthPx / 960);
  });

  it('plans no page for an empty image', () => {
    expect(planPdfPages(1000, 0)).toEqual([]);
  });
});

describe('pdfFileName', () => {
  it('names the file after the board', () => {
    expect(pdfFileName('Sprint 12')).toBe('Sprint 12.pdf');
  });

  it('replaces characters file systems refuse', () => {
    expect(pdfFileName('a\\b/c:d*e?f"g<h>i|j')).toBe('a_b_c_d_e_f_g_h_i_j.pdf');
    expect(pdfFileName('tab\there\u0000')).toBe('tab_here_.pdf');
  });

  it('trims surrounding spaces', () => {
    expect(pdfFileName('  Roadmap  ')).toBe('Roadmap.pdf');
  });

  it('tells the printable PDF from the picture of the board', () => {
    expect(pdfFileName('Sprint 12', 'printable')).toBe('Sprint 12 - printable.pdf');
    expect(pdfFileName('a/b', 'Druck/Version')).toBe('a_b - Druck_Version.pdf');
  });

  it('falls back to "board" for an empty name', () => {
    expect(pdfFileName('')).toBe('board.pdf');
    expect(pdfFileName('   ')).toBe('board.pdf');
  });
});
