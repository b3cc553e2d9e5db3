/**
 * The versions a remote is built against and the shell provides. A remote declares them in its
 * mf-manifest.json (rspack.base.ts writes them); the shell compares them with its own before
 * loading the remote (decision 017). Each must equal its package's `version` (shared/ and
 * contract/ package.json); `scripts/deploy/compat-check.test.ts` fails when they drift.
 * A new export of a shared entry is a minor: a remote that uses it needs a shell that has it.
 * 1.1.0: `useLiveChanges` and `useWindowedQuery`'s `holdNewRows` (@rewards/shared/query).
 * Removing or moving an export is a major: remotes built against the old kit would find it
 * missing, so the shell refuses them and the platform is rebuilt and deployed together.
 * 2.0.0: the entry `@rewards/shared/ui-forms` (FilterPanel, DateFilter, DateRangeFields,
 * SearchFilter, UploadProgress, RadioGroup), moved out of `@rewards/shared/ui-admin`; the unused
 * Tabs, SegmentGroup, Switch, Checkbox, Fieldset and Progress re-exports dropped (decision 010).
 * 2.1.0: `prefetchFirstWindow` (@rewards/shared/query), the users screen's search and sort
 * requests sent from the event (decision 014).
 * 2.2.0: row selection and bulk actions (`useSelection`, `useSelectionColumns`, `SelectionBar`,
 * `BulkActions`, `BulkResult`; decision 030), `SavedViews` and `Switch` (decision 031),
 * `useLiveNewRows`'s user filter (the user page) in @rewards/shared/table, /query, /ui-forms.
 * 2.3.0: parts across remotes (decision 041): `provideRemoteLoader`, `loadRemotePart` (main),
 * `UserListPartProps` (/table); a bulk action's `title`, `confirmLabel`, `lead` and `reason`.
 * 2.4.0: `RowCellsStyle` (/table), the one stylesheet of native row cells every remote's lists
 * use (decision 048), replacing mfe-users' and mfe-payments' own copies; select-all for an
 * estimated total, counted by the server before the confirm (`Selection`'s `countIsEstimate`,
 * `matchingRefused`, `setExactCount`, `refuseMatching`; decision 050).
 * 2.5.0: one leave guard for links and code that navigates (`useLeaveCheck`,
 * `useGuardedNavigate`, `mayLeave` in /router; decision 011's addendum); `SimpleDialog`'s
 * `restoreFocus` (/ui-admin).
 */
export const SHARED_KIT_VERSION = '2.5.0';
export const CONTRACT_VERSION = '1.0.0';

/** The field of mf-manifest.json holding a remote's compatibility declaration. */
export const COMPAT_MANIFEST_KEY = 'rewardsCompat';

/** A remote's declaration, as written into its manifest at build time. */
export interface RemoteCompat {
  /** Federation name, e.g. `mfe_users`. */
  remote: string;
  /** `<package version>-<content hash>`: the folder a deploy publishes it under. */
  version: string;
  /** `@rewards/shared` version the remote was built with (its major must equal the shell's). */
  kitVersion: string;
  /** `@rewards/contract` version the remote was built with (its major must equal the shell's). */
  contractVersion: string;
  /** Exposed module names, e.g. `['UserTablePage']`. */
  exposes: string[];
}

/** What the shell provides, compared against a remote's declaration. */
export interface ProvidedVersions {
  kitVersion: string;
  contractVersion: string;
}

export const PROVIDED_VERSIONS: ProvidedVersions = {
  kitVersion: SHARED_KIT_VERSION,
  contractVersion: CONTRACT_VERSION,
};
