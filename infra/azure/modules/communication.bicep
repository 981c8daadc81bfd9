// Notification mail (docs/notifications.md): an Email Communication Service with an Azure-managed domain
// (DoNotReply@{id}.azurecomm.net), linked to the Communication Services resource the Function App
// sends through with its managed identity (roles.bicep). A custom domain of the customer's own is
// added to the email service later and linked the same way (docs/deploy.md).
param name string
param emailServiceName string

@description('Where the services keep their data at rest (a geography, e.g. Europe or United States).')
param dataLocation string

resource emailService 'Microsoft.Communication/emailServices@2023-04-01' = {
  name: emailServiceName
  location: 'global'
  properties: { dataLocation: dataLocation }
}

resource domain 'Microsoft.Communication/emailServices/domains@2023-04-01' = {
  parent: emailService
  name: 'AzureManagedDomain'
  location: 'global'
  properties: { domainManagement: 'AzureManaged', userEngagementTracking: 'Disabled' }
}

resource communication 'Microsoft.Communication/communicationServices@2023-04-01' = {
  name: name
  location: 'global'
  properties: { dataLocation: dataLocation, linkedDomains: [domain.id] }
}

output name string = communication.name
output endpoint string = 'https://${communication.properties.hostName}'
output senderAddress string = 'DoNotReply@${domain.properties.mailFromSenderDomain}'
