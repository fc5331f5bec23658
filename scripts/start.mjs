// `npm start`: installs what is missing, builds the client and the server if they are stale, and runs
// the compiled server (node dist/server/main.js) on http://localhost:3000 with embedded defaults
// (PGlite in ./data, built-in sign-in, offline AI). Each long step says what it does and how long it took.
import { ensureBuild, ensureDependencies, run } from './lib.mjs';

try {
  await ensureDependencies();
  await ensureBuild();
} catch (error) {
  console.error(`\n${error.message}`);
  process.exit(1);
}
console.log('\n▶ starting Maya (node dist/server/main.js) …');
process.exit(run(process.execPath, ['dist/server/main.js']));
