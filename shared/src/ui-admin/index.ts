/**
 * The admin half of the UI kit (federated singleton `@rewards/shared/ui-admin`): what the admin
 * layout and most admin screens need together (overlays, toasts, confirm dialog, the select
 * field and the table parts), kept out of `@rewards/shared/ui` so the public site's first load
 * stays small. Every admin route loads it whole, so widgets only some screens use live in
 * `@rewards/shared/ui-forms`. Like `ui`, these are the only places that import Chakra.
 */
export { Avatar, CloseButton, Dialog, Drawer, NativeSelect, Table } from '@chakra-ui/react';
export { AdminOverlays } from './admin-overlays';
export { AppToaster, notify, toaster, type NotifyKind } from './toaster';
export { SimpleDialog } from './simple-dialog';
export { confirmAction, ConfirmDialogHost, type ConfirmOptions } from './confirm-dialog';
export { SelectField, type SelectOption } from './select-field';
// The fresh check's dialog (decision 053): admin screens only, never on the login page.
export { StepUpDialog } from './step-up-dialog';
