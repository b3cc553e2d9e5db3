import { ContactMessage, SuccessMessage } from '@rewards/contract';
import { schemaErrors } from '@rewards/contract/testing';
import { contactMessage, contactSent } from './test-fixtures';

// The fixtures stand in for what the visitor sends and what the API answers: they must follow
// the contract, or a test passes against data the screen never gets.
describe('test fixtures follow the API contract', () => {
  it.each([
    ['the contact message', ContactMessage, contactMessage],
    ['the answer to POST /contact', SuccessMessage, contactSent],
  ])('%s', (_name, schema, value) => {
    expect(schemaErrors(schema, value)).toEqual([]);
  });
});
