// The API: one Function App on the Flex Consumption plan, Node 22, with a system-assigned identity.
param location string
param planName string
param name string
param storageAccountName string
param deploymentContainerUrl string
param alwaysReadyInstances int
@description('The LISTBOARD_* and monitoring settings of functions/src/settings/.')
param appSettings object

resource plan 'Microsoft.Web/serverfarms@2024-04-01' = {
  name: planName
  location: location
  kind: 'functionapp'
  sku: { name: 'FC1', tier: 'FlexConsumption' }
  properties: { reserved: true }
}

resource app 'Microsoft.Web/sites@2024-04-01' = {
  name: name
  location: location
  kind: 'functionapp,linux'
  identity: { type: 'SystemAssigned' }
  properties: {
    serverFarmId: plan.id
    httpsOnly: true
    siteConfig: { minTlsVersion: '1.2' }
    functionAppConfig: {
      deployment: {
        storage: {
          type: 'blobContainer'
          value: deploymentContainerUrl
          authentication: { type: 'SystemAssignedIdentity' }
        }
      }
      scaleAndConcurrency: {
        maximumInstanceCount: 100
        instanceMemoryMB: 2048
        // Flex Consumption scales HTTP functions together as the group 'http': the kanban and item groups
        // (and the others, which are as light) are kept warm by always-ready instances of that group.
        alwaysReady: alwaysReadyInstances > 0 ? [{ name: 'http', instanceCount: alwaysReadyInstances }] : []
      }
      runtime: { name: 'node', version: '22' }
    }
  }
}

resource settings 'Microsoft.Web/sites/config@2024-04-01' = {
  parent: app
  name: 'appsettings'
  properties: union(appSettings, {
    // The Functions host's own storage, through the identity as well.
    AzureWebJobsStorage__accountName: storageAccountName
    AzureWebJobsStorage__credential: 'managedidentity'
  })
}

output id string = app.id
output name string = app.name
output principalId string = app.identity.principalId
