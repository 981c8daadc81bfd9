// Listboard's Azure estate, deployed to one resource group:
//   az deployment group create -g <group> -f infra/azure/main.bicep -p infra/azure/main.bicepparam
// See docs/deploy.md. The Function App reaches storage and Web PubSub with its managed identity
// (role assignments below), never with account keys.

targetScope = 'resourceGroup'

@description('Region of every resource; the Static Web App picks the nearest of its own regions.')
param location string = resourceGroup().location

@description('Short lowercase prefix of every resource name (3-11 letters or digits).')
@minLength(3)
@maxLength(11)
param namePrefix string = 'listboard'

@description('The Entra application (client) id the page signs in with; our API is api://{client id}.')
param entraClientId string

@description('Host origins owned by each tenant: tenantId=origin origin;tenantId=origin (LISTBOARD_TENANT_BINDINGS). Empty: administrators connect their hosts themselves.')
param tenantBindings string = ''

@description('Where the lists live: sharepoint (SharePoint Online) or local (the built-in list store).')
@allowed(['sharepoint', 'local'])
param listHost string = 'sharepoint'

@description('Always-ready instances of the HTTP functions (kanban, item and the other groups scale together).')
@minValue(0)
param alwaysReadyInstances int = 1

@description('Region of the Static Web App (it runs in fewer regions than the rest).')
@allowed(['westeurope', 'eastus2', 'centralus', 'westus2', 'eastasia'])
param staticWebAppLocation string = 'westeurope'

var suffix = uniqueString(resourceGroup().id)
var names = {
  logs: '${namePrefix}-logs-${suffix}'
  insights: '${namePrefix}-insights-${suffix}'
  storage: take(toLower('${namePrefix}${suffix}'), 24)
  webPubSub: '${namePrefix}-pubsub-${suffix}'
  keyVault: take('${namePrefix}-kv-${suffix}', 24)
  plan: '${namePrefix}-plan-${suffix}'
  functionApp: '${namePrefix}-api-${suffix}'
  staticWebApp: '${namePrefix}-web-${suffix}'
}

module monitoring 'modules/monitoring.bicep' = {
  name: 'monitoring'
  params: { location: location, logsName: names.logs, insightsName: names.insights }
}

module storage 'modules/storage.bicep' = {
  name: 'storage'
  params: { location: location, name: names.storage }
}

module webPubSub 'modules/webPubSub.bicep' = {
  name: 'webPubSub'
  params: { location: location, name: names.webPubSub }
}

module keyVault 'modules/keyVault.bicep' = {
  name: 'keyVault'
  params: { location: location, name: names.keyVault }
}

module functionApp 'modules/functionApp.bicep' = {
  name: 'functionApp'
  params: {
    location: location
    planName: names.plan
    name: names.functionApp
    storageAccountName: storage.outputs.name
    deploymentContainerUrl: storage.outputs.deploymentContainerUrl
    alwaysReadyInstances: alwaysReadyInstances
    appSettings: {
      // Storage and Web PubSub through the managed identity: endpoints, no keys (functions/src/settings.ts).
      LISTBOARD_STORAGE_TABLE_ENDPOINT: storage.outputs.tableEndpoint
      LISTBOARD_STORAGE_BLOB_ENDPOINT: storage.outputs.blobEndpoint
      LISTBOARD_STORAGE_QUEUE_ENDPOINT: storage.outputs.queueEndpoint
      LISTBOARD_WEBPUBSUB_ENDPOINT: webPubSub.outputs.endpoint
      LISTBOARD_WEBPUBSUB_HUB: webPubSub.outputs.hubName
      LISTBOARD_LIST_HOST: listHost
      LISTBOARD_AUTH_MODE: 'entra'
      LISTBOARD_CLIENT_ID: entraClientId
      // The on-behalf-of secret stays in Key Vault; the platform resolves the reference with the managed identity.
      LISTBOARD_CLIENT_SECRET: '@Microsoft.KeyVault(VaultName=${names.keyVault};SecretName=listboard-client-secret)'
      LISTBOARD_TENANT_BINDINGS: tenantBindings
      APPLICATIONINSIGHTS_CONNECTION_STRING: monitoring.outputs.connectionString
      // Telemetry is sent with the managed identity too (Monitoring Metrics Publisher below).
      APPLICATIONINSIGHTS_AUTHENTICATION_STRING: 'Authorization=AAD'
    }
  }
}

module roles 'modules/roles.bicep' = {
  name: 'roles'
  params: {
    principalId: functionApp.outputs.principalId
    storageAccountName: storage.outputs.name
    webPubSubName: webPubSub.outputs.name
    keyVaultName: keyVault.outputs.name
    insightsName: monitoring.outputs.insightsName
  }
}

module staticWebApp 'modules/staticWebApp.bicep' = {
  name: 'staticWebApp'
  params: { location: staticWebAppLocation, name: names.staticWebApp, functionAppId: functionApp.outputs.id, functionAppLocation: location }
}

output pageUrl string = staticWebApp.outputs.url
output functionAppName string = functionApp.outputs.name
output staticWebAppName string = staticWebApp.outputs.name
output keyVaultName string = keyVault.outputs.name
