import { describe, expect, it } from 'vitest';
import { invert, logDeterminant, multiply } from './linear-algebra';

describe('linear algebra', () => {
  const m = [
    [4, 1, 0.5],
    [1, 3, 0.2],
    [0.5, 0.2, 2],
  ];

  it('inverts a symmetric positive-definite matrix', () => {
    const inv = invert(m);
    const product = m.map((_, i) =>
      multiply(
        m,
        inv.map((row) => row[i]!),
      ),
    );
    product.forEach((col, i) => col.forEach((x, j) => expect(x).toBeCloseTo(i === j ? 1 : 0, 10)));
  });

  it('takes the log determinant by Cholesky', () => {
    expect(
      logDeterminant([
        [2, 0],
        [0, 3],
      ]),
    ).toBeCloseTo(Math.log(6), 12);
    // det = 4(6 − 0.04) − 1(2 − 0.1) + 0.5(0.2 − 1.5) = 23.84 − 1.9 − 0.65
    expect(logDeterminant(m)).toBeCloseTo(Math.log(21.29), 10);
  });
});
