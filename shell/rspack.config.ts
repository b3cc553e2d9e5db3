import { createAppConfig } from '../rspack.base';

export default createAppConfig({
  name: 'shell',
  dir: __dirname,
  port: 3000,
  title: 'Admin Panel',
  isHost: true,
});
