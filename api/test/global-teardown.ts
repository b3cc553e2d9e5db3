import { removeEndedWorkersTemplates } from './helpers/template-dirs';

// The seeded templates the workers left (test/helpers/seeded-templates.ts).
export default function globalTeardown(): void {
  removeEndedWorkersTemplates();
}
