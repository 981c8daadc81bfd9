import type { ApiGroup } from '../http/groupHandler';
import { authGroup } from './auth';
import { boardGroup } from './board';
import { boardsGroup } from './boards';
import { filtersGroup } from './filters';
import { itemGroup } from './item';
import { kanbanGroup } from './kanban';
import { realtimeGroup } from './realtime';
import { siteGroup } from './site';

/** Every API group: one Azure Function each, served by the local host from the same tables. */
export const apiGroups: ApiGroup[] = [authGroup, boardsGroup, boardGroup, kanbanGroup, itemGroup, siteGroup, realtimeGroup, filtersGroup];
