import type { UsersTable } from '../db/schema';
import { COUNTRY_CODES, FIRST_NAMES, GENDERS, LAST_NAMES, PLANS } from './catalog';
import type { SeededRandom } from './random';

export type SeedUser = Omit<UsersTable, 'id'> & { id: number };

const DAY = 86_400_000;
const MINUTE = 60_000;

function referenceCode(random: SeededRandom, index: number): string {
  // The index part makes codes unique; the random tail makes them look like real codes.
  return `RW${(index + 1).toString(36).toUpperCase().padStart(5, '0')}${random.hex(3).toUpperCase()}`;
}

function statusFields(
  random: SeededRandom,
  index: number,
  now: number,
): Pick<SeedUser, 'status' | 'pause_start' | 'block_date'> {
  // The first few users cover every status (and a pause both fresh and expired, since the
  // user list marks pauses older than 5 minutes as expired); the rest are mostly ok.
  const slot = index < 4 ? index : random.next() < 0.8 ? 0 : random.int(1, 3);
  if (slot === 1)
    return {
      status: 'pause',
      pause_start: new Date(now - 2 * MINUTE).toISOString(),
      block_date: null,
    };
  if (slot === 2) {
    return {
      status: 'pause',
      pause_start: new Date(now - random.int(10, 3000) * MINUTE).toISOString(),
      block_date: null,
    };
  }
  if (slot === 3)
    return {
      status: 'block',
      pause_start: null,
      block_date: new Date(now - random.int(1, 30) * DAY).toISOString(),
    };
  return { status: 'ok', pause_start: null, block_date: null };
}

/** Users with ids 1..count; referrals point at earlier users so counts are consistent. */
export function buildUsers(random: SeededRandom, count: number, now: number): SeedUser[] {
  // Built a million at a time on the seed's critical path: one object literal per user (no
  // spread), referral counts by index (no map of codes). Draws stay in the same order.
  const users: SeedUser[] = new Array(count);
  const referrals = new Int32Array(count);
  for (let i = 0; i < count; i++) {
    const first = random.pick(FIRST_NAMES);
    const last = random.pick(LAST_NAMES);
    const plan = i < PLANS.length ? PLANS[i] : random.chance(0.25) ? null : random.pick(PLANS);
    const referrer = i > 0 && random.chance(0.5) ? random.int(0, i - 1) : -1;
    if (referrer >= 0) referrals[referrer] = (referrals[referrer] as number) + 1;
    // Registrations spread over ~4 months, denser recently, a few today for the chart.
    const ageMs =
      i % 25 === 0 ? random.int(0, 6) * 3_600_000 : Math.floor(random.next() ** 2 * 120 * DAY);
    const dob = `${random.int(1965, 2007)}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`;
    const countryCode = random.pick(COUNTRY_CODES);
    const phone = random.digits(10);
    const gender = random.pick(GENDERS);
    const verified = random.chance(0.8) ? 1 : 0;
    const coins = random.int(0, 500_000);
    // Free or no plan: nothing to approve. Paid plans: mostly approved, some waiting.
    const paid = plan && plan.priceUsd > 0 ? (random.chance(0.75) ? 1 : 0) : 0;
    const days = plan ? random.int(0, 45) : 0;
    const trust = random.chance(0.6) ? 1 : 0;
    const code = referenceCode(random, i);
    const status = statusFields(random, i, now);
    users[i] = {
      id: i + 1,
      full_name: `${first} ${last}`,
      email: `${first}.${last}${i + 1}@example.com`.toLowerCase(),
      dob,
      country_code: countryCode,
      phone_number: phone,
      gender,
      verified,
      coin_minor: coins,
      business_plan: plan ? plan.name : null,
      payment_status: paid,
      day_count: days,
      trust,
      under_ref: referrer >= 0 ? (users[referrer] as SeedUser).reference_code : null,
      reference_count: 0,
      reference_code: code,
      created_at: new Date(now - ageMs).toISOString(),
      status: status.status,
      pause_start: status.pause_start,
      block_date: status.block_date,
    };
  }
  for (let i = 0; i < count; i++) (users[i] as SeedUser).reference_count = referrals[i] as number;
  return users;
}
