import { pagingChecks } from '../helpers/list-engine-paging';
import { describeEveryList } from '../helpers/list-engine-suite';

// The list engine's shared suite (decision 028) over every list it serves, on SQLite and on
// PostgreSQL: paging and bad input. One file per concern (list-engine-filters, -paging, -outputs), so the
// three run side by side on two workers; each list's app starts once per file.
describeEveryList('paging and bad input', (list) => pagingChecks(list));
