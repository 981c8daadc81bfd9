// Web PubSub for live updates, with its hub; the functions sign in with their identity (no access keys).
param location string
param name string
param hubName string = 'listboard'

resource pubSub 'Microsoft.SignalRService/webPubSub@2024-03-01' = {
  name: name
  location: location
  sku: { name: 'Standard_S1', capacity: 1 }
  properties: {
    disableLocalAuth: true
  }
}

resource hub 'Microsoft.SignalRService/webPubSub/hubs@2024-03-01' = {
  parent: pubSub
  name: hubName
  properties: {
    anonymousConnectPolicy: 'deny'
  }
}

output name string = pubSub.name
output endpoint string = 'https://${pubSub.properties.hostName}'
output hubName string = hub.name
