import type { ContactMessagesTable } from '../db/schema';

type Row = Omit<ContactMessagesTable, 'id' | 'inbox_order' | 'inbox_status'>;
const HOUR = 3_600_000;

// A small, fixed inbox so the Messages screen has something to show in demo mode and e2e:
// unread, read and handled messages spread over the last ten days.
const MESSAGES: readonly (readonly [string, string, string, number, 'new' | 'read' | 'handled'])[] =
  [
    [
      'Priya Nair',
      'priya.nair@example.com',
      'My top-up of ₹500 via UPI shows pending for two days. UTR 412345678901.',
      3,
      'new',
    ],
    [
      'Arjun Mehta',
      'arjun.mehta@example.com',
      'The app was down yesterday evening during my plan window. Can I get a refund?',
      20,
      'new',
    ],
    [
      'Sneha Iyer',
      'sneha.iyer@example.com',
      'How do I change the email address on my account?',
      52,
      'read',
    ],
    [
      'Rahul Verma',
      'rahul.verma@example.com',
      'Withdrawal #13 reached my bank. Thank you!',
      120,
      'handled',
    ],
    [
      'Fatima Sheikh',
      'fatima.sheikh@example.com',
      'Is the Gold plan available for students outside India?',
      230,
      'handled',
    ],
  ];

export function buildContactMessages(now: number): Row[] {
  return MESSAGES.map(([name, email, message, hoursAgo, state]) => {
    const created = now - hoursAgo * HOUR;
    const at = (offset: number) => new Date(created + offset).toISOString();
    return {
      name,
      email,
      message,
      ip: null,
      created_at: at(0),
      read_at: state === 'new' ? null : at(HOUR),
      handled_at: state === 'handled' ? at(2 * HOUR) : null,
    };
  });
}
