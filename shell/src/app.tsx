import { BrowserRouter } from 'react-router-dom';
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
