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

@description("The page's public address (the Static Web App's URL, or its custom domain): links in notification mail start with it. Empty: no notification mail. Known after the first deployment (output pageUrl), so mail is switched on by the second (docs/deploy.md).")
param mailAppUrl string = ''

@description('Where the mail services keep their data at rest.')
param mailDataLocation string = 'Europe'

@description('The IANA time zone of boards whose configuration names none (reminders keep its clock).')
param timeZone string = 'UTC'

@description('Changes made to one card within this many seconds reach each person as one message (0 to 3600).')
@minValue(0)
@maxValue(3600)
param mailCombineSeconds int = 60

@description('Days a board stays in the trash bin before it is removed for good (1 to 3650).')
@minValue(1)
@maxValue(3650)
param trashRetentionDays int = 93

@description('Days a card deleted from a built-in list stays restorable in its recycle bin (1 to 93); SharePoint keeps its own time.')
@minValue(1)
@maxValue(93)
param recycledCardDays int = 30

@description('Where feedback sent from the navigation bar is mailed (an e-mail address). Empty: feedback is kept in storage and mailed once an address is set.')
param feedbackAddress string = ''

@description('The data location the main storage account stands for (admin panel: West USA or West Europe). A second account in the other region keeps the data of tenants that move there.')
@allowed(['westus', 'westeurope'])
param dataLocation string = 'westus'

var otherDataLocation = dataLocation == 'westus' ? 'westeurope' : 'westus'

var suffix = uniqueString(resourceGroup().id)
var names = {
  logs: '${namePrefix}-logs-${suffix}'
  insights: '${namePrefix}-insights-${suffix}'
  storage: take(toLower('${namePrefix}${suffix}'), 24)
  locationStorage: take(toLower('${namePrefix}loc${suffix}'), 24)
  webPubSub: '${namePrefix}-pubsub-${suffix}'
  keyVault: take('${namePrefix}-kv-${suffix}', 24)
  plan: '${namePrefix}-plan-${suffix}'
  functionApp: '${namePrefix}-api-${suffix}'
  staticWebApp: '${namePrefix}-web-${suffix}'
  communication: '${namePrefix}-mail-${suffix}'
  emailService: '${namePrefix}-email-${suffix}'
}

module monitoring 'modules/monitoring.bicep' = {
  name: 'monitoring'
  params: { location: location, logsName: names.logs, insightsName: names.insights }
}

module storage 'modules/storage.bicep' = {
  name: 'storage'
  params: { location: location, name: names.storage }
}

// The other data location's account: tenants' own tables and template files only (docs/data-location.md).
module locationStorage 'modules/storage.bicep' = {
  name: 'locationStorage'
  params: { location: otherDataLocation, name: names.locationStorage }
}

module webPubSub 'modules/webPubSub.bicep' = {
  name: 'webPubSub'
  params: { location: location, name: names.webPubSub }
}

module keyVault 'modules/keyVault.bicep' = {
  name: 'keyVault'
  params: { location: location, name: names.keyVault }
}

module communication 'modules/communication.bicep' = {
  name: 'communication'
  params: { name: names.communication, emailServiceName: names.emailService, dataLocation: mailDataLocation }
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
      // Storage and Web PubSub through the managed identity: endpoints, no keys (functions/src/settings/).
      LISTBOARD_STORAGE_TABLE_ENDPOINT: storage.outputs.tableEndpoint
      LISTBOARD_STORAGE_BLOB_ENDPOINT: storage.outputs.blobEndpoint
      LISTBOARD_STORAGE_QUEUE_ENDPOINT: storage.outputs.queueEndpoint
      // The other data location's account, under its location's name; the main one's location is LISTBOARD_DATA_LOCATION.
      LISTBOARD_DATA_LOCATION: dataLocation
      LISTBOARD_STORAGE_WESTUS_TABLE_ENDPOINT: otherDataLocation == 'westus' ? locationStorage.outputs.tableEndpoint : ''
      LISTBOARD_STORAGE_WESTUS_BLOB_ENDPOINT: otherDataLocation == 'westus' ? locationStorage.outputs.blobEndpoint : ''
      LISTBOARD_STORAGE_WESTEUROPE_TABLE_ENDPOINT: otherDataLocation == 'westeurope' ? locationStorage.outputs.tableEndpoint : ''
      LISTBOARD_STORAGE_WESTEUROPE_BLOB_ENDPOINT: otherDataLocation == 'westeurope' ? locationStorage.outputs.blobEndpoint : ''
      LISTBOARD_WEBPUBSUB_ENDPOINT: webPubSub.outputs.endpoint
      LISTBOARD_WEBPUBSUB_HUB: webPubSub.outputs.hubName
      LISTBOARD_LIST_HOST: listHost
      LISTBOARD_AUTH_MODE: 'entra'
      LISTBOARD_CLIENT_ID: entraClientId
      // The app's certificate (PEM, key and certificate) stays in Key Vault; the platform resolves the reference with the
      // managed identity. It proves the app for on-behalf-of and for its own reading of the sites (the reminder timer).
      LISTBOARD_CLIENT_CERTIFICATE: '@Microsoft.KeyVault(VaultName=${names.keyVault};SecretName=listboard-client-certificate)'
      LISTBOARD_TENANT_BINDINGS: tenantBindings
      // Mail through Communication Services with the managed identity; unsubscribe links and the tokens that restore a
      // deleted card are signed with a Key Vault secret.
      LISTBOARD_MAIL_TRANSPORT: empty(mailAppUrl) ? 'off' : 'acs'
      LISTBOARD_ACS_ENDPOINT: communication.outputs.endpoint
      LISTBOARD_MAIL_FROM: communication.outputs.senderAddress
      LISTBOARD_APP_URL: mailAppUrl
      LISTBOARD_LINK_SECRET: '@Microsoft.KeyVault(VaultName=${names.keyVault};SecretName=listboard-link-secret)'
      LISTBOARD_TIME_ZONE: timeZone
      LISTBOARD_MAIL_COMBINE_SECONDS: string(mailCombineSeconds)
      LISTBOARD_TRASH_RETENTION_DAYS: string(trashRetentionDays)
      LISTBOARD_RECYCLED_CARD_DAYS: string(recycledCardDays)
      LISTBOARD_FEEDBACK_ADDRESS: feedbackAddress
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
    locationStorageAccountName: locationStorage.outputs.name
    webPubSubName: webPubSub.outputs.name
    keyVaultName: keyVault.outputs.name
    insightsName: monitoring.outputs.insightsName
    communicationName: communication.outputs.name
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
