import azf from '@azure/functions';
import { type ApiGroup, groupHandler, groupPrefix } from '../http/groupHandler';

/** Registers a group as one HTTP function; its router picks the route inside. */
export function registerGroup(group: ApiGroup): void {
  azf.app.http(group.name, {
    route: `${groupPrefix(group)}/{*rest}`,
    methods: [...new Set(group.routes.map((r) => r.method))],
    authLevel: 'anonymous',
    handler: groupHandler(group),
  });
}
