import { useMemo } from 'react';
import type { AuditEntry } from '@rewards/contract';
import { AUDIT_ACTIONS, AUDIT_ENTITIES, MONEY_ACTIONS } from '@rewards/contract/audit';
import { isReversedRange, REVERSED_RANGE_MESSAGE, usePermission } from '@rewards/shared';
import { useQuery } from '@rewards/shared/query';
import { Button, Field, Flex, Input } from '@rewards/shared/ui';
import { SelectField, type SelectOption } from '@rewards/shared/ui-admin';
import { adminKeys, fetchAdmins } from '../settings/settings-api';
import type { AuditFilters } from './audit-filters';

const ALL_ACTIONS = Object.entries(AUDIT_ACTIONS).map(([value, label]) => ({ value, label }));
const MONEY_ONLY = ALL_ACTIONS.filter(({ value }) =>
  (MONEY_ACTIONS as readonly string[]).includes(value),
);
const ENTITY_OPTIONS = [
  { value: '', label: 'All records' },
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
  onChange: (changes: Partial<AuditFilters>) => void;
  onClear: () => void;
}) {
  const { filters, onChange } = props;
  const wholeTrail = usePermission('audit:read');
  const adminOptions = useAdminOptions(filters.admin, props.rows);
  const actionOptions = [
    { value: '', label: 'All actions' },
    ...(wholeTrail ? ALL_ACTIONS : MONEY_ONLY),
  ];
  const reversed = isReversedRange(filters.from, filters.to);
  const pick = (options: readonly SelectOption<string>[], value: string) =>
    options.some((option) => option.value === value) ? value : '';

  return (
    <Flex
      role="search"
      aria-label="Filter the audit log"
      gap="3"
      wrap="wrap"
      align="flex-end"
      p="4"
      borderWidth="1px"
      borderRadius="md"
    >
      <SelectField
        label="Admin"
        flex="1 1 200px"
        options={adminOptions}
        value={pick(adminOptions, filters.admin)}
        onChange={(admin) => onChange({ admin })}
      />
      <SelectField
        label="Action"
        flex="1 1 220px"
        options={actionOptions}
        value={pick(actionOptions, filters.action)}
        onChange={(action) => onChange({ action })}
      />
      <SelectField
        label="Record"
        flex="1 1 160px"
        options={ENTITY_OPTIONS}
        value={pick(ENTITY_OPTIONS, filters.entity)}
        onChange={(entity) => onChange({ entity, entityId: '' })}
      />
      <Field.Root w="auto">
        <Field.Label>From</Field.Label>
        <Input
          type="date"
          size="sm"
          value={filters.from}
          onChange={(event) => onChange({ from: event.target.value })}
        />
      </Field.Root>
      <Field.Root w="auto" invalid={reversed}>
        <Field.Label>To</Field.Label>
        <Input
          type="date"
          size="sm"
          value={filters.to}
          onChange={(event) => onChange({ to: event.target.value })}
        />
        <Field.ErrorText>{REVERSED_RANGE_MESSAGE}</Field.ErrorText>
      </Field.Root>
      <Button type="button" size="sm" variant="outline" onClick={props.onClear}>
        Clear
      </Button>
    </Flex>
  );
}
