import { VIEW_TYPE, type ViewType } from '@listboard/shared';
import type { MessageKey } from '../../../i18n/resources/en-US';

/** The view types' names, as the picker and its stand-in show them. */
export const VIEW_TYPE_LABELS: Record<ViewType, MessageKey> = {
  [VIEW_TYPE.Default]: 'view_type_default',
  [VIEW_TYPE.ParentChild]: 'view_type_parent_child',
  [VIEW_TYPE.HideSubTasks]: 'view_type_hide_subtasks',
};
