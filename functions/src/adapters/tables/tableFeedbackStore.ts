import { createHash } from 'node:crypto';
import type { Feedback, FeedbackStore, StoredFeedback } from '../../ports/feedbackStore';
import { type TableClients, getEntityOrNull, keyOf, listAll, statusOf } from './tableClients';

const TABLE = 'lbfeedback';

interface FeedbackEntity extends Feedback {
  partitionKey: string;
  rowKey: string;
  receivedAt: string;
  state: 'waiting' | 'sent';
  sentAt?: string;
}

/** Who said what in which request: a retry of the same request names the same row, the same words sent again later another. */
function idOf(feedback: Feedback): string {
  const { tenant, login, subject, body, clientEmail, requestKey } = feedback;
  return createHash('sha256')
    .update(JSON.stringify([tenant.toLowerCase(), login.toLowerCase(), subject, body, clientEmail.toLowerCase(), requestKey]))
    .digest('hex');
}

function storedOf(entity: FeedbackEntity): StoredFeedback {
  const { tenant, siteUrl, login, name, subject, body, clientEmail, requestKey, receivedAt, state, rowKey } = entity;
  return { id: rowKey, tenant, siteUrl, login, name, subject, body, clientEmail, requestKey, receivedAt, state };
}

/** Feedback in Table Storage: PartitionKey the tenant, RowKey a hash of the person, their words and the request. */
export class TableFeedbackStore implements FeedbackStore {
  constructor(private readonly tables: TableClients) {}

  async record(feedback: Feedback, receivedAt: string): Promise<StoredFeedback> {
    const client = await this.tables.table(TABLE);
    const entity: FeedbackEntity = {
      ...feedback,
      partitionKey: keyOf(feedback.tenant),
      rowKey: idOf(feedback),
      receivedAt,
      state: 'waiting',
    };
    try {
      await client.createEntity(entity);
      return storedOf(entity);
    } catch (error) {
      if (statusOf(error) !== 409) throw error;
    }
    // A retry or a parallel identical request: the first one's row stands.
    const existing = await getEntityOrNull<FeedbackEntity>(client, entity.partitionKey, entity.rowKey);
    if (!existing) throw new Error('Feedback created by another request could not be read back.');
    return storedOf(existing);
  }

  async markSent(feedback: StoredFeedback, sentAt: string): Promise<void> {
    const client = await this.tables.table(TABLE);
    await client
      .updateEntity({ partitionKey: keyOf(feedback.tenant), rowKey: feedback.id, state: 'sent', sentAt }, 'Merge')
      .catch((error: unknown) => {
        if (statusOf(error) !== 404) throw error;
      });
  }

  async waiting(limit: number): Promise<StoredFeedback[]> {
    const rows = await listAll<FeedbackEntity>(await this.tables.table(TABLE), "state eq 'waiting'");
    return rows
      .map(storedOf)
      .sort((a, b) => a.receivedAt.localeCompare(b.receivedAt))
      .slice(0, limit);
  }
}
