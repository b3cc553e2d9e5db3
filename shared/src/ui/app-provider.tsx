import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { appSystem } from './system';
import { AppToaster } from './toaster';
import { ConfirmDialogHost } from './confirm-dialog';

/**
 * Theme, toaster and confirm dialog. The shell renders it once around everything; a remote
 * running standalone renders it itself, so it behaves exactly as inside the shell.
 */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={appSystem}>
      {children}
      <AppToaster />
      <ConfirmDialogHost />
    </ChakraProvider>
  );
}
