// The Azure Functions entry (package.json "main"): one function per API group.
import './functions/admin';
import './functions/auth';
import './functions/board';
import './functions/boards';
import './functions/contract';
import './functions/feedback';
import './functions/filters';
import './functions/history';
import './functions/item';
import './functions/kanban';
import './functions/news';
import './functions/license';
import './functions/notifications';
import './functions/realtime';
import './functions/site';
