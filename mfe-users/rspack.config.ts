import { createAppConfig } from '../rspack.base';

export default createAppConfig({
  name: 'mfe_users',
  dir: __dirname,
  port: 3001,
  title: 'User Manage — Admin Panel',
});
