import { describe, expect, it } from 'vitest';
import {
  AB_MAX_EXTRA_VISITS,
  abVerdict,
  logGamma,
  probabilityBBeatsA,
  upliftOfB,
  visitsNeeded,
  type AbArm,
} from './abVerdict';

/*
 * Reference values are computed here independently of the module: the Beta densities use log
 * factorials summed term by term (integer parameters; not the module's Lanczos log-gamma) and
 * the probabilities are integrated numerically on a fine grid (midpoint rule, cumulative sums),
 * P(B > A) = ∫ f_B(x) F_A(x) dx and P(pB / pA − 1 ≤ u) = ∫ f_A(x) F_B((1 + u) x) dx. One closed
 * form is textbook: with A uniform and B ~ Beta(2, 1), P(B > A) = ∫ 2y · y dy = 2/3.
 */

const arm = (visits: number, conversions: number, revenue = 0): AbArm => ({
  visits,
  conversions,
  revenue,
});

/** ln((n − 1)!) summed term by term: ln Γ(n) for whole n. */
function logFactorialOfPredecessor(n: number): number {
  let total = 0;
  for (let k = 2; k < n; k += 1) total += Math.log(k);
  return total;
}

const GRID = 200_000;

/** A Beta(α, β) posterior's density at the grid's midpoints. */
function density(alpha: number, beta: number): Float64Array {
  const logB =
    logFactorialOfPredecessor(alpha) +
    logFactorialOfPredecessor(beta) -
    logFactorialOfPredecessor(alpha + beta);
  const values = new Float64Array(GRID);
  for (let i = 0; i < GRID; i += 1) {
    const x = (i + 0.5) / GRID;
    values[i] = Math.exp((alpha - 1) * Math.log(x) + (beta - 1) * Math.log1p(-x) - logB);
  }
  return values;
}

/** The cumulative distribution at the grid's midpoints (half the own cell included). */
function cumulative(f: Float64Array): Float64Array {
  const out = new Float64Array(GRID);
  let running = 0;
  for (let i = 0; i < GRID; i += 1) {
    out[i] = running + f[i]! / GRID / 2;
    running += f[i]! / GRID;
  }
  return out;
}

const posterior = (a: AbArm) => density(1 + a.conversions, 1 + a.visits - a.conversions);

/** P(B > A) by integration. */
function integratedProbability(a: AbArm, b: AbArm): number {
  const fa = cumulative(posterior(a));
  const fb = posterior(b);
  let total = 0;
  for (let i = 0; i < GRID; i += 1) total += (fb[i]! * fa[i]!) / GRID;
  return total;
}

/** P(pB / pA − 1 ≤ u) = ∫ f_A(x) F_B((1 + u) x) dx by integration. */
function integratedUpliftBelow(a: AbArm, b: AbArm, u: number): number {
  const fa = posterior(a);
  const cb = cumulative(posterior(b));
  let total = 0;
  for (let i = 0; i < GRID; i += 1) {
    const y = ((i + 0.5) / GRID) * (1 + u);
    const j = Math.floor(y * GRID - 0.5);
    const at = y >= 1 ? 1 : j < 0 ? 0 : cb[Math.min(GRID - 1, j)]!;
    total += (fa[i]! * at) / GRID;
  }
  return total;
}

describe('logGamma', () => {
  it.each([1, 2, 5, 10, 171])('matches ln((n − 1)!) at %s', (n) => {
    expect(logGamma(n)).toBeCloseTo(logFactorialOfPredecessor(n), 9);
  });

  it('knows Γ(1/2) = √π', () => {
    expect(logGamma(0.5)).toBeCloseTo(0.5 * Math.log(Math.PI), 12);
  });
});

describe('probabilityBBeatsA', () => {
  it('is 2/3 for a uniform A and B ~ Beta(2, 1)', () => {
    expect(probabilityBBeatsA(arm(0, 0), arm(1, 1))).toBeCloseTo(2 / 3, 12);
  });

  it('is one half for the same figures on both sides', () => {
    expect(probabilityBBeatsA(arm(1000, 40), arm(1000, 40))).toBeCloseTo(0.5, 10);
  });

  it.each([
    [arm(1000, 50), arm(1000, 65)],
    [arm(1400, 70), arm(600, 39)],
    [arm(200, 10), arm(150, 4)],
    [arm(5000, 250), arm(4800, 262)],
  ])('matches the integrated value for %o against %o', (a, b) => {
    const exact = probabilityBBeatsA(a, b);
    expect(exact).toBeCloseTo(integratedProbability(a, b), 5);
    // Swapping the sides gives the complement.
    expect(probabilityBBeatsA(b, a)).toBeCloseTo(1 - exact, 10);
  });
});

