/** A damped spring of mass 1, as motion's useSpring drives it, stepped by hand (no library on the landing page). */
export type SpringState = { value: number; velocity: number };

export const SKYLINE_SPRING = { stiffness: 50, damping: 18 };

/** One semi-implicit Euler step of `dtSec` towards `target`. */
export function stepSpring(state: SpringState, target: number, dtSec: number, { stiffness, damping } = SKYLINE_SPRING): SpringState {
  const acceleration = -stiffness * (state.value - target) - damping * state.velocity;
  const velocity = state.velocity + acceleration * dtSec;
  return { value: state.value + velocity * dtSec, velocity };
}

/** Close enough to the target that another frame would not move a pixel. */
export const springAtRest = (state: SpringState, target: number) =>
  Math.abs(state.value - target) < 1e-3 && Math.abs(state.velocity) < 1e-3;
