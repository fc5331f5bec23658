import { readCheckInButton } from '@shared/domain/outcomes/check-in-buttons';
import type { ButtonHandler } from '../turn';
import { answerInChat } from './check-in-replies';

/** 'c:' buttons: Yes / No, 1-5, Yes / Maybe / No on a check-in's questions. */
export const checkInButtonHandler: ButtonHandler = async (turn, rest) => {
  const tap = readCheckInButton(rest);
  if (!tap) return { callbackText: 'This button no longer works.' };
  return answerInChat(turn, tap.checkInId, tap.answers);
};
