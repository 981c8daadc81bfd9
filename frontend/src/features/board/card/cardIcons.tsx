/**
 * The icons every card draws, with the paths of Fluent's 16 px regular icons (MoreHorizontal, Info,
 * CalendarLtr, CheckboxChecked, Comment). Fluent's icon components run style hooks per instance, and a
 * board draws thousands of these: the card's buttons paint theirs from CSS (iconMask), the others are
 * constant elements.
 */
function icon(path: string) {
  return (
    <span style={ICON_BOX} data-pdf-icon={path}>
      <svg width="16" height="16" viewBox="0 0 16 16" fill="currentColor" aria-hidden="true" focusable="false">
        <path d={path} />
      </svg>
    </span>
  );
}

/**
 * The box around an icon names its path for the PDF, which draws it as a picture (pdf/renderBoard.ts); it makes no
 * box of its own, so the page lays the icon out as without it.
 */
const ICON_BOX = { display: 'contents' } as const;

/** A 16 px icon as a CSS mask image: painted in the text colour with no element of its own. */
export function iconMask(path: string): string {
  return `url("data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><path d="${path}"/></svg>`)}")`;
}

export const MORE_PATH = 'M5 8a1 1 0 1 1-2 0 1 1 0 0 1 2 0m4 0a1 1 0 1 1-2 0 1 1 0 0 1 2 0m3 1a1 1 0 1 0 0-2 1 1 0 0 0 0 2';

export const INFO_PATH =
  'M8.5 7.5a.5.5 0 1 0-1 0v3a.5.5 0 0 0 1 0zm.25-2a.75.75 0 1 1-1.5 0 .75.75 0 0 1 1.5 0M8 1a7 7 0 1 0 0 14A7 7 0 0 0 8 1M2 8a6 6 0 1 1 12 0A6 6 0 0 1 2 8';

export const CALENDAR_ICON = icon(
  'M5.25 9a.75.75 0 1 0 0-1.5.75.75 0 0 0 0 1.5M6 10.75a.75.75 0 1 1-1.5 0 .75.75 0 0 1 1.5 0M8 9a.75.75 0 1 0 0-1.5A.75.75 0 0 0 8 9m.75 1.75a.75.75 0 1 1-1.5 0 .75.75 0 0 1 1.5 0m2-1.75a.75.75 0 1 0 0-1.5.75.75 0 0 0 0 1.5M14 4.5A2.5 2.5 0 0 0 11.5 2h-7A2.5 2.5 0 0 0 2 4.5v7A2.5 2.5 0 0 0 4.5 14h7a2.5 2.5 0 0 0 2.5-2.5zM3 6h10v5.5c0 .83-.67 1.5-1.5 1.5h-7A1.5 1.5 0 0 1 3 11.5zm1.5-3h7c.83 0 1.5.67 1.5 1.5V5H3v-.5C3 3.67 3.67 3 4.5 3',
);

export const SUBTASKS_ICON = icon(
  'M4.5 2A2.5 2.5 0 0 0 2 4.5v7A2.5 2.5 0 0 0 4.5 14h7a2.5 2.5 0 0 0 2.5-2.5v-7A2.5 2.5 0 0 0 11.5 2zM3 4.5C3 3.67 3.67 3 4.5 3h7c.83 0 1.5.67 1.5 1.5v7c0 .83-.67 1.5-1.5 1.5h-7A1.5 1.5 0 0 1 3 11.5zm7.85 2.35a.5.5 0 0 0-.7-.7L7 9.29 5.85 8.15a.5.5 0 1 0-.7.7l1.5 1.5c.2.2.5.2.7 0z',
);

export const COMMENT_ICON = icon(
  'M1 4.5A2.5 2.5 0 0 1 3.5 2h9A2.5 2.5 0 0 1 15 4.5v5a2.5 2.5 0 0 1-2.5 2.5H8.69l-3.06 2.68A.98.98 0 0 1 4 13.94V12h-.5A2.5 2.5 0 0 1 1 9.5zM3.5 3C2.67 3 2 3.67 2 4.5v5c0 .83.67 1.5 1.5 1.5H5v2.9L8.31 11h4.19c.83 0 1.5-.67 1.5-1.5v-5c0-.83-.67-1.5-1.5-1.5z',
);

/** Fluent's Clock 16 regular: a card's time in its column. */
export const CLOCK_ICON = icon(
  'M2 8a6 6 0 1 1 12 0A6 6 0 0 1 2 8m6-7a7 7 0 1 0 0 14A7 7 0 0 0 8 1m0 3.5a.5.5 0 0 0-1 0v4c0 .28.22.5.5.5h3a.5.5 0 0 0 0-1H8z',
);
