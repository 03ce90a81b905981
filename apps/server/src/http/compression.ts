import { constants as zlibConstants } from "node:zlib";

/**
 * @fastify/compress's options for what the server makes per request (the built assets are
 * compressed once at build time instead, registerWebApp): by Accept-Encoding, brotli at a quality
 * cheap enough per answer, for answers of at least `threshold` bytes. Up to 64 KB in one call
 * (`syncThreshold`; the plugin's default on 2 cores is 8 KB): through a zlib stream a 9-14 KB
 * answer (the fund list, the fund records, a page) cost 0.6-1.3 ms of the server's CPU, in one
 * call about 0.1 ms, and the fund list's p99 at 200 requests/s went from 63-66 to 22-23 ms
 * (docs/performance.md, twenty-eighth step). Brotli's quality 3, not 4: on the fund records (13.7
 * KB), the fund list (9.0 KB) and 97 KB of prices it costs half the CPU (158 against 322 µs, 94
 * against 182, 385 against 640) for output 0.4-0.9% larger (twenty-ninth step). 64 KB at this
 * quality holds the event loop well under a millisecond; larger answers (a fund's whole price
 * history) still stream.
 */
function perRequestCompression(threshold: number) {
  return {
    threshold,
    syncThreshold: 65_536,
    encodings: ["br", "gzip"] as ("br" | "gzip")[],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 3 } },
  };
}

/** A page (its HTML with the first texts and small stylesheets in it): compressed from 1 KB. */
export const PAGE_COMPRESSION = perRequestCompression(1024);

/**
 * An answer of the endpoint table: compressed from 4 KB. A smaller one arrives in the same round
 * trip either way (a few TCP segments) and compression saves at most 3 KB, while it cost the
 * server 0.16-0.45 ms per answer (gzip to brotli): the dashboard's calls (1.3-2.6 KB answers)
 * went from 1,511 to 1,087-1,122 calls/s with brotli and to 1,194-1,273 with gzip
 * (docs/performance.md, twenty-seventh step). Larger ones (a fund's price history, long
 * transaction lists) are worth it.
 */
export const ANSWER_COMPRESSION = perRequestCompression(4096);