describe('upliftOfB', () => {
  const a = arm(1400, 70);
  const b = arm(600, 39);

  it('has half the mass under its median', () => {
    expect(integratedUpliftBelow(a, b, upliftOfB(a, b).median)).toBeCloseTo(0.5, 2);
  });

  it('agrees in sign with P(B > A) where the mean of the ratio would not', () => {
    // 4.0 % against 3.8 %: P(B > A) ≈ 0.49, yet E[pB / pA] − 1 ≈ +14 % (small pA draws).
    const small = [arm(150, 6), arm(130, 5)] as const;
    expect(probabilityBBeatsA(...small)).toBeLessThan(0.5);
    expect(upliftOfB(...small).median).toBeLessThan(0);
  });

  it('bounds a 95 % credible interval: 2.5 % of the mass under it, 2.5 % over it', () => {
    const { low, high } = upliftOfB(a, b);
    expect(integratedUpliftBelow(a, b, low)).toBeCloseTo(0.025, 2);
    expect(1 - integratedUpliftBelow(a, b, high)).toBeCloseTo(0.025, 2);
  });

  it('gives the same answer every time (seeded)', () => {
    expect(upliftOfB(a, b)).toEqual(upliftOfB(a, b));
  });
});

describe('visitsNeeded', () => {
  /** Both sides scaled to `extra` more visits at their rates, as the module promises. */
  const leaderProbabilityWith = (a: AbArm, b: AbArm, extra: number) => {
    const factor = (a.visits + b.visits + extra) / (a.visits + b.visits);
    const grow = (x: AbArm) => {
      const visits = Math.round(x.visits * factor);
      return arm(visits, Math.round((visits * x.conversions) / x.visits));
    };
    const p = integratedProbability(grow(a), grow(b));
    return Math.max(p, 1 - p);
  };

  it('finds the fewest more visits that reach 95 %', () => {
    const a = arm(1400, 70);
    const b = arm(600, 39);
    const needed = visitsNeeded(a, b);
    expect(needed.status).toBe('needed');
    if (needed.status !== 'needed') return;
    expect(leaderProbabilityWith(a, b, needed.visits)).toBeGreaterThanOrEqual(0.95 - 1e-5);
    expect(leaderProbabilityWith(a, b, needed.visits - 1)).toBeLessThan(0.95 + 1e-5);
  });

  it('is reached when the leader is already at 95 %', () => {
    expect(visitsNeeded(arm(1000, 30), arm(1000, 80))).toEqual({ status: 'reached' });
    expect(visitsNeeded(arm(1000, 80), arm(1000, 30))).toEqual({ status: 'reached' });
  });

  it('is unreachable when the rates are equal', () => {
    expect(visitsNeeded(arm(1400, 70), arm(600, 30))).toEqual({ status: 'unreachable' });
  });

  it('stops at its bound when the rates barely differ', () => {
    expect(visitsNeeded(arm(10_000, 500), arm(10_000, 501))).toEqual({
      status: 'beyond',
      limit: AB_MAX_EXTRA_VISITS,
    });
  });
});

describe('abVerdict', () => {
  it('says not enough data under 100 visits on either side, with revenue per visit', () => {
    expect(abVerdict(arm(140, 7, 350), arm(60, 3, 90))).toEqual({
      kind: 'notEnoughData',
      revenuePerVisit: { a: 2.5, b: 1.5 },
    });
    expect(abVerdict(arm(99, 7), arm(5000, 3)).kind).toBe('notEnoughData');
  });

  it('names B the leader with its probability when B converts better', () => {
    const verdict = abVerdict(arm(1400, 70, 2800), arm(600, 39, 1500));
    expect(verdict.kind).toBe('verdict');
    if (verdict.kind !== 'verdict') return;
    expect(verdict.leader).toBe('b');
    expect(verdict.probability).toBe(verdict.probabilityBBeatsA);
    expect(verdict.probability).toBeGreaterThan(0.5);
    expect(verdict.uplift.low).toBeLessThan(verdict.uplift.median);
    expect(verdict.uplift.median).toBeLessThan(verdict.uplift.high);
    expect(verdict.revenuePerVisit).toEqual({ a: 2, b: 2.5 });
    expect(verdict.visitsNeeded.status).toBe('needed');
  });

  it('names A the leader when A converts better', () => {
    const verdict = abVerdict(arm(600, 39), arm(1400, 70));
    expect(verdict.kind === 'verdict' && verdict.leader).toBe('a');
    expect(verdict.kind === 'verdict' && verdict.uplift.median).toBeLessThan(0);
  });

  it('keeps impossible figures in bounds: no more conversions than visits, none negative', () => {
    const verdict = abVerdict(arm(200, 500, Number.NaN), arm(200, -3));
    expect(verdict.kind === 'verdict' && verdict.leader).toBe('a');
    expect(verdict.revenuePerVisit).toEqual({ a: 0, b: 0 });
  });
});
