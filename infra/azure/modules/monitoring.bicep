// Application Insights over a Log Analytics workspace: the functions' logs and the page's events.
param location string
param logsName string
param insightsName string

resource logs 'Microsoft.OperationalInsights/workspaces@2023-09-01' = {
  name: logsName
  location: location
  properties: {
    sku: { name: 'PerGB2018' }
    retentionInDays: 30
  }
}

resource insights 'Microsoft.Insights/components@2020-02-02' = {
  name: insightsName
  location: location
  kind: 'web'
  properties: {
    Application_Type: 'web'
    WorkspaceResourceId: logs.id
    // The page's analytics events arrive with the connection string's key, so key ingestion stays on;
    // the functions send theirs with their managed identity.
    DisableLocalAuth: false
  }
}

output connectionString string = insights.properties.ConnectionString
output insightsName string = insights.name
