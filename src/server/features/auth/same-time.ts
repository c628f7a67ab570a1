// Answers that could tell whether an account exists (sign-up, reset and confirmation mails) are
// given at one fixed time after the request arrived, whatever work the address caused: the mail
// itself goes through a job, and the rest (hashing, a few rows) stays well under this time.
export const SAME_TIME_MS = 400;

/** Runs `work`, then waits until `ms` have passed since the call, whether it answered or threw. */
export async function atLeast<T>(ms: number, work: () => Promise<T>): Promise<T> {
  const start = performance.now();
  const settle = async () => {
    const left = ms - (performance.now() - start);
    if (left > 0) await new Promise((r) => setTimeout(r, left));
  };
  try {
    const result = await work();
    await settle();
    return result;
  } catch (err) {
    await settle();
    throw err;
  }
}
