import { newsGroup } from '../routes/news';
import { registerGroup } from './register';

registerGroup(newsGroup);
