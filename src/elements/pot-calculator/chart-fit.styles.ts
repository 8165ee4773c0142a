import { unsafeCSS } from 'lit';
import { FIT_MAX, FIT_MIN, FIT_STEP } from './internal/chart-fit.js';

/**
 * The chart's two layouts: the columns while every seat's labels fit (`fit-N`: the width in
 * rem the columns need, from `internal/chart-fit.ts`), the list of bars at that width and
 * below. One container query per step, made from fixed numbers (no input in it); a module
 * of its own so the build still minifies the element's other styles.
 */
export const chartFitStyles = unsafeCSS(
  Array.from({ length: (FIT_MAX - FIT_MIN) / FIT_STEP + 1 }, (_, step) => FIT_MIN + step * FIT_STEP)
    .map(
      (rem) =>
        `@container pot-calculator (max-width:${rem}rem){.fit-${rem}>.plot-scroll{display:none}.fit-${rem}>.seat-list{display:grid}}`,
    )
    .join(''),
);
