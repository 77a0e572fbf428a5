/** The tag colour of a joint lot's verdict (list, audit and the scanned label alike). */
export const VERDICT_COLOR: Record<string, string> = {
  pending: 'default',
  pass: 'green',
  retest: 'orange',
  fail: 'red',
};
