/** Time as the server sees it; tests move it to expire tokens and suspensions. */
export type Clock = { now(): Date };
export const systemClock: Clock = { now: () => new Date() };

export { osloDate } from '@fjord/domain';
