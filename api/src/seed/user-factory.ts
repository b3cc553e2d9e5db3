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
  const users: SeedUser[] = [];
  const referralCounts = new Map<string, number>();
  for (let i = 0; i < count; i++) {
    const first = random.pick(FIRST_NAMES);
    const last = random.pick(LAST_NAMES);
    const plan = i < PLANS.length ? PLANS[i] : random.chance(0.25) ? null : random.pick(PLANS);
    const referrer = i > 0 && random.chance(0.5) ? users[random.int(0, i - 1)] : undefined;
    const underRef = referrer ? referrer.reference_code : null;
    if (underRef) referralCounts.set(underRef, (referralCounts.get(underRef) ?? 0) + 1);
    // Registrations spread over ~4 months, denser recently, a few today for the chart.
    const ageMs =
      i % 25 === 0 ? random.int(0, 6) * 3_600_000 : Math.floor(random.next() ** 2 * 120 * DAY);
    users.push({
      id: i + 1,
      full_name: `${first} ${last}`,
      email: `${first}.${last}${i + 1}@example.com`.toLowerCase(),
      dob: `${random.int(1965, 2007)}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`,
      country_code: random.pick(COUNTRY_CODES),
      phone_number: random.digits(10),
      gender: random.pick(GENDERS),
      verified: random.chance(0.8) ? 1 : 0,
      coin_minor: random.int(0, 500_000),
      business_plan: plan ? plan.name : null,
      // Free or no plan: nothing to approve. Paid plans: mostly approved, some waiting.
      payment_status: plan && plan.priceUsd > 0 ? (random.chance(0.75) ? 1 : 0) : 0,
      day_count: plan ? random.int(0, 45) : 0,
      trust: random.chance(0.6) ? 1 : 0,
      under_ref: underRef,
      reference_count: 0,
      reference_code: referenceCode(random, i),
      created_at: new Date(now - ageMs).toISOString(),
      ...statusFields(random, i, now),
    });
  }
  for (const user of users) user.reference_count = referralCounts.get(user.reference_code) ?? 0;
  return users;
}
