/** The chart types: line (default) and bar. */
export const chartTypes = ['line', 'bar'] as const;

/** The series colours of the tokens: clicks blue, conversion purple, sales green. */
export const chartTones = ['clicks', 'conversion', 'sales'] as const;
