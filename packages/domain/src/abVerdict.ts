/**
 * The A/B verdict of a multilink: Bayesian statistics on conversions per visit of its
 * two experiences. Each side's conversion rate has a Beta(1 + conversions, 1 + visits −
 * conversions) posterior (a uniform prior); P(B > A) is Evan Miller's exact sum for two Beta
 * posteriors ("Formulas for Bayesian A/B Testing"), the uplift and its 95 % credible interval
 * come from a seeded simulation of 100 000 draws per side (so the same figures give the same answer every time).
 */

/** One experience's figures: visits, completed checkouts and the revenue they brought. */
export interface AbArm {
  visits: number;
  conversions: number;
  revenue: number;
}

/** Visits each side needs before a verdict is given. */
export const AB_MIN_VISITS = 100;
/** The probability a verdict aims for. */
export const AB_TARGET_PROBABILITY = 0.95;
/** The most extra visits the "visits still needed" search looks at. */
export const AB_MAX_EXTRA_VISITS = 1_000_000;
/** Draws of the uplift simulation. */
export const AB_UPLIFT_DRAWS = 100_000;

/** How far the verdict is from the target probability. */
export type AbVisitsNeeded =
  /** Already at 95 % or more, one way or the other. */
  | { status: 'reached' }
  /** This many more visits (over both sides, at the current split) would reach it. */
  | { status: 'needed'; visits: number }
  /** The two rates are equal: more visits at these rates never separate them. */
  | { status: 'unreachable' }
  /** More than `AB_MAX_EXTRA_VISITS` would be needed. */
  | { status: 'beyond'; limit: number };

/**
 * The relative uplift of B over A (0.12 is +12 %): its posterior median, the point estimate, and
 * its 95 % credible interval. The median rather than the mean: the mean of a ratio is pulled up
 * by small draws of A's rate and can say "B better" while P(B > A) is under one half.
 */
export interface AbUplift {
  median: number;
  low: number;
  high: number;
}

/** The verdict: not enough data yet, or the statistics. Revenue per visit is always there. */
export type AbVerdict =
  | { kind: 'notEnoughData'; revenuePerVisit: { a: number; b: number } }
  | {
      kind: 'verdict';
      /** P(B's rate > A's rate). */
      probabilityBBeatsA: number;
      /** The side more likely to convert better, and that probability (≥ 0.5). */
      leader: 'a' | 'b';
      probability: number;
      uplift: AbUplift;
      visitsNeeded: AbVisitsNeeded;
      revenuePerVisit: { a: number; b: number };
    };

const LANCZOS = [
  0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313,
  -176.61502916214059, 12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6,
  1.5056327351493116e-7,
];

/** ln Γ(x) for x > 0 (Lanczos, g = 7: about 15 significant digits). */
export function logGamma(x: number): number {
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const z = x - 1;
  let sum = LANCZOS[0]!;
  for (let i = 1; i < LANCZOS.length; i += 1) sum += LANCZOS[i]! / (z + i);
  const t = z + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(sum);
}

/** ln B(a, b). */
export function logBeta(a: number, b: number): number {
  return logGamma(a) + logGamma(b) - logGamma(a + b);
}

/**
 * P(X > Y) for X ~ Beta(ax, bx), Y ~ Beta(ay, by) with integer `ax` (Evan Miller's sum, in logs):
 * Σ_{i=0}^{ax−1} B(ay + i, bx + by) / ((bx + i) · B(1 + i, bx) · B(ay, by)).
 */
function probabilityGreater(ax: number, bx: number, ay: number, by: number): number {
  let total = 0;
  const fixed = logBeta(ay, by);
  for (let i = 0; i < ax; i += 1) {
    total += Math.exp(logBeta(ay + i, bx + by) - Math.log(bx + i) - logBeta(1 + i, bx) - fixed);
  }
  return Math.min(1, Math.max(0, total));
}

/**
 * P(B converts better than A), exactly, under uniform priors. The sum runs over the side with
 * fewer conversions (the other side's probability is its complement).
 */
export function probabilityBBeatsA(a: AbArm, b: AbArm): number {
  const [aa, ba] = [1 + a.conversions, 1 + a.visits - a.conversions];
  const [ab, bb] = [1 + b.conversions, 1 + b.visits - b.conversions];
  return ab <= aa ? probabilityGreater(ab, bb, aa, ba) : 1 - probabilityGreater(aa, ba, ab, bb);
}

