/**
 * The form and filter half of the admin kit (federated singleton `@rewards/shared/ui-forms`):
 * widgets only some admin screens use (filter panels, date and search filters, upload progress,
 * radio groups). A shared module cannot be tree-shaken, so keeping them out of
 * `@rewards/shared/ui-admin`, which every admin route loads with its layout, means a route
 * fetches them only when one of its screens renders one.
 */
export { RadioGroup, Switch } from '@chakra-ui/react';
export { FilterPanel } from './filter-panel';
export { DateFilter, DateRangeFields, SearchFilter } from './filter-fields';
export { UploadProgress } from './upload-progress';
