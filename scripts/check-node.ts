// Fails fast when npm scripts are not running on the pinned Node 24 (see DESIGN.md section 3).
const major = Number(process.versions.node.split('.')[0]);
if (major < 22) {
  console.error(`Node ${process.versions.node} is too old: npm scripts must run on Node 24 (the "node" dev dependency).`);
  process.exit(1);
}
console.log(`node ${process.version}`);
