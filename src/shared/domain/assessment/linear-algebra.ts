/** Small dense linear algebra for the 6×6 systems of the scorer and the simulation. Pure. */

export type Matrix = number[][];

/** The inverse of a symmetric positive-definite matrix (Gauss–Jordan with partial pivoting). */
export const invert = (m: readonly (readonly number[])[]): Matrix => {
  const n = m.length;
  const a = m.map((row, i) => [...row, ...Array.from({ length: n }, (_, j) => (i === j ? 1 : 0))]);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++) if (Math.abs(a[r]![col]!) > Math.abs(a[pivot]![col]!)) pivot = r;
    [a[col], a[pivot]] = [a[pivot]!, a[col]!];
    const p = a[col]![col]!;
    for (let j = 0; j < 2 * n; j++) a[col]![j]! /= p;
    for (let r = 0; r < n; r++) {
      if (r === col) continue;
      const f = a[r]![col]!;
      if (f !== 0) for (let j = 0; j < 2 * n; j++) a[r]![j]! -= f * a[col]![j]!;
    }
  }
  return a.map((row) => row.slice(n));
};

export const multiply = (m: readonly (readonly number[])[], v: readonly number[]): number[] =>
  m.map((row) => row.reduce((s, x, j) => s + x * v[j]!, 0));

/** log det of a symmetric positive-definite matrix (Cholesky: 2 Σ log L_ii). */
export const logDeterminant = (m: readonly (readonly number[])[]): number => {
  const n = m.length;
  const l: Matrix = Array.from({ length: n }, () => Array<number>(n).fill(0));
  let sum = 0;
  for (let i = 0; i < n; i++)
    for (let j = 0; j <= i; j++) {
      let s = m[i]![j]!;
      for (let k = 0; k < j; k++) s -= l[i]![k]! * l[j]![k]!;
      if (i === j) {
        l[i]![i] = Math.sqrt(s);
        sum += Math.log(s);
      } else l[i]![j] = s / l[j]![j]!;
    }
  return sum;
};
