import { licenseGroup } from '../routes/license';
import { registerGroup } from './register';

registerGroup(licenseGroup);
