import { kanbanGroup } from '../routes/kanban';
import { registerGroup } from './register';

registerGroup(kanbanGroup);
