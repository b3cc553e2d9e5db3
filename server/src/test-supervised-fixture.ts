/**
 * For supervision.test.ts: a launcher like start-platform.ts with one service, a server
 * whose GET /slow answers after 1 s and which, on SIGTERM, finishes its requests, logs and
 * exits 0 (as the API and the app servers do).
 */
import { startService, stopAllOnExit, superviseServices } from './process-group';

const SERVICE = `
const http = require('node:http');
const server = http.createServer((request, response) => {
  console.log('request started');
  setTimeout(() => response.end('done'), 1000);
});
server.listen(0, '127.0.0.1', () =>
  console.log('listening ' + server.address().port + ' pid ' + process.pid +
    ' restarts ' + (process.env.SERVICE_RESTARTS ?? 0)));
process.on('SIGTERM', () => server.close(() => {
  console.log('drained');
  process.exit(0);
}));
`;

stopAllOnExit();
startService('slow', process.execPath, ['-e', SERVICE]);
superviseServices();
