import type { ApiGroup } from '../http/groupHandler';
import { adminGroup } from './admin';
import { authGroup } from './auth';
import { boardGroup } from './board';
import { boardsGroup } from './boards';
import { openApiGroup } from './contract';
import { feedbackGroup } from './feedback';
import { filtersGroup } from './filters';
import { historyGroup } from './history';
import { notificationsGroup } from './notifications';
import { itemGroup } from './item';
import { kanbanGroup } from './kanban';
import { licenseGroup } from './license';
import { newsGroup } from './news';
import { realtimeGroup } from './realtime';
import { siteGroup } from './site';

/** GET /api/openapi.json: the contract of every group below, its own route included. */
export const contractGroup: ApiGroup = openApiGroup(() => apiGroups);

/** Every API group: one Azure Function each, served by the local host from the same tables. */
export const apiGroups: ApiGroup[] = [
  authGroup,
  boardsGroup,
  boardGroup,
  kanbanGroup,
  itemGroup,
  siteGroup,
  realtimeGroup,
  filtersGroup,
  notificationsGroup,
  newsGroup,
  feedbackGroup,
  licenseGroup,
  adminGroup,
  historyGroup,
  contractGroup,
];
