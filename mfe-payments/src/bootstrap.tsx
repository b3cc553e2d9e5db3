import { createRoot } from 'react-dom/client';
import { StandaloneHost } from '@rewards/shared/standalone';
import { routes } from './routes';

// Standalone dev mode (`npm run dev -w mfe-payments`): the same providers the shell gives pages.
const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');
createRoot(container).render(<StandaloneHost title="mfe-payments" requiresAdmin routes={routes} />);
