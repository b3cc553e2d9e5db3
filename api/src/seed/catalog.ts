// Fixed vocabularies the seed draws from. Plan names and prices are those of
// docs/product.md#public-site.

import { PLAN_PRICES_USD } from '@rewards/contract';

/** The plans users carry, from the one price list in the contract. */
export const PLANS = Object.entries(PLAN_PRICES_USD).map(([name, priceUsd]) => ({
  name,
  priceUsd,
}));

export const FIRST_NAMES = [
  'Aarav',
  'Vivaan',
  'Aditya',
  'Vihaan',
  'Arjun',
  'Sai',
  'Reyansh',
  'Ayaan',
  'Krishna',
  'Ishaan',
  'Ananya',
  'Diya',
  'Aadhya',
  'Saanvi',
  'Pari',
  'Anika',
  'Navya',
  'Myra',
  'Riya',
  'Kavya',
  'Rahul',
  'Priya',
  'Neha',
  'Rohan',
  'Sneha',
  'Amit',
  'Pooja',
  'Vikram',
  'Meera',
  'Karan',
] as const;

export const LAST_NAMES = [
  'Sharma',
  'Verma',
  'Patel',
  'Reddy',
  'Iyer',
  'Nair',
  'Gupta',
  'Singh',
  'Kumar',
  'Das',
  'Mehta',
  'Joshi',
  'Rao',
  'Chopra',
  'Bose',
  'Khan',
  'Malhotra',
  'Pillai',
  'Shetty',
  'Mishra',
] as const;

export const COUNTRY_CODES = [
  '+91',
  '+91',
  '+91',
  '+91',
  '+1',
  '+44',
  '+971',
  '+61',
  '+65',
] as const;
export const GENDERS = ['male', 'female', 'other'] as const;
export const BANKS = [
  'State Bank of India',
  'HDFC Bank',
  'ICICI Bank',
  'Axis Bank',
  'Kotak Mahindra Bank',
] as const;
export const UPI_HANDLES = ['okaxis', 'oksbi', 'okhdfcbank', 'ybl', 'paytm'] as const;

export const QUIZZES = [
  ['What is the capital of India?', 'Mumbai', 'New Delhi', 'Kolkata', 'Chennai', 'B'],
  ['Which planet is known as the Red Planet?', 'Mars', 'Venus', 'Jupiter', 'Saturn', 'A'],
  ['What is 12 x 12?', '124', '132', '144', '154', 'C'],
  [
    'Which gas do plants absorb from the air?',
    'Oxygen',
    'Nitrogen',
    'Hydrogen',
    'Carbon dioxide',
    'D',
  ],
  [
    'Who wrote the Indian national anthem?',
    'Rabindranath Tagore',
    'Bankim Chandra',
    'Sarojini Naidu',
    'Premchand',
    'A',
  ],
  ['What is the boiling point of water at sea level?', '90 °C', '100 °C', '110 °C', '120 °C', 'B'],
  ['How many continents are there?', '5', '6', '7', '8', 'C'],
  ['Which is the largest ocean?', 'Atlantic', 'Indian', 'Arctic', 'Pacific', 'D'],
] as const;

export const VIDEOS = [
  ['How compound interest works', 'https://www.youtube.com/watch?v=Rm6UdfRs3gw'],
  ['Budgeting basics in 5 minutes', 'https://www.youtube.com/watch?v=sVKQn2I4HDM'],
  ['Introduction to the solar system', 'https://youtu.be/libKVRa01L8'],
  ['Study tips that actually work', 'https://www.youtube.com/watch?v=IlU-zDU6aQ0'],
  [
    'Flower time-lapse (direct MP4)',
    'https://interactive-examples.mdn.mozilla.net/media/cc0-videos/flower.mp4',
  ],
] as const;

export const NOTIFICATION_TEXTS = [
  'Your withdrawal request has been received and is being processed.',
  'Congratulations! You completed 7 days of quizzes in a row.',
  'Your payment was verified. Your plan is now active.',
  'New video lesson available: Budgeting basics.',
  "Reminder: complete today's quiz to keep your streak.",
  'Your referral bonus has been credited to your wallet.',
] as const;

export const WITHDRAWAL_MESSAGES = [
  'Please process soon',
  'Monthly earnings',
  'Referral bonus payout',
  null,
  'Need funds for fees',
] as const;
