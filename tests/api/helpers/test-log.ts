import { pino } from 'pino';
import { loggerOptions } from '../../../src/server/lib/logger-options';

/** The app's pino logger as the tests hand it to code that logs (warnings and errors on stdout, as the server writes them). */
export const testLog = pino(loggerOptions({ level: 'warn' }));
