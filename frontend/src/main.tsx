import { detectHost } from './host/detectHost';

// The host first (Teams' language and theme come with its handshake), then the app, whose texts and formats
// are made once in the language it finds.
void detectHost().then(() => import('./app/mountApp')).then(({ mountApp }) => mountApp(document.getElementById('root') as HTMLElement));
