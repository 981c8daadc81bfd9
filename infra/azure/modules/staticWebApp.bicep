// The page: a Static Web App (Standard, which may link a backend) with the Function App as its /api.
param location string
param name string
param functionAppId string
param functionAppLocation string

resource site 'Microsoft.Web/staticSites@2024-04-01' = {
  name: name
  location: location
  sku: { name: 'Standard', tier: 'Standard' }
  properties: {}
}

resource backend 'Microsoft.Web/staticSites/linkedBackends@2024-04-01' = {
  parent: site
  name: 'api'
  properties: {
    backendResourceId: functionAppId
    region: functionAppLocation
  }
}

output name string = site.name
output url string = 'https://${site.properties.defaultHostname}'
