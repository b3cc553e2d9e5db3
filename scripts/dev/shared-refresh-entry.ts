// Runs before the app's code and React DOM in dev builds (rspack.base.ts); see shared-refresh.ts.
import { shareRefreshAcrossRuntimes } from './shared-refresh';

shareRefreshAcrossRuntimes(window as Parameters<typeof shareRefreshAcrossRuntimes>[0]);
