import { createAppConfig } from '../rspack.base';

// APP_STORE_URL (the App instructions page's store link) is defined for every app in
// rspack.base.ts.
export default createAppConfig({
  name: 'mfe_public',
  dir: __dirname,
  port: 3004,
  title: 'Rewards — learn, earn and grow',
});
