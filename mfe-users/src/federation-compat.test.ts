import { itMatchesTheRouteManifestAndTheShell } from '../../scripts/deploy/remote-compat-test';

itMatchesTheRouteManifestAndTheShell('mfe-users');
