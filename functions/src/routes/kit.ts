// The route kit as the route tables use it: the HTTP layer's kit with the use cases' rule of who is admitted.
import { userRoutes } from '../http/endpoint';
import { admitToBoards } from '../usecases/license/index';

export { RawResponse, publicRoute, siteRoute } from '../http/endpoint';
export type { Route } from '../http/endpoint';

/** An endpoint for a signed-in user of the site; unless it is open (`license: 'open'`), the user needs a seat in a licence in force. */
export const userRoute = userRoutes(admitToBoards);
