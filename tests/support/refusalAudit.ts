import { API_ERROR_STATUS } from '@listboard/shared';
import type { GeneratedRequest } from './malformedRequests';
import { type Answer, type Outcome, type RawHttpClient, type WireRequest, curlOf } from './rawHttp';
import { type StorageDigest, digestChanges, storageDigest } from './storageDigest';

/**
 * Sends generated requests in batches and holds the server to what a refusal promises: an answer
 * (no dropped connection, no hang), never a 5xx, a contract error body, and no change to stored
 * data. Stored data is compared before and after each batch; a batch that changed it is explained
 * request by request (see `explainChange`), so an accepted write never hides a refused one's.
 */

export interface AuditOptions {
  client: RawHttpClient;
  baseUrl: string;
  storageConnectionString: string;
  /** The Authorization header of each caller (none for anonymous). */
  authorization: (request: GeneratedRequest) => Record<string, string>;
  concurrency: number;
  /** Waits for the work a write leaves for after its answer (its change handed over for mail). */
  settle?: () => Promise<void>;
}

/**
 * What the mail handler writes on its own time, seconds after the write that caused it (docs/notifications.md): the
 * delivery ledger, and the pending changes it takes and removes. A pending change a request adds still counts.
 */
const byMailHandler = (change: string) => / table lbdeliveries /.test(change) || /^(changed|removed) table lbpendingchanges /.test(change);

interface Sent {
  request: GeneratedRequest;
  wire: WireRequest;
  outcome: Outcome;
}

export class RefusalAudit {
  /** Each failure once, though a request sent again to explain a change may fail again. */
  private readonly failed = new Map<string, string>();
  /** Requests the server took (2xx) that may write: allowed, and listed rather than silently skipped. */
  readonly acceptedWrites: string[] = [];
  readonly statuses = new Map<number, number>();
  sent = 0;

  constructor(private readonly options: AuditOptions) {}

  async runBatch(requests: readonly GeneratedRequest[]): Promise<void> {
    const before = await this.digest();
    const sent = await this.sendAll(requests);
    const changes = await this.changesSince(before);
    if (changes.length > 0) await this.explainChange(sent, changes);
  }

  /**
   * A batch changed stored data. Its accepted writes (2xx) are listed; its refused requests are sent
   * again together, and when that changes data too (or no write was accepted, so a refused request
   * did it), each is sent again alone between digests to name the one that writes.
   */
  private async explainChange(sent: Sent[], changes: string[]): Promise<void> {
    const accepted = sent.filter(acceptsWrite);
    for (const write of accepted) this.acceptedWrites.push(`${describe(write.request)} -> ${statusOf(write)}`);
    let suspects = sent.filter((s) => !acceptsWrite(s));
    if (accepted.length > 0) {
      const before = await this.digest();
      suspects = await this.sendAll(suspects.map((s) => s.request));
      if ((await this.changesSince(before)).length === 0) return;
    }
    let named = false;
    for (const suspect of suspects) {
      const before = await this.digest();
      const [again] = await this.sendAll([suspect.request]);
      const changed = await this.changesSince(before);
      if (changed.length === 0) continue;
      if (acceptsWrite(again)) {
        this.acceptedWrites.push(`${describe(again.request)} -> ${statusOf(again)} (accepted when sent again)`);
      } else {
        named = true;
        this.fail(again, `a refused request (${statusOf(again)}) changed stored data: ${changed.slice(0, 5).join('; ')}`);
      }
    }
    if (!named && accepted.length === 0) {
      const text = `A batch of refused requests changed stored data (${changes.slice(0, 5).join('; ')}), but none of them did alone. Its writes:\n${suspects
        .filter((s) => s.request.method !== 'GET')
        .slice(0, 5)
        .map((s) => `  ${curlOf(this.options.baseUrl, s.wire)}`)
        .join('\n')}`;
      this.failed.set(text, text);
    }
  }

  private async sendAll(requests: readonly GeneratedRequest[]): Promise<Sent[]> {
    const sent: Sent[] = new Array(requests.length);
    let next = 0;
    const worker = async () => {
      for (let i = next++; i < requests.length; i = next++) {
        const request = requests[i];
        const wire = { ...request, headers: { ...this.options.authorization(request), ...request.headers } };
        sent[i] = { request, wire, outcome: await this.options.client.send(wire) };
        this.check(sent[i]);
      }
    };
    await Promise.all(Array.from({ length: this.options.concurrency }, worker));
    return sent;
  }

  private check(sent: Sent): void {
    this.sent += 1;
    if ('failure' in sent.outcome) {
      this.fail(sent, sent.outcome.failure);
      return;
    }
    const { status } = sent.outcome.answer;
    this.statuses.set(status, (this.statuses.get(status) ?? 0) + 1);
    const problem = answerProblem(sent.request, sent.outcome.answer);
    if (problem) this.fail(sent, problem);
  }

  get failures(): string[] {
    return [...this.failed.values()];
  }

  private fail(sent: Sent, reason: string): void {
    const what = `${reason}\n  ${describe(sent.request)}`;
    if (!this.failed.has(what)) this.failed.set(what, `${what}\n  ${curlOf(this.options.baseUrl, sent.wire)}`);
  }

  private async digest(): Promise<StorageDigest> {
    await this.options.settle?.();
    return storageDigest(this.options.storageConnectionString);
  }

  private async changesSince(before: StorageDigest): Promise<string[]> {
    return digestChanges(before, await this.digest()).filter((change) => !byMailHandler(change));
  }
}

function describe(request: GeneratedRequest): string {
  return `${request.operation.method} ${request.operation.path} as ${request.caller}: ${request.mutation}`;
}

function statusOf(sent: Sent): string {
  return 'answer' in sent.outcome ? String(sent.outcome.answer.status) : sent.outcome.failure;
}

function acceptsWrite(sent: Sent): boolean {
  return 'answer' in sent.outcome && sent.outcome.answer.status < 300 && sent.request.method !== 'GET';
}

/** What is wrong with an answer, by the contract: a 5xx, an error body outside it, a status it does not list. */
function answerProblem(request: GeneratedRequest, answer: Answer): string | null {
  const text = answer.body.toString('utf8');
  const excerpt = text.length > 300 ? `${text.slice(0, 300)}...` : text;
  if (answer.status >= 500) return `answered ${answer.status}: ${excerpt}`;
  if (
    request.expected !== undefined &&
    answer.status !== request.expected &&
    !(answer.status === 401 && request.operation.caller === 'user' && request.caller === 'anonymous')
  ) {
    return `answered ${answer.status} where ${request.expected} was due: ${excerpt}`;
  }
  if (answer.status < 400) return null;
  let code: unknown;
  try {
    code = (JSON.parse(text) as { code?: unknown }).code;
  } catch {
    return `answered ${answer.status} without a JSON error body: ${excerpt}`;
  }
  if (typeof code !== 'string' || !(code in API_ERROR_STATUS))
    return `answered ${answer.status} with a code outside the contract: ${excerpt}`;
  const status = API_ERROR_STATUS[code as keyof typeof API_ERROR_STATUS];
  if (status !== answer.status) return `answered ${answer.status} with ${code}, which the contract sends with ${status}`;
  // A path or method made wrong may name another path, or none: 404 and 405 are for any request.
  if (!request.operation.statuses.includes(status) && status !== 404 && status !== 405)
    return `answered ${status} ${code}, which the contract does not list for this operation`;
  return null;
}
