/** How long the start-up waits for the first page before it renders what it has. */
const PREPARE_LIMIT_MS = 3_000;

/** Waits for `work`, never longer than PREPARE_LIMIT_MS, and never fails. */
export async function withinLimit(work: Promise<unknown>): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, PREPARE_LIMIT_MS);
  });
  await Promise.race([work.catch(() => {}), limit]);
  clearTimeout(timer);
}
