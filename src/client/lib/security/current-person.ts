/**
 * Who the browser's security log files an event under when its caller does not say (e.g. a 429 seen by the
 * API client). Set by the app while someone is signed in.
 */
let personId: string | null = null;

export const currentPerson = () => personId;
export const setCurrentPerson = (id: string | null) => {
  personId = id;
};
