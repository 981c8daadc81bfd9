import { useState } from 'react';

/**
 * A question about `T` that a ConfirmDialog asks: `open` drops when it is answered, while `asked`
 * keeps what it was about, so the dialog's words stay while it closes.
 */
export function useConfirmation<T>() {
  const [pending, setPending] = useState<T | null>(null);
  const [asked, setAsked] = useState<T | null>(null);
  return {
    open: pending !== null,
    asked,
    ask(subject: T) {
      setPending(subject);
      setAsked(subject);
    },
    /** The subject of the question, once: the dialog closes either way. */
    answer(): T | null {
      setPending(null);
      return pending;
    },
  };
}
