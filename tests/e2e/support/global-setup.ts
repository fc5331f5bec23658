import type { TestProject } from 'vitest/node';
import { startServer } from './server';

/** One real server for all journeys; at the end it says how much CPU it used (the suite's budget, issue 40). */
export default async function setup(project: TestProject) {
  const server = await startServer();
  project.provide('baseUrl', server.baseUrl);
  project.provide('dataDir', server.dataDir);
  return async () => {
    const { cpuSeconds } = await server.stop();
    console.log(`The journeys' server used ${cpuSeconds ?? '?'} CPU-s.`);
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}
