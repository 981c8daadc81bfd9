import { useState } from 'react';

export interface OpenPanels {
  /** The open panels' values for Accordion's openItems: their indexes as text. */
  openItems: string[];
  toggle: (index: number) => void;
  /** A panel was added at the end: it opens. */
  added: (index: number) => void;
  /** A panel was removed: the ones after it move up one place. */
  removed: (index: number) => void;
  /** The rules were replaced: the panels open as they would for a first look. */
  reset: (names: readonly string[]) => void;
}

const unnamed = (names: readonly string[]) => names.flatMap((name, index) => (name.trim() ? [] : [index]));

/**
 * Spec 2 section 4: rule panels (filters, styles, notifications, reminders) start expanded and
 * collapse when the rule already has a name.
 */
export function useOpenPanels(names: readonly string[]): OpenPanels {
  const [open, setOpen] = useState<readonly number[]>(() => unnamed(names));
  return {
    openItems: open.map(String),
    toggle: (index) => setOpen((current) => (current.includes(index) ? current.filter((i) => i !== index) : [...current, index])),
    added: (index) => setOpen((current) => [...current, index]),
    removed: (index) => setOpen((current) => current.filter((i) => i !== index).map((i) => (i > index ? i - 1 : i))),
    reset: (next) => setOpen(unnamed(next)),
  };
}
