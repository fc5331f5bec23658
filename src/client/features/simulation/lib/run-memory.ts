/**
 * This tab's run and how many of its messages were on screen, kept across a reload
 * (sessionStorage: per tab, gone with it). A reload resumes the same week where it was.
 */
const KEY = 'maya.simulation.run';

export interface RememberedRun {
  id: string;
  shown: number;
}

export function rememberedRun(storage: Pick<Storage, 'getItem'> | undefined = safeStorage()): RememberedRun | null {
  try {
    const value: unknown = JSON.parse(storage?.getItem(KEY) ?? 'null');
    if (value && typeof value === 'object' && typeof (value as RememberedRun).id === 'string') {
      const shown = Number((value as RememberedRun).shown);
      return { id: (value as RememberedRun).id, shown: Number.isInteger(shown) && shown > 0 ? shown : 0 };
    }
  } catch {
    // A damaged entry is no run.
  }
  return null;
}

export function rememberRun(run: RememberedRun, storage: Pick<Storage, 'setItem'> | undefined = safeStorage()) {
  try {
    storage?.setItem(KEY, JSON.stringify(run));
  } catch {
    // Storage full or blocked: a reload then starts from the top of the same run.
  }
}

export function forgetRun(storage: Pick<Storage, 'removeItem'> | undefined = safeStorage()) {
  try {
    storage?.removeItem(KEY);
  } catch {
    // Nothing to forget.
  }
}

function safeStorage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}
