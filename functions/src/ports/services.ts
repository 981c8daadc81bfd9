import type { BoardStore } from './boardStore';
import type { ColumnLocks } from './columnLocks';
import type { Identity, LocalSignIn, TenantBindings } from './identity';
import type { ListHost } from './listHost';
import type { Realtime } from './realtime';
import type { PrivateFilterStore } from './filterStore';
import type { WatcherStore } from './watcherStore';
import type { TemplateStore } from './templateStore';
import type { Settings } from '../settings';

/** The ports the use cases work with, wired to adapters by the settings. */
export interface Services {
  settings: Settings;
  listHost: ListHost;
  boards: BoardStore;
  identity: Identity;
  tenantBindings: TenantBindings;
  localSignIn: LocalSignIn | null;
  realtime: Realtime;
  watchers: WatcherStore;
  filters: PrivateFilterStore;
  templates: TemplateStore;
  columnLocks: ColumnLocks;
  /** Things worth knowing that do not fail a request (spec: "only logged"). */
  log(message: string): void;
}
