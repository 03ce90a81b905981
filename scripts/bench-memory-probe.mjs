// Preloaded into the server by the soak (scripts/bench-soak.mjs: node --expose-gc --import this
// file): on SIGUSR2 the server appends its memory to BENCH_MEMORY_FILE as a JSON line, in bytes:
// rss and heapUsed as they are, then heapLive, the heap still used after a full garbage collection
// (what a leak makes grow; heapUsed alone swings with the collector's timing). Nothing else changes.
import { appendFileSync } from "node:fs";

const file = process.env.BENCH_MEMORY_FILE;
if (file)
  process.on("SIGUSR2", () => {
    const now = process.memoryUsage();
    globalThis.gc?.();
    const live = process.memoryUsage();
    appendFileSync(
      file,
      `${JSON.stringify({
        at: Date.now(),
        rss: now.rss,
        heapUsed: now.heapUsed,
        heapTotal: now.heapTotal,
        external: now.external,
        heapLive: globalThis.gc ? live.heapUsed : null,
        rssAfterGc: live.rss,
      })}\n`,
    );
  });
