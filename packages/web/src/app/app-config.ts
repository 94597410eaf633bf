import { useEffect, useState } from 'react';

/** GET /app-config: settings of this installation the browser needs. */
export type AppConfig = { accountingUrl: string; supportEmail: string; environment: string; devMailbox: boolean };

let pending: Promise<AppConfig | null> | null = null;

export function loadAppConfig(): Promise<AppConfig | null> {
  pending ??= fetch('/app-config')
    .then((response) => (response.ok ? (response.json() as Promise<AppConfig>) : null))
    .catch(() => null)
    .then((config) => {
      // A failed load is tried again next time rather than remembered.
      if (!config) pending = null;
      return config;
    });
  return pending;
}

export function useAppConfig(): AppConfig | null {
  const [config, setConfig] = useState<AppConfig | null>(null);
  useEffect(() => {
    let active = true;
    void loadAppConfig().then((loaded) => {
      if (active) setConfig(loaded);
    });
    return () => {
      active = false;
    };
  }, []);
  return config;
}
