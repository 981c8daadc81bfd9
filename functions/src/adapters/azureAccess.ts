import { DefaultAzureCredential, type TokenCredential } from '@azure/identity';

/** A storage account's service endpoints and the Entra credential that signs in to them. */
export interface StorageEndpoints {
  tableEndpoint: string;
  blobEndpoint: string;
  queueEndpoint: string;
  credential: TokenCredential;
}

/**
 * How the adapters reach a storage account: a connection string (Azurite, an account with keys) or
 * its endpoints with an Entra credential (in Azure, the Function App's managed identity, no keys).
 */
export type StorageAccess = string | StorageEndpoints;

/** Web PubSub: a connection string (the local emulator) or its endpoint with an Entra credential. */
export type WebPubSubAccess = string | { endpoint: string; credential: TokenCredential };

let credential: TokenCredential | null = null;

/** The process's Azure credential (the managed identity in Azure, a developer's sign-in elsewhere); one, so its tokens are cached. */
export function azureCredential(): TokenCredential {
  credential ??= new DefaultAzureCredential();
  return credential;
}
