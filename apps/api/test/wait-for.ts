export interface WaitForOptions {
  /** Give up after this long (default 10 s). */
  timeoutMs?: number;
  /** Pause between two checks (default 50 ms). */
  intervalMs?: number;
  /** The failure's text, or a function building it when the wait fails (e.g. from the last row read). */
  message?: string | (() => string);
}

type Truthy<T> = Exclude<T, false | null | undefined | 0 | ''>;

/**
 * Waits for a condition instead of a fixed time: calls `condition` until it answers a truthy value and answers
 * that value (so a test can go on with the row it waited for); throws once `timeoutMs` has passed without it.
 */
export async function waitFor<T>(
  condition: () => T | Promise<T>,
  options: WaitForOptions = {},
): Promise<Truthy<T>> {
  const { timeoutMs = 10_000, intervalMs = 50, message } = options;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const last = await condition();
    if (last) return last as Truthy<T>;
    if (Date.now() > deadline) {
      const text = typeof message === 'function' ? message() : message;
      throw new Error(`${text ?? 'a condição não se cumpriu'} (após ${timeoutMs} ms)`);
    }
    await new Promise((done) => setTimeout(done, intervalMs));
  }
}
