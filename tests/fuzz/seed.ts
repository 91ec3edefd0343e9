import fc from "fast-check";

/**
 * Every fuzz run has a known seed: FUZZ_SEED replays a run exactly; without it a fresh seed is
 * drawn and printed first, so a failure found at random can always be reproduced.
 */
export const FUZZ_SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31);
fc.configureGlobal({ seed: FUZZ_SEED });
console.info(`[fuzz] seed ${FUZZ_SEED}: replay with FUZZ_SEED=${FUZZ_SEED}`);
