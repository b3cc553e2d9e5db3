/**
 * Routing (federated singleton `@rewards/shared/router`). Apps import react-router only from
 * here: sharing `react-router-dom` whole put all of it (~60 KB gzip) on every first load,
 * because a shared module cannot be tree-shaken; re-exporting just the APIs in use keeps the
 * one router instance at a fraction of that (docs/decisions/010-first-load-budget.md).
 * ESLint forbids `react-router-dom` and `react-router` outside this folder.
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
} from 'react-router-dom';
export { mayLeave, useGuardedNavigate, useLeaveCheck, type LeaveCheck } from './leave-guard';
