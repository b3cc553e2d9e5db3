import { filterChecks } from '../helpers/list-engine-filters';
import { outputChecks } from '../helpers/list-engine-outputs';
import { pagingChecks } from '../helpers/list-engine-paging';
import { describeEveryList } from '../helpers/list-engine-suite';

// The list engine's shared suite (decision 028) over every list it serves, on SQLite and on
// PostgreSQL. One file, so each list's app starts once; the checks live in one helper per
// concern.

describeEveryList('paging, filters and outputs', (list) => {
  // Filters first: the paging checks delete some of the rows the filters expect to find.
  describe('filters', () => filterChecks(list));
  describe('paging and bad input', () => pagingChecks(list));
  describe('summary, CSV and whole list', () => outputChecks(list));
});
