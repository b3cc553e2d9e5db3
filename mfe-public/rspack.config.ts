import { createAppConfig } from '../rspack.base';

export default createAppConfig({
  name: 'mfe_public',
  dir: __dirname,
  port: 3004,
  title: 'Rewards — learn, earn and grow',
});
