/**
 * The engine's inner pieces that tests and benches drive directly, beside the fakes in this folder: the cache of
 * what each server accepts (a test forgets it between fake servers) and the text scrubber the benchmark times.
 */
export { forgetServerTraits } from '../openai/server-traits';
export { scrubText } from '../scrub-pii';
