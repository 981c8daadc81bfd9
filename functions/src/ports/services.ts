import type { BoardStore } from './boardStore';
import type { ColumnLocks } from './columnLocks';
import type { Identity, LocalSignIn, SignedInUser, TenantBindings } from './identity';
import type { ListHost } from './listHost';
import type { Realtime } from './realtime';
import type { PresenceRoster } from './presence';
import type { PrivateFilterStore } from './filterStore';
import type { WatcherStore } from './watcherStore';
import type { CardPictures } from './cardPictures';
import type { TemplateStore } from './templateStore';
import type { DigestPasses, VersionDigestStore } from './versionDigests';
import type { ChangeQueue, ChangeRecorder } from './changeQueue';
import type { PendingChanges } from './pendingChanges';
import type { Mailer } from './mailer';
import type { DeliveryLedger } from './deliveryLedger';
import type { UnsubscribeStore } from './unsubscribeStore';
import type { ReminderCursors } from './reminderCursors';
import type { PersonLanguages } from './personLanguages';
import type { NewsStore } from './newsStore';
import type { FeedbackStore } from './feedbackStore';
import type { PersonPreferences } from './personPreferences';
import type { LicenseStore } from './licenseStore';
import type { LicenseKeys } from './licenseKeys';
import type { DirectoryPhotos } from './personPhotos';
import type { DataLocation } from '@listboard/shared';
import type { DataLocationDirectory, TenantDataMover } from './dataLocations';
import type { Settings } from '../settings';

/** Who a list host works for: SharePoint answers with the person's own rights (on-behalf-of their token). */
export interface ListCaller {
  /** The caller's bearer token; null for the local stack's anonymous sign-in page. */
  accessToken: string | null;
  signedIn: SignedInUser | null;
  /** The host origin the call's site lives on, bound to the caller's tenant: the only origin its list host may reach. */
  origin: string;
}

/**
 * The stores of the tenants' own data (docs/data-location.md): each data location has its own set, in its own storage
 * account; a request works with the set of its tenant's location.
 */
export interface TenantStores {
  boards: BoardStore;
  watchers: WatcherStore;
  /** Which attachment each item shows on its card. */
  cardPictures: CardPictures;
  filters: PrivateFilterStore;
  templates: TemplateStore;
  /** The lists' versions as the charts and the history report keep them: derived data, rebuilt rather than moved with the tenant. */
  versionDigests: VersionDigestStore;
  /** Where writes record their changes for the notification mail; null while mail is off. */
  changeRecorder: ChangeRecorder | null;
  /** The changes recorded and not yet told, which the queue's handler combines per card. */
  pendingChanges: PendingChanges;
  unsubscribes: UnsubscribeStore;
  reminderCursors: ReminderCursors;
  /** The language each person's page last said, which their mail is written in. */
  languages: PersonLanguages;
  /** Each person's boards-home view, saved filters and favourite boards. */
  preferences: PersonPreferences;
  /** Each tenant's licence, its settings and its seats. */
  licenses: LicenseStore;
}

/** The data locations: the stores of each, where each tenant's data is, and the transfers between them. */
export interface DataLocations {
  /** The location of the main account, where a tenant's data starts. */
  primary: DataLocation;
  /** The locations with a storage account, the main one first. */
  available: DataLocation[];
  storesAt(location: DataLocation): TenantStores;
  /** The stores of a location that read and refuse every write (DataTransferRunningError): a tenant's while its data moves. */
  readOnlyStoresAt(location: DataLocation): TenantStores;
  directory: DataLocationDirectory;
  mover: TenantDataMover;
}

/** The ports the use cases work with, wired to adapters by the settings. */
export interface Services extends TenantStores {
  settings: Settings;
  /** The service's own list host: the built-in store, which the local stack seeds. */
  listHost: ListHost;
  /** The list host a request works through, on behalf of its caller (the built-in store: the same for everyone). */
  listHostFor(caller: ListCaller): ListHost;
  /**
   * The lists of a tenant (its host origin) as the app itself may read them, for work that runs for
   * nobody (the reminder timer); null where the app has no access of its own (SharePoint without a certificate).
   */
  listHostOfApp(origin: string): ListHost | null;
  identity: Identity;
  tenantBindings: TenantBindings;
  localSignIn: LocalSignIn | null;
  realtime: Realtime;
  /** Who has each board open, and which card's dialog. */
  presence: PresenceRoster;
  columnLocks: ColumnLocks;
  /** The digest work this process does after its answers: every location's, one pass at a time per digest. */
  digestPasses: DigestPasses;
  /** The main account's queue that wakes the notification handler (every location's pending changes go through it). */
  changeQueue: ChangeQueue;
  mailer: Mailer | null;
  deliveries: DeliveryLedger;
  /** Listboard's release notes and each person's last reading of them. */
  news: NewsStore;
  /** The feedback people sent, and whether it went out to the feedback address. */
  feedback: FeedbackStore;
  /** Checks licence documents against the vendor's public key. */
  licenseKeys: LicenseKeys;
  /** People's Office 365 photos (Microsoft Graph), read on behalf of a caller: the 'office365' avatar source. */
  directoryPhotosFor(caller: ListCaller): DirectoryPhotos;
  /** The tenant stores above are the main location's; a session's are its tenant's location's. */
  dataLocations: DataLocations;
  /** Things worth knowing that do not fail a request (spec: "only logged"). */
  log(message: string): void;
}
