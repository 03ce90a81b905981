import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Plugin } from "vite";

/** Text assets worth compressing; index.html is sent by the server with a fresh nonce each time. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt)$/;
const MIN_BYTES = 1024;

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

/**
 * Writes a .br (brotli at its best) and a .gz beside every built text asset over 1 KB, once at
 * build time: the server sends them by Accept-Encoding (@fastify/static's preCompressed), so no
 * request pays for compressing a file that never changes.
 */
export function precompress(): Plugin {
  let outDir = "dist";
  return {
    name: "portal-precompress",
    apply: "build",
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of files(outDir)) {
        if (!COMPRESSIBLE.test(file)) continue;
        const body = readFileSync(file);
        if (body.length < MIN_BYTES) continue;
        const params = {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        };
        writeFileSync(`${file}.br`, brotliCompressSync(body, { params }));
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}
