/**
 * The "next deploy" of mfe-users in the repeat-visit benchmark: its own config with the
 * benchmark's visible edit (visible-edit.ts), built by the Rspack CLI like every build (in the
 * benchmark's tsx process, tsx's helpers leaked into the federation runtime Rspack inlines).
 */
import mfeUsersConfig from '../../mfe-users/rspack.config';
import { withVisibleEdit } from './visible-edit';

export default withVisibleEdit(mfeUsersConfig);
