import type { BoardStore } from './boardStore';
import type { ColumnLocks } from './columnLocks';
import type { Identity, LocalSignIn, SignedInUser, TenantBindings } from './identity';
import type { ListHost } from './listHost';
import type { Realtime } from './realtime';
import type { PrivateFilterStore } from './filterStore';
import type { WatcherStore } from './watcherStore';
import type { TemplateStore } from './templateStore';
import type { ChangeRecorder } from './changeQueue';
import type { PendingChanges } from './pendingChanges';
import type { Mailer } from './mailer';
import type { DeliveryLedger } from './deliveryLedger';
import type { UnsubscribeStore } from './unsubscribeStore';
import type { ReminderCursors } from './reminderCursors';
import type { PersonLanguages } from './personLanguages';
import type { NewsStore } from './newsStore';
import type { FeedbackStore } from './feedbackStore';
import type { PersonPreferences } from './personPreferences';
import type { Settings } from '../settings';

/** Who a list host works for: SharePoint answers with the person's own rights (on-behalf-of their token). */
export interface ListCaller {
  /** The caller's bearer token; null for the local stack's anonymous sign-in page. */
  accessToken: string | null;
  signedIn: SignedInUser | null;
  /** The host origin the call's site lives on, bound to the caller's tenant: the only origin its list host may reach. */
  origin: string;
}

/** The ports the use cases work with, wired to adapters by the settings. */
export interface Services {
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
  boards: BoardStore;
  identity: Identity;
  tenantBindings: TenantBindings;
  localSignIn: LocalSignIn | null;
  realtime: Realtime;
  watchers: WatcherStore;
  filters: PrivateFilterStore;
  templates: TemplateStore;
  columnLocks: ColumnLocks;
  /** Where writes record their changes for the notification mail; null while mail is off. */
  changeRecorder: ChangeRecorder | null;
  /** The changes recorded and not yet told, which the queue's handler combines per card. */
  pendingChanges: PendingChanges;
  mailer: Mailer | null;
  deliveries: DeliveryLedger;
  unsubscribes: UnsubscribeStore;
  reminderCursors: ReminderCursors;
  /** The language each person's page last said, which their mail is written in. */
  languages: PersonLanguages;
  /** Listboard's release notes and each person's last reading of them. */
  news: NewsStore;
  /** The feedback people sent, and whether it went out to the feedback address. */
  feedback: FeedbackStore;
  /** Each person's boards-home view, saved filters and favourite boards. */
  preferences: PersonPreferences;
  /** Things worth knowing that do not fail a request (spec: "only logged"). */
  log(message: string): void;
}
