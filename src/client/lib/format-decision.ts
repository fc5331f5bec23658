/** §2.9: underscores shown as spaces ('NOT_SURE' → 'NOT SURE'). */
export const formatDecision = (decision: string): string => decision.replace(/_/g, ' ');
