import { currentPersona } from './personas';

/*
 * The ids a university's server answers with, when a persona mirrors one (mocks/README.md): some
 * real clients hard-code a university's self or meal-type ids (Poisonad-v2 asks for self 104 and
 * draws meal types 7-10; foodie and foodPilot read lunch as 1, breakfast 3, dinner 5). The world
 * keeps its own ids (program ids are built from them, program-calendar.ts); the program and reserve
 * calls translate at their edge: out in what they answer, back in what they are asked.
 */

export interface ExternalIds {
  /** World self id → the id the university's server uses. */
  selfs?: Readonly<Record<number, number>>;
  /** World meal type id → the university's meal type id. */
  mealTypes?: Readonly<Record<number, number>>;
}

const ids = (): ExternalIds => currentPersona().externalIds ?? {};

function invert(map: Readonly<Record<number, number>> | undefined, external: number): number {
  if (!map) return external;
  for (const [world, ext] of Object.entries(map)) if (ext === external) return Number(world);
  // An id the university does not use maps to none of the world's: make sure it is not taken as one.
  return Object.prototype.hasOwnProperty.call(map, external) ? -1 : external;
}

export const selfIdOut = (world: number): number => ids().selfs?.[world] ?? world;
export const selfIdIn = (external: number): number => invert(ids().selfs, external);
export const mealTypeIdOut = (world: number): number => ids().mealTypes?.[world] ?? world;
export const mealTypeIdIn = (external: number): number => invert(ids().mealTypes, external);
