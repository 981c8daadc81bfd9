// What the Function App's managed identity may do, and nothing more.
param principalId string
param storageAccountName string
@description("The other data location's account: the identity reads and writes its tables and blobs.")
param locationStorageAccountName string
param webPubSubName string
param keyVaultName string
param insightsName string
param communicationName string

// Built-in role definition ids.
var roles = {
  storageBlobDataOwner: 'b7e6dc6d-f1e8-4753-8033-0f276bb0955b'
  storageTableDataContributor: '0a9a7e1f-b9d0-4cc4-a60d-0319b160aaa3'
  storageQueueDataContributor: '974c5e8b-45b9-4653-ba55-5f855dd0fb88'
  webPubSubServiceOwner: '12cf5a90-567b-43ae-8102-96cf46c7d9b4'
  keyVaultSecretsUser: '4633458b-17de-408a-b874-0445c86b69e6'
  monitoringMetricsPublisher: '3913510d-42f4-4e42-8a64-420c390055eb'
}

resource storage 'Microsoft.Storage/storageAccounts@2023-05-01' existing = {
  name: storageAccountName
}

resource locationStorage 'Microsoft.Storage/storageAccounts@2023-05-01' existing = {
  name: locationStorageAccountName
}

resource pubSub 'Microsoft.SignalRService/webPubSub@2024-03-01' existing = {
  name: webPubSubName
}

resource vault 'Microsoft.KeyVault/vaults@2023-07-01' existing = {
  name: keyVaultName
}

resource insights 'Microsoft.Insights/components@2020-02-02' existing = {
  name: insightsName
}

resource communication 'Microsoft.Communication/communicationServices@2023-04-01' existing = {
  name: communicationName
}

// Sending mail with an Entra identity needs these actions on the Communication Services resource; no
// built-in role grants them without much more, so the deployment defines its own.
resource mailSender 'Microsoft.Authorization/roleDefinitions@2022-04-01' = {
  name: guid(resourceGroup().id, 'listboard-mail-sender')
  properties: {
    roleName: 'Listboard mail sender (${resourceGroup().name})'
    description: 'Sends email through the Communication Services resource of the Listboard deployment.'
    type: 'CustomRole'
    permissions: [
      { actions: ['Microsoft.Communication/CommunicationServices/Read', 'Microsoft.Communication/CommunicationServices/Write', 'Microsoft.Communication/EmailServices/write'] }
    ]
    assignableScopes: [resourceGroup().id]
  }
}

resource storageRoles 'Microsoft.Authorization/roleAssignments@2022-04-01' = [for role in [roles.storageBlobDataOwner, roles.storageTableDataContributor, roles.storageQueueDataContributor]: {
  name: guid(storage.id, principalId, role)
  scope: storage
  properties: { principalId: principalId, principalType: 'ServicePrincipal', roleDefinitionId: subscriptionResourceId('Microsoft.Authorization/roleDefinitions', role) }
}]

resource locationStorageRoles 'Microsoft.Authorization/roleAssignments@2022-04-01' = [for role in [roles.storageBlobDataOwner, roles.storageTableDataContributor]: {
  name: guid(locationStorage.id, principalId, role)
  scope: locationStorage
  properties: { principalId: principalId, principalType: 'ServicePrincipal', roleDefinitionId: subscriptionResourceId('Microsoft.Authorization/roleDefinitions', role) }
}]

resource pubSubRole 'Microsoft.Authorization/roleAssignments@2022-04-01' = {
  name: guid(pubSub.id, principalId, roles.webPubSubServiceOwner)
  scope: pubSub
  properties: { principalId: principalId, principalType: 'ServicePrincipal', roleDefinitionId: subscriptionResourceId('Microsoft.Authorization/roleDefinitions', roles.webPubSubServiceOwner) }
}

resource vaultRole 'Microsoft.Authorization/roleAssignments@2022-04-01' = {
  name: guid(vault.id, principalId, roles.keyVaultSecretsUser)
  scope: vault
  properties: { principalId: principalId, principalType: 'ServicePrincipal', roleDefinitionId: subscriptionResourceId('Microsoft.Authorization/roleDefinitions', roles.keyVaultSecretsUser) }
}

resource insightsRole 'Microsoft.Authorization/roleAssignments@2022-04-01' = {
  name: guid(insights.id, principalId, roles.monitoringMetricsPublisher)
  scope: insights
  properties: { principalId: principalId, principalType: 'ServicePrincipal', roleDefinitionId: subscriptionResourceId('Microsoft.Authorization/roleDefinitions', roles.monitoringMetricsPublisher) }
}

resource mailRole 'Microsoft.Authorization/roleAssignments@2022-04-01' = {
  name: guid(communication.id, principalId, mailSender.id)
  scope: communication
  properties: { principalId: principalId, principalType: 'ServicePrincipal', roleDefinitionId: mailSender.id }
}
