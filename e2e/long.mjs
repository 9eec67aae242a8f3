// The browser tests' long sweeps, as the native tests' #[ignore = "long: make test-long"]: `make
// test` checks each property on the cases most likely to break it, `make test-long` (CI runs it
// after make test; VERDICT_LONG=1) on every case. Each test's name says which cases it ran.
export const LONG = process.env.VERDICT_LONG === '1';

/** `all` the cases under make test-long; `some` of them otherwise. */
export const sweep = (all, some) => (LONG ? all : some);

/** The option of a test that make test leaves to make test-long. */
export const longOnly = { skip: LONG ? false : 'long: make test-long' };
