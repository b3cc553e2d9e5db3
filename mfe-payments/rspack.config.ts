import { createAppConfig } from '../rspack.base';

export default createAppConfig({
  name: 'mfe_payments',
  dir: __dirname,
  port: 3002,
  title: 'Payments — Admin Panel',
});
