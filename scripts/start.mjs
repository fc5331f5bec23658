// `npm start`: installs what is missing, builds the client if needed, and runs Maya on
// http://localhost:3000 with embedded defaults (PGlite in ./data, built-in sign-in, offline AI).
import { ensureClientBuild, ensureDependencies, run } from './lib.mjs';

try {
  ensureDependencies();
  ensureClientBuild();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
process.exit(run(process.execPath, ['--import', 'tsx', 'src/server/main.ts']));
