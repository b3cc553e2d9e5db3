/**
 * For process-group.test.ts: starts a service that never ends, prints its pid, then fails
 * the way a start script does when a wait gives up (an error caught in main, process.exit(1)).
 */
import { startService, stopAllOnExit } from './process-group';

stopAllOnExit();
const child = startService('sleeper', process.execPath, ['-e', 'setInterval(() => {}, 1000)']);
console.log(`pid ${child.pid}`);
setImmediate(() => process.exit(1));
