import { createAppConfig } from '../rspack.base';

// APP_STORE_URL (the App instructions page's store link) is defined for every app in
// rspack.base.ts.
export default createAppConfig({
  dir: __dirname,
  title: 'Rewards — learn, earn and grow',
});
