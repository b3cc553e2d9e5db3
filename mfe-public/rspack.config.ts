import { createAppConfig } from '../rspack.base';
import { withPublicClient } from '../scripts/public-client-config';

// APP_STORE_URL (the App instructions page's store link) is defined for every app in
// rspack.base.ts. In production the remote also builds its own client for the pages the shell's
// server renders from it (decision 043).
export default withPublicClient(
  createAppConfig({ dir: __dirname, title: 'Rewards — learn, earn and grow' }),
  __dirname,
  './src/client/index.tsx',
);
