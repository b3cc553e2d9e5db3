/**
 * How a remote's page loads another remote's part (decision 041). A remote never imports
 * another remote, and remotes build without remote loading of their own (decision 021): the
 * host, which registered the remotes and guards them (compatibility, entry retries, failure
 * reports), hands its loader over here, in the page's one `@rewards/shared` singleton.
 */
export type RemoteModuleLoader = (moduleId: string) => Promise<unknown>;

let loader: RemoteModuleLoader | null = null;

/** Called once by the host (the shell) as the admin area opens; tests give their own or null. */
export function provideRemoteLoader(load: RemoteModuleLoader | null): void {
  loader = load;
}

/**
 * The part's default export. Rejects when no host provided a loader (a remote running
 * standalone), the remote is down or refused, or the module exports no component; calling
 * again retries for real (the host's loader caches no failure).
 */
export async function loadRemotePart<Part>(moduleId: string): Promise<Part> {
  if (!loader) throw new Error(`No host loads ${moduleId} here (standalone remote)`);
  const module = (await loader(moduleId)) as { default?: Part } | undefined;
  if (!module?.default) throw new Error(`Remote module ${moduleId} has no default export`);
  return module.default;
}
