/** The single AI engine (issue 3): one interface, an offline and an OpenAI-compatible implementation. */
export { createAiEngine, usesModel, type AiEngineConfig } from './create-ai-engine';
export { runSimulation } from './run-simulation';
export { anecdotesTold } from './offline/anecdotes';
export { createMemoryUsageRecorder } from './usage';
export { type AiEngine } from './types';
export * from './schemas/companion';
export * from './schemas/simulation';
export { type ModelStatus } from './model-status';
