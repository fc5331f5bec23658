/** Where 'Report' writes to. */
export const supportEmail: string = import.meta.env.VITE_SUPPORT_EMAIL ?? 'support@maya.app';
