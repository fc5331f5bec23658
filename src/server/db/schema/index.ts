export * from './auth';
export * from './profile';
export * from './assessment';
export * from './companion';
export * from './simulation';
export * from './handoff';
export * from './monitoring';
export * from './agents';
