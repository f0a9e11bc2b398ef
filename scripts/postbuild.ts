/** After react-router build: precompress every text file of the client build with brotli and gzip. */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const clientDir = fileURLToPath(new URL("../build/client", import.meta.url));
const COMPRESSIBLE = /\.(html|js|css|data|json|xml|txt|svg|webmanifest)$/;

let count = 0;
const walk = (dir: string) => {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (COMPRESSIBLE.test(name)) {
      const body = readFileSync(path);
      writeFileSync(
        `${path}.br`,
        brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
      );
      writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
      count++;
    }
  }
};
walk(clientDir);
console.log(`Precompressed ${count} files (brotli and gzip).`);
