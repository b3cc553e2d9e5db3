import { makeUser } from '../../test-fixtures';
import { approvalQuestion } from './payment-approval';

describe('approvalQuestion', () => {
  it('names the user, the plan and its price', () => {
    expect(
      approvalQuestion(
        makeUser({ full_name: 'Asha Verma', email: 'a@x.in', business_plan: 'Gold 1' }),
      ),
    ).toBe(
      'Approve the payment of Asha Verma (a@x.in) for the Gold 1 plan, $100.00? This cannot be undone.',
    );
  });

  it('says when no plan (or no known price) is recorded', () => {
    const user = makeUser({ full_name: 'Ravi', email: 'r@x.in', business_plan: null });
    expect(approvalQuestion(user)).toBe(
      'Approve the payment of Ravi (r@x.in) (no plan recorded)? This cannot be undone.',
    );
    expect(approvalQuestion({ ...user, business_plan: 'Legacy' })).toBe(
      'Approve the payment of Ravi (r@x.in) for the Legacy plan? This cannot be undone.',
    );
  });
});
