import { useSyncExternalStore } from 'react';
import { connectionStatus } from './connection-status';

export const useConnectionStatus = () => useSyncExternalStore(connectionStatus.subscribe, connectionStatus.get, () => 'online' as const);
