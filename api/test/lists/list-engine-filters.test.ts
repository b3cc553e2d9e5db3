import { filterChecks, hasFilterChecks } from '../helpers/list-engine-filters';
import { describeEveryList } from '../helpers/list-engine-suite';

// The list engine's shared suite (decision 028) over every list it serves, on SQLite and on
// PostgreSQL: filters. One file per concern (list-engine-filters, -paging, -outputs), so the
// three run side by side on two workers; each list's app starts once per file.
describeEveryList('filters', (list) => filterChecks(list), hasFilterChecks);
