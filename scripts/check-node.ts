// Fails fast when npm scripts are not running on the pinned Node. The one statement of the
// version is the `node` dev dependency in package.json (DESIGN.md section 3); .nvmrc must name
// the same major, and `engines` (the oldest Node that works) must admit it.
import fs from 'node:fs';

const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { devDependencies: Record<string, string>; engines: { node: string } };
const pinned = Number(/\d+/.exec(pkg.devDependencies.node ?? '')?.[0]);
const nvmrc = Number(fs.readFileSync('.nvmrc', 'utf8').trim());
const engines = Number(/\d+/.exec(pkg.engines.node)?.[0]);
const problems: string[] = [];
if (nvmrc !== pinned) problems.push(`.nvmrc says ${nvmrc}, the "node" dev dependency ${pinned}`);
if (!(engines <= pinned)) problems.push(`engines.node (${pkg.engines.node}) does not admit the "node" dev dependency's ${pinned}`);
const major = Number(process.versions.node.split('.')[0]);
if (major !== pinned)
  problems.push(`Node ${process.versions.node} runs npm scripts; they must run on Node ${pinned} (the "node" dev dependency)`);
if (problems.length) {
  for (const p of problems) console.error(p);
  process.exit(1);
}
console.log(`node ${process.version}`);
