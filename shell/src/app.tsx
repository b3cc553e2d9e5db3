import { BrowserRouter } from '@rewards/shared/router';
import { AppProvider } from '@rewards/shared/ui';
import { AppRoutes } from './routes/app-routes';

export function App() {
  return (
    <AppProvider>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProvider>
  );
}
