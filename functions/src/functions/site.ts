import { siteGroup } from '../routes/site';
import { registerGroup } from './register';

registerGroup(siteGroup);
