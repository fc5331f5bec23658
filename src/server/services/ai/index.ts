/** The single AI engine (issue 3): one interface, an offline and an OpenAI-compatible implementation. */
export { createAiEngine, usesModel, type AiEngineConfig, type AiEngineDeps } from './create-ai-engine';
export { CHAT_FALLBACK_REPLY } from './fallbacks';
export { runSimulation, simulationSchedule, type RunSimulationOptions } from './run-simulation';
export { anecdotesTold } from './offline/anecdotes';
export { createMemoryUsageRecorder, noUsageRecorder, type UsageEntry, type UsageRecorder } from './usage';
export { AiInputError, type AiEngine, type AiLogger, type AiOperation, type ChatStreamEvent } from './types';
export * from './schemas/companion';
export * from './schemas/simulation';
