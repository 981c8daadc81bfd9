import type { DeliveryKey, DeliveryLedger } from '../../ports/deliveryLedger';
import type { Mailer, OutgoingMail } from '../../ports/mailer';

/** A claimed message whose sender died is sent again after this long (a send takes seconds). */
const CLAIM_LEASE_MS = 120_000;

export interface SendDeps {
  mailer: Mailer;
  deliveries: DeliveryLedger;
}

/**
 * Sends a message at most once for its key, whoever else tries: 'sent' now, 'done' when it went out
 * before, 'busy' while another handler holds its claim. A failed send gives the claim up and throws,
 * so that the caller's retry sends it then.
 */
export async function sendOnce(deps: SendDeps, key: DeliveryKey, compose: () => OutgoingMail): Promise<'sent' | 'done' | 'busy'> {
  const claim = await deps.deliveries.claim(key, CLAIM_LEASE_MS);
  if (claim === 'sent') return 'done';
  if (claim === 'busy') return 'busy';
  try {
    await deps.mailer.send(compose());
    await deps.deliveries.complete(key);
    return 'sent';
  } catch (error) {
    await deps.deliveries.release(key).catch(() => undefined);
    throw error;
  }
}
