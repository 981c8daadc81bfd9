// Key Vault for secrets (the app's certificate for SharePoint, the link secret); access by role, not policies.
param location string
param name string

resource vault 'Microsoft.KeyVault/vaults@2023-07-01' = {
  name: name
  location: location
  properties: {
    tenantId: subscription().tenantId
    sku: { family: 'A', name: 'standard' }
    enableRbacAuthorization: true
    enableSoftDelete: true
    softDeleteRetentionInDays: 30
    enablePurgeProtection: true
  }
}

output name string = vault.name
output uri string = vault.properties.vaultUri
