/**
 * scrypt's cost as log2 of its N, for the stub backend's password hashes: STUB_PASSWORD_COST
 * (server/config.ts validates it against this range) and the cost each hash records
 * (passwords.ts). 14 is N = 2^14, ~50 ms of CPU and 16 MB a hash; each step up doubles both, so 16
 * (64 MB a hash) is the most; 4 is the least, for benchmarks that measure the edge, not the stub
 * (the stub stands for a backend that runs on machines of its own).
 */
export const passwordCost = { default: 14, min: 4, max: 16 } as const;
