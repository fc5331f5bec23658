/**
 * The 8-scene assessment and the follow-up (docs/assessment-scoring.md): sessions, answers, the HEXACO profile
 * and its view. The only file outside this module may import (ADR 046).
 */
export { answeredSceneIds, findActiveSession, findOwnSession, recordResponse, startSession } from './assessment-store';
export { completeAssessment } from './complete-assessment';
export { answerFollowUp, followUpOf, stopFollowUp } from './follow-up/follow-up-service';
export { loadProfileView } from './profile-view';
export { singleFlight } from './single-flight';
