/**
 * Ordinary least squares by the normal equations (X^T X b = X^T y), solved by Gaussian elimination
 * with partial pivoting: the fit has at most five unknowns, so no library is worth its weight.
 * Columns are centred first (the intercept is the means' difference), which keeps X^T X well
 * conditioned with square feet in thousands and prices in millions.
 */

/** The coefficients of `columns` (one array of values per column, each as long as `y`), or null when they cannot be told apart. */
export function leastSquares(columns: readonly (readonly number[])[], y: readonly number[]): number[] | null {
  const n = y.length;
  const k = columns.length;
  if (n <= k) return null;
  const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / n;
  const yMean = mean(y);
  const centred = columns.map((column) => {
    const m = mean(column);
    return column.map((value) => value - m);
  });
  const yCentred = y.map((value) => value - yMean);
  // The augmented system [X^T X | X^T y].
  const system = centred.map((row) => [
    ...centred.map((other) => row.reduce((sum, value, i) => sum + value * other[i]!, 0)),
    row.reduce((sum, value, i) => sum + value * yCentred[i]!, 0),
  ]);
  const scale = Math.max(...system.map((row, i) => Math.abs(row[i]!)));
  for (let pivot = 0; pivot < k; pivot++) {
    let best = pivot;
    for (let row = pivot + 1; row < k; row++) if (Math.abs(system[row]![pivot]!) > Math.abs(system[best]![pivot]!)) best = row;
    // A pivot this small against the largest diagonal: a column is (nearly) a mix of the others.
    if (!(Math.abs(system[best]![pivot]!) > scale * 1e-10)) return null;
    [system[pivot], system[best]] = [system[best]!, system[pivot]!];
    for (let row = 0; row < k; row++) {
      if (row === pivot) continue;
      const factor = system[row]![pivot]! / system[pivot]![pivot]!;
      for (let column = pivot; column <= k; column++) system[row]![column]! -= factor * system[pivot]![column]!;
    }
  }
  return system.map((row, i) => row[k]! / row[i]!);
}
