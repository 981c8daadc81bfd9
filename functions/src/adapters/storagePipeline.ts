import type { TableServiceClientOptions } from '@azure/data-tables';
import { BlobServiceClient, type RequestPolicyFactory, type StoragePipelineOptions, isRestError, newPipeline } from '@azure/storage-blob';
import { StorageUnavailableError } from '../ports/storageUnavailable';
import type { StorageAccess } from './azureAccess';

/**
 * Every storage call (tries, retries and the waits between them, and reading a streamed body)
 * ends within this bound: a request that meets a storage outage answers 503 within about 5 s of
 * its first storage call that meets it, instead of hanging for as long as storage does.
 */
const STORAGE_CALL_DEADLINE_MS = 5000;

/** Two quick retries for a refused connection or a 5xx; a storage that hangs uses up the deadline instead. */
const RETRY_DELAY_MS = 200;
const MAX_RETRY_DELAY_MS = 1000;

type PipelinePolicy = NonNullable<TableServiceClientOptions['additionalPolicies']>[number]['policy'];

/** The signal of a call, in both the pipeline's and the storage-blob factories' request shapes. */
interface AbortableRequest {
  abortSignal?: {
    readonly aborted: boolean;
    addEventListener(type: 'abort', listener: () => void): void;
    removeEventListener(type: 'abort', listener: () => void): void;
  };
}

/** The storage failure behind an SDK error, or null for an answer that is the caller's business (404, 409, 412...). */
function outageBehind(error: unknown): StorageUnavailableError | null {
  if (!isRestError(error)) return null;
  const status = error.statusCode;
  if (status === undefined) return new StorageUnavailableError(`Storage could not be reached (${error.code ?? error.message}).`);
  if (status >= 500 || status === 408) return new StorageUnavailableError(`Storage answered ${status} after the retries.`, status);
  return null;
}

/**
 * Sends one storage call under the deadline and turns an outage (no answer in time, no
 * connection, a 5xx after the retries) into StorageUnavailableError, in one place for both SDKs.
 */
async function withinDeadline<T extends { status: number; readableStreamBody?: unknown }>(
  request: AbortableRequest,
  send: () => Promise<T>,
): Promise<T> {
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), STORAGE_CALL_DEADLINE_MS);
  const callerSignal = request.abortSignal;
  const forwardAbort = () => deadline.abort();
  callerSignal?.addEventListener('abort', forwardAbort);
  request.abortSignal = deadline.signal;
  let bodyStillToRead = false;
  try {
    const response = await send();
    // Tables transactions return a failed batch's response rather than throwing.
    if (response.status >= 500)
      throw new StorageUnavailableError(`Storage answered ${response.status} after the retries.`, response.status);
    bodyStillToRead = response.readableStreamBody !== undefined;
    return response;
  } catch (error) {
    if (error instanceof StorageUnavailableError) throw error;
    if (deadline.signal.aborted && !callerSignal?.aborted)
      throw new StorageUnavailableError(`Storage did not answer within ${STORAGE_CALL_DEADLINE_MS} ms.`);
    throw outageBehind(error) ?? error;
  } finally {
    // A streamed body is read after this returns: the deadline keeps covering it, without holding the process.
    if (bodyStillToRead) timer.unref();
    else {
      clearTimeout(timer);
      // A caller's signal may outlive many calls: it must not keep every call's controller alive.
      callerSignal?.removeEventListener('abort', forwardAbort);
    }
  }
}

const deadlinePolicy: PipelinePolicy = {
  name: 'listboardStorageDeadline',
  sendRequest: (request, next) => withinDeadline(request, () => next(request)),
};

/** Options of every Table client: bounded retries, and the deadline and outage translation outside them. */
export const BOUNDED_TABLE_CALLS: Pick<TableServiceClientOptions, 'retryOptions' | 'additionalPolicies'> = {
  retryOptions: { maxRetries: 2, retryDelayInMs: RETRY_DELAY_MS, maxRetryDelayInMs: MAX_RETRY_DELAY_MS },
  additionalPolicies: [{ policy: deadlinePolicy, position: 'perCall' }],
};

/** storage-blob takes custom policies as factories (its documented way); this one runs outside its retries. */
const deadlineFactory: RequestPolicyFactory = {
  create: (next) => ({ sendRequest: (request) => withinDeadline(request, () => next.sendRequest(request)) }),
};

/** A blob service client with bounded retries, the deadline and outage translation; `options` may narrow the retries. */
export function boundedBlobService(access: StorageAccess, options: StoragePipelineOptions = {}): BlobServiceClient {
  // The SDK reads every form of connection string; only the URL and the credential it found are kept.
  const account =
    typeof access === 'string'
      ? BlobServiceClient.fromConnectionString(access)
      : { url: access.blobEndpoint, credential: access.credential };
  const pipeline = newPipeline(account.credential, {
    ...options,
    // tryTimeoutInMs is the server-side timeout of a try (storage-blob sets no client-side one: the deadline is that).
    retryOptions: {
      maxTries: 3,
      tryTimeoutInMs: STORAGE_CALL_DEADLINE_MS,
      retryDelayInMs: RETRY_DELAY_MS,
      maxRetryDelayInMs: MAX_RETRY_DELAY_MS,
      ...options.retryOptions,
    },
  });
  pipeline.factories.push(deadlineFactory);
  return new BlobServiceClient(account.url, pipeline);
}
