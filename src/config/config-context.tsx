import { createContext, useContext } from 'react';
import type { RuntimeConfig } from './schema';

const ConfigContext = createContext<RuntimeConfig | null>(null);

export const ConfigProvider = ConfigContext.Provider;

export function useConfig(): RuntimeConfig {
  const config = useContext(ConfigContext);
  if (!config) throw new Error('useConfig outside ConfigProvider');
  return config;
}
