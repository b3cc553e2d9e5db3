import { createAppConfig } from '../rspack.base';

export default createAppConfig({
  name: 'mfe_content',
  dir: __dirname,
  port: 3003,
  title: 'Content — Admin Panel',
});