/** mulberry32: a small seeded PRNG in [0, 1). */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A standard normal draw (Box–Muller). */
function normal(random: () => number): number {
  const u = 1 - random();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

/** A Gamma(shape, 1) draw for shape ≥ 1 (Marsaglia and Tsang, 2000). */
function gamma(shape: number, random: () => number): number {
  const d = shape - 1 / 3;
  const c = 1 / Math.sqrt(9 * d);
  for (;;) {
    let x: number;
    let v: number;
    do {
      x = normal(random);
      v = 1 + c * x;
    } while (v <= 0);
    v = v * v * v;
    const u = random();
    if (u < 1 - 0.0331 * x ** 4 || Math.log(u) < 0.5 * x * x + d * (1 - v + Math.log(v))) {
      return d * v;
    }
  }
}

/** A Beta(a, b) draw (a, b ≥ 1) through two Gamma draws. */
function beta(a: number, b: number, random: () => number): number {
  const x = gamma(a, random);
  return x / (x + gamma(b, random));
}

/**
 * The relative uplift of B over A, pB / pA − 1: its median and its 2.5 % and 97.5 % quantiles over
 * `draws` seeded draws of both posteriors (the same figures always give the same answer).
 */
export function upliftOfB(a: AbArm, b: AbArm, draws = AB_UPLIFT_DRAWS, seed = 19): AbUplift {
  const random = seededRandom(seed);
  const samples = new Float64Array(draws);
  for (let i = 0; i < draws; i += 1) {
    const pa = beta(1 + a.conversions, 1 + a.visits - a.conversions, random);
    const pb = beta(1 + b.conversions, 1 + b.visits - b.conversions, random);
    samples[i] = pb / pa - 1;
  }
  samples.sort();
  const at = (q: number) => samples[Math.min(draws - 1, Math.floor(q * draws))]!;
  return { median: at(0.5), low: at(0.025), high: at(0.975) };
}

/** Both sides' counts scaled by `factor` at their observed rates (whole visits and conversions). */
function scaled(arm: AbArm, factor: number): AbArm {
  const visits = Math.round(arm.visits * factor);
  const rate = arm.visits > 0 ? arm.conversions / arm.visits : 0;
  return { visits, conversions: Math.round(visits * rate), revenue: 0 };
}

/**
 * How many more visits, over both sides at the current split and rates, until the leader's
 * probability reaches 95 %: doubling, then bisection to the visit; `beyond` past
 * `AB_MAX_EXTRA_VISITS`, `unreachable` when the rates are equal.
 */
export function visitsNeeded(a: AbArm, b: AbArm): AbVisitsNeeded {
  const reaches = (arms: [AbArm, AbArm]) => {
    const p = probabilityBBeatsA(...arms);
    return Math.max(p, 1 - p) >= AB_TARGET_PROBABILITY;
  };
  if (reaches([a, b])) return { status: 'reached' };
  const total = a.visits + b.visits;
  if (total === 0 || a.conversions * b.visits === b.conversions * a.visits) {
    return { status: 'unreachable' };
  }
  const reachesWith = (extra: number) => {
    const factor = (total + extra) / total;
    return reaches([scaled(a, factor), scaled(b, factor)]);
  };
  let high = Math.max(1, Math.ceil(total / 8));
  while (!reachesWith(high)) {
    if (high >= AB_MAX_EXTRA_VISITS) return { status: 'beyond', limit: AB_MAX_EXTRA_VISITS };
    high = Math.min(high * 2, AB_MAX_EXTRA_VISITS);
  }
  let low = 0;
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (reachesWith(middle)) high = middle;
    else low = middle;
  }
  return { status: 'needed', visits: high };
}

/** Revenue per visit (0 with no visits). */
export function revenuePerVisit(arm: AbArm): number {
  return arm.visits > 0 ? arm.revenue / arm.visits : 0;
}

/** The figures of one side, made safe: whole, non-negative, no more conversions than visits. */
function clean(arm: AbArm): AbArm {
  const whole = (n: number) => (Number.isFinite(n) ? Math.max(0, Math.floor(n)) : 0);
  const visits = whole(arm.visits);
  return {
    visits,
    conversions: Math.min(visits, whole(arm.conversions)),
    revenue: Number.isFinite(arm.revenue) ? arm.revenue : 0,
  };
}

/**
 * The verdict on experience A against B: "not enough data yet" under `AB_MIN_VISITS` visits on
 * either side, else the probability that B converts better, the leader, the expected uplift of
 * B (median) with its 95 % interval and the visits still needed to reach 95 %.
 */
export function abVerdict(first: AbArm, second: AbArm): AbVerdict {
  const a = clean(first);
  const b = clean(second);
  const perVisit = { a: revenuePerVisit(a), b: revenuePerVisit(b) };
  if (a.visits < AB_MIN_VISITS || b.visits < AB_MIN_VISITS) {
    return { kind: 'notEnoughData', revenuePerVisit: perVisit };
  }
  const p = probabilityBBeatsA(a, b);
  return {
    kind: 'verdict',
    probabilityBBeatsA: p,
    leader: p >= 0.5 ? 'b' : 'a',
    probability: Math.max(p, 1 - p),
    uplift: upliftOfB(a, b),
    visitsNeeded: visitsNeeded(a, b),
    revenuePerVisit: perVisit,
  };
}
