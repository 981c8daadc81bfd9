import { TableListHost } from '@listboard/functions/host-api';
import { startAzurite } from '@listboard/local';
import { listHostContract } from '../contract/listHostContract';

// The built-in list store over Azurite; the SharePoint adapter runs the same suite against the SharePoint test server.
listHostContract('the built-in list store', async () => {
  const azurite = await startAzurite({ location: null });
  const host = new TableListHost(azurite.connectionString);
  const site = 'https://contoso.test/sites/ops';
  await host.ensureWeb({ url: site, name: 'Ops', description: '' });
  return { host, site, stop: () => azurite.stop() };
});
