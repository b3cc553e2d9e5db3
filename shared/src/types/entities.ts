/**
 * Entity shapes exactly as the API returns them (docs/product.md#data). Money arrives as decimal
 * strings ("1250.00") so no value is ever rounded by a float on the way.
 */

export type IsoDateTime = string;
/** A decimal amount with two places, as a string. */
export type DecimalString = string;

export interface Admin {
  id: number;
  email: string;
  name: string;
}

export type UserStatus = 'ok' | 'pause' | 'block';

export interface User {
  id: number;
  full_name: string;
  email: string;
  dob: string | null;
  country_code: string | null;
  phone_number: string | null;
  gender: string | null;
  verified: boolean;
  coin: DecimalString;
  business_plan: string | null;
  payment_status: boolean;
  day_count: number;
  trust: boolean;
  under_ref: string | null;
  reference_count: number;
  reference_code: string;
  created_at: IsoDateTime;
  status: UserStatus;
  pause_start: IsoDateTime | null;
  block_date: IsoDateTime | null;
}

export interface DashboardStats {
  totalUsers: number;
  totalRevenue: number;
  pendingWithdrawals: number;
  pendingPayments: number;
  todayQuizCompletions: number;
  activePlans: number;
}

export type ActivityType = 'payment' | 'withdrawal' | 'registration' | 'other';

export interface RecentActivity {
  id: string | number;
  description: string;
  timestamp: IsoDateTime;
  type: ActivityType;
}

export interface DailyPoint {
  date: string;
  revenue: number;
  registrations: number;
}

export interface Banner {
  id: number;
  banner_url: string;
  created_at: IsoDateTime;
}

export type QuizOption = 'A' | 'B' | 'C' | 'D';

export interface Quiz {
  id: number;
  question: string;
  option_a: string;
  option_b: string;
  option_c: string;
  option_d: string;
  correct_option: QuizOption;
}

export interface Video {
  id: number;
  title: string;
  video_url: string;
}

export type WalletMethod = 'UPI' | 'SCANNER' | 'CRYPTO';

export interface WalletTransaction {
  id: number;
  user_id: number;
  full_name: string;
  email: string;
  amount: DecimalString;
  method: WalletMethod;
  utr_number: string | null;
  due: boolean;
  payment_date: IsoDateTime;
  status: 'pending' | 'completed';
}

export interface Notification {
  id: number;
  user_id: number;
  full_name: string;
  email: string;
  message: string;
  created_at: IsoDateTime;
}

export interface UpiSettings {
  upiId: string | null;
  qrCode: string | null;
}

export type WithdrawalMethod = 'upi' | 'crypto' | 'bank' | 'other';
export type WithdrawalStatus = 'pending' | 'completed' | 'rejected';

export interface Withdrawal {
  id: number;
  user_id: number;
  full_name: string;
  email: string;
  amount: DecimalString;
  message: string | null;
  method: WithdrawalMethod;
  status: WithdrawalStatus;
  created_at: IsoDateTime;
  upi_address: string | null;
  crypto_address: string | null;
  crypto_network: string | null;
  bank_holder_name: string | null;
  bank_name: string | null;
  ifsc_code: string | null;
}

export type CryptoCurrency = 'USDT' | 'ETH' | 'BTC';
export type CryptoNetwork = 'TRON' | 'BSC' | 'POLYGON' | 'ETH' | 'AVALANCHE';
export type CryptoPaymentStatus = 'pending' | 'confirmed' | 'failed';

export interface CryptoPayment {
  id: number;
  user_id: number;
  full_name: string;
  email: string;
  amount: DecimalString;
  currency: CryptoCurrency;
  network: CryptoNetwork;
  order_id: string;
  tx_hash: string | null;
  payment_status: CryptoPaymentStatus;
  payment_url: string | null;
  created_at: IsoDateTime;
}

export interface ContactMessage {
  name: string;
  email: string;
  message: string;
}
