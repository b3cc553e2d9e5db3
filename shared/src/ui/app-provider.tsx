import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { appSystem } from './system';

/**
 * The theme for every page. The shell renders it once around everything; a remote running
 * standalone renders it itself. Admin overlays (toaster, confirm dialog) come from
 * `AdminOverlays` in `@rewards/shared/ui-admin`, rendered by the admin layout.
 */
export function AppProvider({ children }: { children: ReactNode }) {
  return <ChakraProvider value={appSystem}>{children}</ChakraProvider>;
}
