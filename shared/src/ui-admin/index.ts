/**
 * The admin half of the UI kit (federated singleton `@rewards/shared/ui-admin`): overlays and
 * interactive widgets only admin screens use, kept out of `@rewards/shared/ui` so the public
 * site's first load stays small. Like `ui`, it is the only place besides `ui` that imports Chakra.
 */
export {
  Avatar,
  Checkbox,
  CloseButton,
  Dialog,
  Drawer,
  Fieldset,
  NativeSelect,
  Progress,
  RadioGroup,
  SegmentGroup,
  Switch,
  Table,
  Tabs,
} from '@chakra-ui/react';
export { AdminOverlays } from './admin-overlays';
export { AppToaster, notify, toaster, type NotifyKind } from './toaster';
export { SimpleDialog } from './simple-dialog';
export { confirmAction, ConfirmDialogHost, type ConfirmOptions } from './confirm-dialog';
export { SelectField, type SelectOption } from './select-field';
export { FilterPanel } from './filter-panel';
export { DateFilter, DateRangeFields, SearchFilter } from './filter-fields';
export { UploadProgress } from './upload-progress';
