import { stopCluster } from '../../scripts/postgres/throwaway-cluster';
import { removeEndedWorkersTemplates } from '../helpers/template-dirs';

export default function globalTeardown(): void {
  const dir = process.env.API_TEST_PG_DIR;
  if (dir) stopCluster(dir);
  removeEndedWorkersTemplates();
}
