import { AppToaster } from './toaster';
import { ConfirmDialogHost } from './confirm-dialog';

/**
 * The toaster and the confirm dialog, rendered once by the admin layout (and by standalone
 * admin remotes). Public pages never load them.
 */
export function AdminOverlays() {
  return (
    <>
      <AppToaster />
      <ConfirmDialogHost />
    </>
  );
}
