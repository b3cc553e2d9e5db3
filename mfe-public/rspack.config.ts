import { rspack } from '@rspack/core';
import { createAppConfig } from '../rspack.base';

const config = createAppConfig({
  name: 'mfe_public',
  dir: __dirname,
  port: 3004,
  title: 'Rewards — learn, earn and grow',
});

// The store link of the App instructions page (src/common/app-store-url.ts, README
// "Configuration"); unset keeps the spec's default.
config.plugins?.push(
  new rspack.DefinePlugin({
    'process.env.APP_STORE_URL': JSON.stringify(process.env.APP_STORE_URL ?? ''),
  }),
);

export default config;
