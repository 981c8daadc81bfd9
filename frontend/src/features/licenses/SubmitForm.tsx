import type { ReactNode } from 'react';

/**
 * A form the page sends itself: Enter in a field or the submit button calls `onSubmit`, the browser neither
 * navigates nor shows its own validation bubbles (the fields show the page's words beside them).
 */
export function SubmitForm({ className, onSubmit, children }: { className?: string; onSubmit: () => void; children: ReactNode }) {
  return (
    <form
      className={className}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}
