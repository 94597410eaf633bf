/**
 * What the simulators of outside services (the vehicle register, the legal entity register, the tax
 * card service) share, so they behave alike: each answers after a delay, as the remote service
 * would, and one agreed key simulates the service being down.
 */
export type SimulatedRemote = {
  delayMs: number;
  /** Asking for this key answers as the service does when it is down. */
  outageKey: string;
  /** The service's own SERVICE_UNAVAILABLE error. */
  unavailable: (reason: string) => Error;
};

/** Waits the delay, then refuses with the service's error when the key is the outage key. */
export async function simulateRemoteCall(remote: SimulatedRemote, key: string): Promise<void> {
  if (remote.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, remote.delayMs));
  if (key === remote.outageKey) throw remote.unavailable('simulated outage');
}

/** A simulated register's lookup: after the call, a copy of the record with the key, or null. */
export async function simulatedLookup<T extends object>(
  remote: SimulatedRemote,
  records: readonly T[],
  keyOf: (record: T) => string,
  key: string,
): Promise<T | null> {
  await simulateRemoteCall(remote, key);
  const found = records.find((record) => keyOf(record) === key);
  return found ? { ...found } : null;
}
