using 'main.bicep'

// Fill in before deploying (docs/deploy.md).
param entraClientId = '00000000-0000-0000-0000-000000000000'
param tenantBindings = ''
param listHost = 'sharepoint'
