import type { Services } from '@listboard/functions/host-api';

/**
 * Test-only: the data transfer's copy stops for good once it has copied at least this many rows and
 * files, after writing `TRANSFER HELD {copied}` to the standard output. A test kills the host then, at a
 * known point of the copy, instead of racing the copy with a kill (docs/local-stack.md). Only the local
 * stack reads it; a deployment never runs this code.
 */
export const HOLD_TRANSFER_VARIABLE = 'LISTBOARD_TEST_HOLD_TRANSFER_AT';

/** The services, with the transfer held as `LISTBOARD_TEST_HOLD_TRANSFER_AT` asks (unchanged when it is unset). */
export function withTestHooks(services: Services, environment = process.env, report = (line: string) => console.log(line)): Services {
  const holdAt = Number(environment[HOLD_TRANSFER_VARIABLE]);
  if (!Number.isInteger(holdAt) || holdAt <= 0) return services;
  const { mover } = services.dataLocations;
  const heldMover: typeof mover = {
    copy: (tenant, from, to, onProgress) =>
      mover.copy(tenant, from, to, async (copied) => {
        await onProgress(copied);
        if (copied < holdAt) return;
        report(`TRANSFER HELD ${copied}`);
        await new Promise<never>(() => undefined);
      }),
    remove: (tenant, location, onProgress) => mover.remove(tenant, location, onProgress),
  };
  return { ...services, dataLocations: { ...services.dataLocations, mover: heldMover } };
}
