import { filtersGroup } from '../routes/filters';
import { registerGroup } from './register';

registerGroup(filtersGroup);
