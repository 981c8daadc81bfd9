import { itemGroup } from '../routes/item';
import { registerGroup } from './register';

registerGroup(itemGroup);
