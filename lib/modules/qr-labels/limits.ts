/** The most records one request labels: ten sheets of the densest layout. */
export const MAX_LABEL_RECORDS = 400;
