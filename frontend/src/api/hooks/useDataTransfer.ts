import { useEffect, useState } from 'react';
import { useTransferStatus } from '../adminEndpoints';
import { reloadPage } from '../../ui/reloadPage';

/**
 * Spec 3 sections 2, 4 and 9: a data transfer, running when the licence was read or started here. While it
 * runs, its status is asked for every 10 s; once it answers that the transfer is over, the page reloads, so
 * nothing read from the old location stays on screen.
 */
export function useDataTransfer(licenseRunning: boolean) {
  const [startedHere, setStartedHere] = useState(false);
  // Once seen running, the transfer stays watched until its status says it ended: the licence's own refresh
  // may see the end first, and the page must still reload.
  const [seenRunning, setSeenRunning] = useState(licenseRunning);
  if (licenseRunning && !seenRunning) setSeenRunning(true);
  const running = seenRunning || startedHere;
  const status = useTransferStatus(running);
  const ended = running && status.data === false;

  useEffect(() => {
    if (ended) reloadPage();
  }, [ended]);

  return {
    running,
    /** What the move's call answered: still running (watch it), or already done (read the page again). */
    started(isRunning: boolean) {
      if (isRunning) setStartedHere(true);
      else reloadPage();
    },
  };
}
