import { useEffect } from 'react';
import { remoteVersionOf } from './compat-guard';

/**
 * Marks the document with the remote and version the current route shows
 * (`<html data-remote="mfe_users" data-remote-version="1.0.0-4746184b">`), so an operator or a
 * test sees which deploy a page runs. On the document, not in the tree: a wrapper element
 * would change the server-rendered public pages' markup (decision 012).
 */
export function useRemoteVersionMarker(remote: string, ready: boolean): void {
  useEffect(() => {
    if (!ready) return;
    const root = document.documentElement;
    root.dataset.remote = remote;
    root.dataset.remoteVersion = remoteVersionOf(remote);
    return () => {
      delete root.dataset.remote;
      delete root.dataset.remoteVersion;
    };
  }, [remote, ready]);
}
