// What the tests and benchmarks use of the local stack.
export { DataFolderInUse, type RunningAzurite, freePort, startAzurite } from './azurite';
export { DEMO_BOARD_ID, DEMO_GROUPS, DEMO_TASKS_LIST_ID, DEMO_USERS, DEMO_VIEW_ONLY_LOGIN } from './demo/demoData';
export { DEMO_DOCUMENTS_BOARD_ID, DEMO_DOCUMENTS_LIST_ID } from './demo/demoDocuments';
export { PARTNER_SITE_URL } from './demo/seed';
export { type DemoPhotoSource, demoPhoto, placeholderPhoto } from './demo/demoPhotos';
export { LOCAL_API_AUDIENCE, LOCAL_API_SCOPE, LOCAL_CLIENT_ID, LOCAL_TEAMS_AUDIENCE, LOCAL_TENANT_ID, objectIdOf } from './oidc/provider';
export { fetchTrusting } from './oidc/trustingFetch';
export { startOidcProvider } from './oidc/provider';
export { providerKeys } from './oidc/keys';
export { LOCAL_FUNCTIONS_CLIENT_ID, LOCAL_FUNCTIONS_SECRET_CLIENT_ID } from './oidc/onBehalfOfGrant';
export { type StackChildren, startStackChildren } from './stackChildren';
export { LOCAL_FEEDBACK_ADDRESS, type RestartableService, type RunningStack, type StackOptions, startStack } from './stack';
export { HOLD_TRANSFER_VARIABLE } from './testHooks';
export { EMULATOR_PID_FILE } from './webpubsub/supervisor';
export { startWebPubSubEmulator } from './webpubsub/emulator';
