import type { KeyboardEvent } from 'react';

/** An inline form's Escape: it closes the form, but not while it saves, so a save under way is never cut off. */
export function escapeCloses(close: () => void, saving: boolean) {
  return (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || saving) return;
    event.preventDefault();
    close();
  };
}
