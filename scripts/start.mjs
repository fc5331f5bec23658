// `npm start`: installs what is missing, builds the client and the server if they are stale, and runs
// the compiled server (node dist/server/main.js) on http://localhost:3000 with embedded defaults
// (PGlite in ./data, built-in sign-in, offline AI). Each long step says what it does and how long it took.
import { spawn } from 'node:child_process';
import { ensureDependencies } from './lib.mjs';
import { ensureBuild } from './build.mjs';

try {
  await ensureDependencies();
  await ensureBuild();
} catch (error) {
  console.error(`\n${error.message}`);
  process.exit(1);
}
console.log('\n▶ starting Maya (node dist/server/main.js) …');
// Not spawnSync: this process keeps its event loop, so the build's exited helpers are reaped.
const server = spawn(process.execPath, ['dist/server/main.js'], { stdio: 'inherit' });
// Ctrl-C reaches the server from the terminal itself; wait for its graceful shutdown.
process.on('SIGINT', () => {});
process.on('SIGTERM', () => server.kill('SIGTERM'));
server.on('exit', (code, signal) => process.exit(code ?? (signal === 'SIGTERM' || signal === 'SIGINT' ? 0 : 1)));
