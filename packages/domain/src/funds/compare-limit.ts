// Apart from compare.ts (decimal arithmetic): the web app's toast catalogue, loaded with its first
// page, names the limit.

/** The MPFA fund platform compares at most 10 funds; so do we. */
export const MAX_COMPARE_FUNDS = 10;
