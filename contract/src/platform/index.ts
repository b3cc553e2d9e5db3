/**
 * `@rewards/contract/platform`: what the deployables agree on about each other (decision
 * 017): the kit and contract versions, a remote's compatibility declaration and the rules
 * the shell applies to it, and where deployed versions live. Dependency-free, like `/routes`.
 */
export {
  COMPAT_MANIFEST_KEY,
  CONTRACT_VERSION,
  PROVIDED_VERSIONS,
  SHARED_KIT_VERSION,
  type ProvidedVersions,
  type RemoteCompat,
} from './versions';
export { compatMismatches, missingModules, providesAtLeast, sameMajor } from './compat-rules';
export { REMOTE_NAMES, FAILURE_CODES, type FailureCode } from './remote-names';
