import type { Item } from '@listboard/shared';
import { CARD_FACE_ATTRIBUTE } from '../dnd/dragSupport';
import type { PrintableCard } from './printableCard';
import type { PrintableBoard, PrintableLane } from './printLayout';

/**
 * The expanded board as it shows, read from the page: its lanes (sections, named when they have a
 * heading), their cells (regions named by the column) and the cards in each, in the order shown. Reading
 * the page keeps the filter, the sorting and "hide empty lanes" in force; `cardOf` writes each card.
 */
export function readPrintableBoard(element: HTMLElement, cardOf: (uniqueID: string) => PrintableCard | null): PrintableBoard {
  const sections = [...element.children].filter((child) => child.tagName === 'SECTION');
  const cellsOf = (section: Element) => [...section.querySelectorAll('[role="region"]')];
  const columns = sections.length > 0 ? cellsOf(sections[0]).map((cell) => cell.getAttribute('aria-label') ?? '') : [];
  const lanes = sections.map((section): PrintableLane => ({
    name: section.querySelector('h2') ? section.getAttribute('aria-label') : null,
    cells: cellsOf(section).map((cell) =>
      [...cell.querySelectorAll(`[${CARD_FACE_ATTRIBUTE}]`)].flatMap((face) => cardOf(face.getAttribute(CARD_FACE_ATTRIBUTE) ?? '') ?? []),
    ),
  }));
  return { columns, lanes };
}

/** Every card of the board by its uniqueID. */
export function itemsById(rows: readonly { columns: readonly { items: readonly Item[] }[] }[]): Map<string, Item> {
  return new Map(rows.flatMap((row) => row.columns.flatMap((column) => column.items.map((item) => [item.uniqueID, item] as const))));
}
