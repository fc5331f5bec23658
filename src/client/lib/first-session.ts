/**
 * The landing island's session answer, handed to the app (issue 29 item 8): the island asks for the
 * session after the first paint to decide whether to load the app, and the app's first session
 * query takes that answer instead of asking again. Both chunks import this module, so they share it.
 */
let handed: Promise<unknown> | undefined;

/** Called by the island with its request's parsed body (null when it failed). */
export function handOverFirstSession(answer: Promise<unknown>) {
  handed = answer;
}

/** The island's answer, once; undefined when there was none or it was already taken. */
export function takeFirstSession(): Promise<unknown> | undefined {
  const answer = handed;
  handed = undefined;
  return answer;
}
