import { useMemo } from 'react';
import type { AuditEntry } from '@rewards/contract';
import { AUDIT_ACTIONS, AUDIT_ENTITIES, MONEY_ACTIONS } from '@rewards/contract/audit';
import { usePermission } from '@rewards/shared';
import { useQuery } from '@rewards/shared/query';
import { Button } from '@rewards/shared/ui';
import { SelectField, type SelectOption } from '@rewards/shared/ui-admin';
import { DateRangeFields, FilterPanel } from '@rewards/shared/ui-forms';
import { adminKeys, fetchAdmins } from '../common/admin-accounts-api';

/** The filters as the URL holds them (useListView's `applied`, by URL key). */
type AuditFilters = Readonly<Record<string, string>>;

const ALL_ACTIONS = Object.entries(AUDIT_ACTIONS).map(([value, label]) => ({ value, label }));
const MONEY_ONLY = ALL_ACTIONS.filter(({ value }) =>
  (MONEY_ACTIONS as readonly string[]).includes(value),
);
const ENTITY_OPTIONS = [
  { value: 'all', label: 'All records' },
  ...Object.entries(AUDIT_ENTITIES).map(([value, label]) => ({ value, label })),
];

/**
 * The admins to filter by: every account for owners (who may list them); for others only the
 * admin already chosen, named from the rows on screen.
 */
function useAdminOptions(selected: string, rows: readonly AuditEntry[]): SelectOption<string>[] {
  const mayList = usePermission('admins:manage');
  const admins = useQuery({ queryKey: adminKeys.all, queryFn: fetchAdmins, enabled: mayList });
  return useMemo(() => {
    const options = (admins.data ?? []).map((a) => ({ value: String(a.id), label: a.email }));
    if (selected && !options.some((option) => option.value === selected)) {
      const email = rows.find((row) => String(row.adminId) === selected)?.adminEmail;
      options.push({ value: selected, label: email ?? `Admin #${selected}` });
    }
    return [{ value: '', label: 'All admins' }, ...options];
  }, [admins.data, selected, rows]);
}

/** Admin, action, record kind and dates; each applies as it changes (kept in the URL). */
export function AuditFilterBar(props: {
  filters: AuditFilters;
  rows: readonly AuditEntry[];
  onChange: (changes: Partial<Record<string, string>>) => void;
  onClear: () => void;
}) {
  const { filters, onChange } = props;
  const wholeTrail = usePermission('audit:read');
  const selects = [
    { key: 'admin', label: 'Admin', options: useAdminOptions(filters.admin ?? '', props.rows) },
    {
      key: 'action',
      label: 'Action',
      options: [{ value: 'all', label: 'All actions' }, ...(wholeTrail ? ALL_ACTIONS : MONEY_ONLY)],
    },
    { key: 'entity', label: 'Record', options: ENTITY_OPTIONS },
  ] as const;

  return (
    <FilterPanel label="Filter the audit log">
      {selects.map(({ key, label, options }) => (
        <SelectField
          showsPickAtOnce
          key={key}
          label={label}
          flex="1 1 200px"
          options={options}
          // A value the URL names but the list does not offer shows as "All" (the first).
          value={
            options.some((option) => option.value === filters[key])
              ? (filters[key] ?? '')
              : (options[0]?.value ?? '')
          }
          // A new record kind drops the single record a link may have chosen.
          onChange={(value) =>
            onChange({ [key]: value, ...(key === 'entity' && { entityId: '' }) })
          }
        />
      ))}
      <DateRangeFields from={filters.from ?? ''} to={filters.to ?? ''} onChange={onChange} />
      <Button type="button" size="sm" variant="outline" onClick={props.onClear}>
        Clear
      </Button>
    </FilterPanel>
  );
}
