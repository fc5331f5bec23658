/**
 * The AI engine (docs/ai-engine.md): one interface, the offline engine and any OpenAI-compatible model, the
 * week's simulation and the companion's replies. The only file outside this module may import (ADR 046).
 */
export { createAiEngine, usesModel, type AiEngineConfig } from './create-ai-engine';
export { runSimulation } from './run-simulation';
export { anecdotesTold } from './offline/anecdotes';
export { createMemoryUsageRecorder } from './usage';
export { type AiEngine } from './types';
export * from './schemas/companion';
export * from './schemas/simulation';
export { type MessageClassification } from './schemas/safety';
export { CircuitOpenError } from './openai/circuit-breaker';
export { isRetryable } from './openai/retry';
export { findEmails, replaceSpans } from './pii-scanners';
export { scanModelText } from './output-scan';
export { withCallLedger } from './call-ledger';
export { type AiLogger } from './types';
