import { describe, expect, it } from 'vitest';
import type { Services } from '@listboard/functions/host-api';
import { HOLD_TRANSFER_VARIABLE, withTestHooks } from './testHooks';

/** A mover that copies ten batches of ten rows, as far as the progress callback lets it. */
function servicesCopyingBatches(reached: number[]): Services {
  const mover = {
    async copy(_tenant: string, _from: string, _to: string, onProgress: (copied: number) => Promise<void>) {
      for (let copied = 10; copied <= 100; copied += 10) {
        reached.push(copied);
        await onProgress(copied);
      }
      return 100;
    },
    remove: () => Promise.resolve(),
  };
  return { dataLocations: { mover } } as unknown as Services;
}

describe('the transfer hold of the local stack', () => {
  it('stops the copy for good at the first progress at or past the row it names, and says so', async () => {
    const reached: number[] = [];
    const lines: string[] = [];
    const services = withTestHooks(servicesCopyingBatches(reached), { [HOLD_TRANSFER_VARIABLE]: '35' }, (line) => lines.push(line));
    let ended = false;
    void services.dataLocations.mover
      .copy('tenant', 'westus', 'westeurope', () => Promise.resolve())
      .then(() => {
        ended = true;
      });
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines).toEqual(['TRANSFER HELD 40']);
    expect(reached).toEqual([10, 20, 30, 40]);
    expect(ended).toBe(false);
  });

  it('leaves the services as they are when the variable is not set', () => {
    const services = servicesCopyingBatches([]);
    expect(withTestHooks(services, {})).toBe(services);
  });
});
